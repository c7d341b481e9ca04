import { and, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Transaction } from "@/lib/db/database";
import { events } from "@/lib/db/schema/events";
import { reportEvents, reports } from "@/lib/db/schema/reports";
import { users } from "@/lib/db/schema/users";
import { inScope, withScope } from "@/lib/db/scoped";
import { AppError } from "@/lib/errors/app-error";
import { defaultReportName, defaultReportSubject } from "./default-report";
import { loadOwnReport, listReportEvents, unusedEvents } from "./report-queries";
import type { QueryScope } from "@/lib/auth/viewer-types";
import { EVENT_NOT_AVAILABLE, REPORT_ALREADY_SENT } from "./report-messages";
import { hasLineBreak } from "@/lib/providers/mail/header-fields";
import { SINGLE_LINE_MESSAGE } from "./report.validation";
import { byWeight } from "@/lib/signal-weights/signal-weight-defaults";
import { loadEffectiveWeights } from "@/lib/signal-weights/signal-weights";

/** The report, locked for the rest of the transaction, refused once sent (a sent report is read-only). */
async function lockDraft(tx: Transaction, scope: QueryScope, reportId: string) {
  const report = await loadOwnReport(scope, { reportId, forUpdate: true }, tx);
  if (report.sentAt) throw new AppError("conflict", REPORT_ALREADY_SENT);
  return report;
}

/** A report as created: its row and how many events it holds. */
export type NewReport = typeof reports.$inferSelect & { eventCount: number };

/**
 * A new report holding every completed, non-deleted event of the user's accounts that is in none of
 * their reports yet, newest first; default name and subject per spec 2 §9. `requireEvents` (the daily
 * job) creates nothing when there is nothing new and returns null; `maxEvents` caps the events taken.
 */
export function createReport(scope: QueryScope, options?: { now?: Date }, tx?: Transaction): Promise<NewReport>;
export function createReport(scope: QueryScope, options: { now?: Date; requireEvents: true; maxEvents?: number | null }, tx?: Transaction): Promise<NewReport | null>;
export function createReport(scope: QueryScope, options: { now?: Date; requireEvents?: boolean; maxEvents?: number | null } = {}, tx?: Transaction): Promise<NewReport | null> {
  return inScope(scope, tx, async (tx): Promise<NewReport | null> => {
    // The daily job's cap (delivery preferences) keeps the newest; the rest wait for the next report.
    // issue 25: the user's signal weights order it (heaviest type first, newest first within a weight)
    const weights = (await loadEffectiveWeights(tx, scope.companyId, [scope.userId])).get(scope.userId)!;
    const all = byWeight(await unusedEvents(scope, {}, tx), (e) => e.signalType, weights);
    const unused = options.maxEvents ? all.slice(0, options.maxEvents) : all;
    if (options.requireEvents && unused.length === 0) return null;
    const [owner] = await tx.select({ name: users.name }).from(users).where(eq(users.id, scope.userId));
    const [report] = await tx
      .insert(reports)
      .values({
        name: defaultReportName(owner?.name, options.now),
        subject: defaultReportSubject(unused.length),
        userId: scope.userId,
        companyId: scope.companyId,
      })
      .returning();
    if (unused.length > 0) {
      await tx.insert(reportEvents).values(unused.map((e, orderIndex) => ({ reportId: report.id, eventId: e.id, orderIndex })));
    }
    return { ...report, eventCount: unused.length };
  });
}

/**
 * New Report: a report with the user's new events; with no new event, their latest draft instead of an
 * empty duplicate (`reopened`). One at a time per user, so a double submit cannot make two.
 */
export function startReport(scope: QueryScope, options: { now?: Date } = {}) {
  return withScope(scope, async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`new-report:${scope.userId}`}))`);
    const created = await createReport(scope, { ...options, requireEvents: true }, tx);
    if (created) return { id: created.id, reopened: false };
    const [draft] = await tx
      .select({ id: reports.id })
      .from(reports)
      .where(and(eq(reports.userId, scope.userId), eq(reports.companyId, scope.companyId), isNull(reports.sentAt)))
      .orderBy(desc(reports.createdAt), desc(reports.id))
      .limit(1);
    if (draft) return { id: draft.id, reopened: true };
    return { id: (await createReport(scope, options, tx)).id, reopened: false };
  });
}

/** Saves the name or subject (trimmed). An empty name keeps the old one; an empty subject clears it. */
export function updateReportText(scope: QueryScope, input: { reportId: string; field: "name" | "subject"; value: string }) {
  return withScope(scope, async (tx) => {
    const report = await lockDraft(tx, scope, input.reportId);
    const value = input.value.trim();
    if (input.field === "name") {
      if (!value || value === report.name) return { name: report.name, subject: report.subject };
      await tx.update(reports).set({ name: value }).where(eq(reports.id, report.id));
      return { name: value, subject: report.subject };
    }
    // The subject becomes a mail header: the action's schema refuses line breaks, and so does this (jobs, tests, API).
    if (hasLineBreak(value)) throw new AppError("invalid", SINGLE_LINE_MESSAGE);
    const subject = value || null;
    if (subject !== report.subject) await tx.update(reports).set({ subject }).where(eq(reports.id, report.id));
    return { name: report.name, subject };
  });
}

/**
 * Sets the report's events to `eventIds` in that order by rewriting report_events (delete all, insert
 * with order_index) in one transaction. Each event must be the user's, completed, not deleted, and in no
 * other report of theirs.
 */
export function setReportEvents(scope: QueryScope, input: { reportId: string; eventIds: string[] }) {
  return withScope(scope, async (tx) => {
    const report = await lockDraft(tx, scope, input.reportId);
    const wanted = [...new Set(input.eventIds)];
    const current = new Set((await listReportEvents(report.id, tx)).map((e) => e.id));
    const unused = new Set((await unusedEvents(scope, { limit: 10_000 }, tx)).map((e) => e.id));
    if (wanted.some((id) => !current.has(id) && !unused.has(id))) throw new AppError("invalid", EVENT_NOT_AVAILABLE);
    await tx.delete(reportEvents).where(eq(reportEvents.reportId, report.id));
    if (wanted.length > 0) {
      await tx.insert(reportEvents).values(wanted.map((eventId, orderIndex) => ({ reportId: report.id, eventId, orderIndex })));
    }
    return { eventIds: wanted };
  });
}

/** 'Delete' on an available event: sets is_deleted (it leaves every list; sent reports keep it). */
export function discardAvailableEvent(scope: QueryScope, eventId: string) {
  return withScope(scope, async (tx) => {
    const unused = await unusedEvents(scope, { limit: 10_000 }, tx);
    if (!unused.some((e) => e.id === eventId)) throw new AppError("invalid", EVENT_NOT_AVAILABLE);
    await tx.update(events).set({ isDeleted: true, updatedAt: new Date() }).where(and(eq(events.id, eventId), eq(events.isDeleted, false)));
    return { id: eventId };
  });
}

/** Deletes an unsent report (its events become available again); a sent report cannot be deleted. */
export function deleteReport(scope: QueryScope, reportId: string) {
  return withScope(scope, async (tx) => {
    const report = await lockDraft(tx, scope, reportId);
    await tx.delete(reports).where(inArray(reports.id, [report.id]));
    return { id: report.id };
  });
}
