import { describe, expect, it } from "vitest";
import { deriveUsage, isActiveStatus, normalizeStatus, rowActions, type ReportLink } from "./event-rules";

const me = "user-1";
const link = (over: Partial<ReportLink>): ReportLink => ({ reportId: "r1", reportName: "Uma 11/20", sentAt: null, userId: me, ...over });

describe("deriveUsage", () => {
  it("is unused when the event is in none of my reports", () => {
    expect(deriveUsage([], me)).toEqual({ usageStatus: "unused", reportName: null, sentAt: null });
    expect(deriveUsage([link({ userId: "someone-else", sentAt: new Date() })], me).usageStatus).toBe("unused");
  });

  it("is a draft (pending) when only in my unsent reports", () => {
    expect(deriveUsage([link({ reportName: "Draft report" })], me)).toEqual({ usageStatus: "pending", reportName: "Draft report", sentAt: null });
  });

  it("is sent when any of my reports was sent, naming the latest sent one", () => {
    const older = new Date("2026-11-01T08:00:00Z");
    const newer = new Date("2026-11-20T08:00:00Z");
    const usage = deriveUsage(
      [link({ reportName: "Draft" }), link({ reportName: "Old", sentAt: older }), link({ reportName: "New", sentAt: newer })],
      me,
    );
    expect(usage).toEqual({ usageStatus: "sent", reportName: "New", sentAt: newer });
  });
});

describe("rowActions", () => {
  it("enables Preview and Edit only for completed events", () => {
    for (const status of ["pending", "running", "failed", null]) {
      expect(rowActions({ status, usageStatus: "unused" })).toMatchObject({ preview: false, edit: false });
    }
    expect(rowActions({ status: "completed", usageStatus: "unused" })).toMatchObject({ preview: true, edit: true });
    expect(rowActions({ status: "completed", usageStatus: "sent" })).toMatchObject({ preview: true, edit: true });
  });

  it("disables Delete while running or once sent", () => {
    expect(rowActions({ status: "running", usageStatus: "unused" }).delete).toBe(false);
    expect(rowActions({ status: "completed", usageStatus: "sent" }).delete).toBe(false);
    expect(rowActions({ status: "pending", usageStatus: "unused" }).delete).toBe(true);
    expect(rowActions({ status: "failed", usageStatus: "pending" }).delete).toBe(true);
  });

  it("disables Refresh when pending, running, sent or already refreshing", () => {
    expect(rowActions({ status: "pending", usageStatus: "unused" }).refresh).toBe(false);
    expect(rowActions({ status: undefined, usageStatus: "unused" }).refresh).toBe(false);
    expect(rowActions({ status: "running", usageStatus: "unused" }).refresh).toBe(false);
    expect(rowActions({ status: "completed", usageStatus: "sent" }).refresh).toBe(false);
    expect(rowActions({ status: "failed", usageStatus: "unused", refreshing: true }).refresh).toBe(false);
    expect(rowActions({ status: "failed", usageStatus: "unused" }).refresh).toBe(true);
    expect(rowActions({ status: "completed", usageStatus: "pending" }).refresh).toBe(true);
  });

  it("disables Refresh for deleted events, leaving Preview, Edit and Delete as they are", () => {
    expect(rowActions({ status: "completed", usageStatus: "unused", isDeleted: true })).toEqual({
      preview: true,
      edit: true,
      delete: true,
      refresh: false,
    });
    expect(rowActions({ status: "failed", usageStatus: "unused", isDeleted: true }).refresh).toBe(false);
    expect(rowActions({ status: "failed", usageStatus: "unused", isDeleted: false }).refresh).toBe(true);
  });
});

describe("status", () => {
  it("treats a missing status as pending and knows which ones are active", () => {
    expect(normalizeStatus(null)).toBe("pending");
    expect(normalizeStatus("weird")).toBe("pending");
    expect(isActiveStatus(undefined)).toBe(true);
    expect(isActiveStatus("running")).toBe(true);
    expect(isActiveStatus("completed")).toBe(false);
    expect(isActiveStatus("failed")).toBe(false);
  });
});
