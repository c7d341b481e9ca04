import { and, asc, eq } from "drizzle-orm";
import type { Queryable } from "@/lib/db/database";
import { accounts } from "@/lib/db/schema/accounts";
import { events, type EventData } from "@/lib/db/schema/events";
import { reportEvents, reports } from "@/lib/db/schema/reports";
import type { DeliveryContent } from "./delivery-content";

const text = (v: unknown) => (typeof v === "string" && v.trim() ? v.trim() : null);

/** A report's events in the report's order, on the worker's connection (only the report's owner's report). */
export async function loadReportContent(db: Queryable, reportId: string, userId: string): Promise<DeliveryContent | null> {
  const [report] = await db.select({ id: reports.id, name: reports.name }).from(reports).where(and(eq(reports.id, reportId), eq(reports.userId, userId)));
  if (!report) return null;
  const rows = await db
    .select({ id: events.id, title: events.title, url: events.url, eventDate: events.eventDate, publication: events.publication, data: events.data, accountName: accounts.name })
    .from(reportEvents)
    .innerJoin(events, eq(events.id, reportEvents.eventId))
    .innerJoin(accounts, eq(accounts.id, events.accountId))
    .where(and(eq(reportEvents.reportId, reportId), eq(events.isDeleted, false)))
    .orderBy(asc(reportEvents.orderIndex));
  return {
    kind: "report",
    reportId: report.id,
    reportName: report.name,
    events: rows.map((row) => {
      const data = (row.data ?? {}) as EventData;
      return {
        id: row.id,
        title: row.title,
        accountName: row.accountName,
        eventDate: row.eventDate,
        signal: text(data.signal_type),
        tldr: text(data.tldr),
        whyItMatters: text(data.why_it_matters),
        suggestedAction: text(data.suggested_action),
        articleUrl: row.url,
        publication: row.publication ?? text(data.publication),
      };
    }),
  };
}
