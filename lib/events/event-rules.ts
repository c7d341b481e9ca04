import type { EventStatus } from "@/lib/db/schema/events";

export type UsageStatus = "unused" | "pending" | "sent";

export type ReportLink = {
  reportId: string;
  reportName: string;
  sentAt: Date | null;
  userId: string;
};

export type Usage = { usageStatus: UsageStatus; reportName: string | null; sentAt: Date | null };

/**
 * Usage of an event for one user (spec 1 §4): sent when it is in a sent report of theirs, pending
 * ("Draft") when only in unsent ones, unused otherwise. Other users' reports do not count.
 */
export function deriveUsage(links: ReportLink[], userId: string): Usage {
  const mine = links.filter((l) => l.userId === userId);
  const sent = mine
    .filter((l): l is ReportLink & { sentAt: Date } => l.sentAt !== null)
    .sort((a, b) => b.sentAt.getTime() - a.sentAt.getTime());
  if (sent.length > 0) return { usageStatus: "sent", reportName: sent[0].reportName, sentAt: sent[0].sentAt };
  if (mine.length > 0) return { usageStatus: "pending", reportName: mine[0].reportName, sentAt: null };
  return { usageStatus: "unused", reportName: null, sentAt: null };
}

/** A missing status is treated as pending (spec 1 §4). */
export function normalizeStatus(status: string | null | undefined): EventStatus {
  return status === "running" || status === "completed" || status === "failed" ? status : "pending";
}

export function isActiveStatus(status: string | null | undefined) {
  const s = normalizeStatus(status);
  return s === "pending" || s === "running";
}

export type RowActionState = {
  status: string | null | undefined;
  usageStatus: UsageStatus;
  refreshing?: boolean;
  isDeleted?: boolean;
};

/**
 * Which row actions are enabled (spec 1 §4 "Row actions on events"). A deleted event is never
 * refreshed: the worker skips deleted events, so a refresh would only park it on pending.
 */
export function rowActions({ status, usageStatus, refreshing = false, isDeleted = false }: RowActionState) {
  const s = normalizeStatus(status);
  const sent = usageStatus === "sent";
  return {
    preview: s === "completed",
    edit: s === "completed",
    delete: s !== "running" && !sent,
    refresh: s !== "pending" && s !== "running" && !sent && !refreshing && !isDeleted,
  };
}

export type RowActions = ReturnType<typeof rowActions>;
