import { and, asc, count, desc, eq, inArray, notExists, sql } from "drizzle-orm";
import { alsoReportedByOf } from "@/lib/events/also-reported-by";
import { summaryWithoutTldr } from "@/lib/events/summary-without-tldr";
import type { Transaction } from "@/lib/db/database";
import { isAccessibleAccount } from "@/lib/accounts/accessible-accounts";
import { accounts } from "@/lib/db/schema/accounts";
import { events, type EventData } from "@/lib/db/schema/events";
import { listEventPeople } from "@/lib/people/list-event-people";
import { reportEvents, reports } from "@/lib/db/schema/reports";
import { users } from "@/lib/db/schema/users";
import { withScope } from "@/lib/db/scoped";
import { AppError } from "@/lib/errors/app-error";
import { isNotSnoozed } from "@/lib/account-snoozes/account-snoozes";
import type { QueryScope } from "@/lib/auth/viewer-types";
import { notImportantTypeLast, notMarkedBy } from "@/lib/event-feedback/mark-event-feedback";
import { REPORT_NOT_FOUND } from "./report-messages";

/** The acting user's reports in the acting company, newest first, with their number of events. */
export function listReports(scope: QueryScope, { limit }: { limit?: number } = {}) {
  return withScope(scope, (tx) => {
    const query = tx
      .select({
        id: reports.id,
        name: reports.name,
        subject: reports.subject,
        createdAt: reports.createdAt,
        sentAt: reports.sentAt,
        eventCount: sql<number>`(select count(*)::int from ${reportEvents} where ${reportEvents.reportId} = ${reports.id})`,
      })
      .from(reports)
      .where(and(eq(reports.userId, scope.userId), eq(reports.companyId, scope.companyId)))
      .orderBy(desc(reports.createdAt), desc(reports.id))
      .$dynamic();
    return limit === undefined ? query : query.limit(limit);
  }, { oneQuery: true });
}

export type ReportRow = Awaited<ReturnType<typeof listReports>>[number];

/** Completed, non-deleted events of the user's assigned accounts in the acting company, not marked "Not relevant" by them. */
function reportableEvent(scope: QueryScope) {
  return and(
    eq(events.status, "completed"),
    eq(events.isDeleted, false),
    isAccessibleAccount(scope, events.accountId),
    notMarkedBy(scope.userId, events.id),
  )!;
}

/** Whether the user has any event a report could hold (New Report is disabled otherwise). */
export function hasReportableEvents(scope: QueryScope) {
  return withScope(scope, async (tx) => {
    const [row] = await tx
      .select({ n: count() })
      .from(events)
      .where(reportableEvent(scope))
      .limit(1);
    return (row?.n ?? 0) > 0;
  });
}

const eventSummaryColumns = {
  id: events.id,
  title: events.title,
  eventDate: events.eventDate,
  url: events.url,
  insertedAt: events.insertedAt,
  tldr: sql<string | null>`${events.data} ->> 'tldr'`,
  signalType: sql<string | null>`${events.data} ->> 'signal_type'`,
  accountId: accounts.id,
  accountName: accounts.name,
  accountLogoUrl: accounts.logoUrl,
};

/**
 * Events in none of the user's reports: what a new report takes and the editor offers to add.
 * Newest news first (event date, then when it was found), signal types the user marked "not important" last.
 */
export function unusedEvents(scope: QueryScope, { limit = 500 }: { limit?: number }, tx: Transaction) {
  return tx
    .select(eventSummaryColumns)
    .from(events)
    .innerJoin(accounts, eq(accounts.id, events.accountId))
    .where(
      and(
        reportableEvent(scope),
        // issue 25: a snoozed account's events wait out the snooze
        isNotSnoozed(scope, events.accountId),
        notExists(
          tx
            .select({ one: sql`1` })
            .from(reportEvents)
            .innerJoin(reports, eq(reports.id, reportEvents.reportId))
            .where(and(eq(reportEvents.eventId, events.id), eq(reports.userId, scope.userId), eq(reports.companyId, scope.companyId))),
        ),
      ),
    )
    .orderBy(notImportantTypeLast(scope.userId, events.data), sql`${events.eventDate} desc nulls last`, desc(events.insertedAt), desc(events.id))
    .limit(limit);
}

export type ReportEventSummary = Awaited<ReturnType<typeof unusedEvents>>[number];

/** The report row inside a scoped transaction, locked when `forUpdate`; not found unless it is the user's. */
export async function loadOwnReport(scope: QueryScope, { reportId, forUpdate = false }: { reportId: string; forUpdate?: boolean }, tx: Transaction) {
  const query = tx
    .select()
    .from(reports)
    .where(and(eq(reports.id, reportId), eq(reports.userId, scope.userId), eq(reports.companyId, scope.companyId)));
  const [row] = forUpdate ? await query.for("update") : await query;
  if (!row) throw new AppError("not_found", REPORT_NOT_FOUND);
  return row;
}

/** The report's events in order (only those the user can still see). */
export function listReportEvents(reportId: string, tx: Transaction) {
  return tx
    .select(eventSummaryColumns)
    .from(reportEvents)
    .innerJoin(events, eq(events.id, reportEvents.eventId))
    .innerJoin(accounts, eq(accounts.id, events.accountId))
    .where(eq(reportEvents.reportId, reportId))
    .orderBy(asc(reportEvents.orderIndex), asc(events.id));
}

/** Everything the report editor shows: the report, its owner, its events in order and the available ones. */
export function getReportEditor(scope: QueryScope, reportId: string) {
  return withScope(scope, async (tx) => {
    const report = await loadOwnReport(scope, { reportId }, tx);
    const [owner] = await tx.select({ name: users.name, email: users.email }).from(users).where(eq(users.id, report.userId));
    const included = await listReportEvents(reportId, tx);
    const available = report.sentAt ? [] : await unusedEvents(scope, {}, tx);
    return {
      report: { id: report.id, name: report.name, subject: report.subject, createdAt: report.createdAt, sentAt: report.sentAt },
      owner: { name: owner?.name ?? null, email: owner?.email ?? "" },
      included,
      available,
    };
  });
}

export type ReportEditorData = Awaited<ReturnType<typeof getReportEditor>>;

/** What the email needs per event, in the given order, with each event's stakeholders. */
export async function loadEmailEvents(eventIds: string[], tx: Transaction) {
  if (eventIds.length === 0) return [];
  const rows = await tx
    .select({
      id: events.id,
      title: events.title,
      url: events.url,
      eventDate: events.eventDate,
      summary: events.summary,
      publication: events.publication,
      data: events.data,
      accountName: accounts.name,
      accountLogoUrl: accounts.logoUrl,
    })
    .from(events)
    .innerJoin(accounts, eq(accounts.id, events.accountId))
    .where(inArray(events.id, eventIds));
  const stakeholders = await listEventPeople(eventIds, tx);
  const byId = new Map(rows.map((r) => [r.id, r]));
  return eventIds.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    const data = (row.data ?? {}) as EventData;
    const text = (v: unknown) => (typeof v === "string" && v.trim() ? v : null);
    return [
      {
        id: row.id,
        title: row.title,
        url: row.url,
        eventDate: row.eventDate,
        publication: row.publication ?? text(data.publication),
        accountName: row.accountName,
        accountLogoUrl: row.accountLogoUrl,
        tldr: text(data.tldr),
        eventSummary: withoutTldr(text(data.event_summary) ?? row.summary, text(data.tldr)),
        whyItMatters: text(data.why_it_matters),
        suggestedAction: text(data.suggested_action),
        signalType: text(data.signal_type),
        offerings: Array.isArray(data.offerings) ? data.offerings : [],
        alsoReportedBy: alsoReportedByOf(data),
        people: stakeholders.filter((p) => p.eventId === id).map((p) => ({ id: p.id, fullName: p.fullName, title: p.title, profileImageUrl: p.profileImageUrl, reasoning: p.reasoning })),
      },
    ];
  });
}

const withoutTldr = (summary: string | null, tldr: string | null) => (summary ? summaryWithoutTldr(summary, tldr) : null);
