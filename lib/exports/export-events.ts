import { and, desc, eq, sql } from "drizzle-orm";
import type { QueryScope } from "@/lib/auth/viewer-types";
import { isAccessibleAccount } from "@/lib/accounts/accessible-accounts";
import { accounts } from "@/lib/db/schema/accounts";
import { events, type EventData } from "@/lib/db/schema/events";
import { withScope } from "@/lib/db/scoped";
import { alsoReportedByOf } from "@/lib/events/also-reported-by";
import { pagedCsvLines } from "./paged-csv-lines";

export const EVENT_EXPORT_HEADER = [
  "Event date",
  "Account",
  "Title",
  "URL",
  "Summary",
  "TL;DR",
  "Why it matters",
  "Suggested action",
  "Offerings",
  "Stakeholders",
  "Also reported by",
  "Status",
] as const;
const LIST_SEPARATOR = "; ";

function readPage(scope: QueryScope, after: string | null, pageSize: number) {
  return withScope(
    scope,
    (tx) =>
      tx
        .select({
          id: events.id,
          eventDate: events.eventDate,
          accountName: accounts.name,
          title: events.title,
          url: events.url,
          summary: events.summary,
          // Only the keys the export writes: the rest of data (article text, logs) never leaves the database.
          data: sql<EventData>`jsonb_build_object(
            'event_summary', ${events.data} -> 'event_summary', 'tldr', ${events.data} -> 'tldr',
            'why_it_matters', ${events.data} -> 'why_it_matters', 'suggested_action', ${events.data} -> 'suggested_action',
            'offerings', ${events.data} -> 'offerings', 'also_reported_by', ${events.data} -> 'also_reported_by')`,
          stakeholders: sql<string | null>`(
            select string_agg(p.full_name || coalesce(' (' || nullif(btrim(p.title), '') || ')', ''), ${LIST_SEPARATOR} order by p.full_name, p.id)
            from public.event_people ep join public.people p on p.id = ep.person_id
            where ep.event_id = ${events.id})`,
          status: events.status,
        })
        .from(events)
        .innerJoin(accounts, eq(accounts.id, events.accountId))
        .where(
          and(
            isAccessibleAccount(scope, events.accountId),
            eq(events.status, "completed"),
            eq(events.isDeleted, false),
            // Keyset on (inserted_at, id) read from the row itself: a JS Date would lose the microseconds.
            after ? sql`(${events.insertedAt}, ${events.id}) < (select e2.inserted_at, e2.id from public.events e2 where e2.id = ${after})` : undefined,
          ),
        )
        .orderBy(desc(events.insertedAt), desc(events.id))
        .limit(pageSize),
    { oneQuery: true },
  );
}

type Page = Awaited<ReturnType<typeof readPage>>;

const text = (value: unknown) => (typeof value === "string" ? value : null);

function offeringsOf(data: EventData): string {
  if (!Array.isArray(data.offerings)) return "";
  return data.offerings
    .map((o) => (o && typeof o === "object" && typeof o.name === "string" ? o.name : null))
    .filter((name): name is string => Boolean(name))
    .join(LIST_SEPARATOR);
}

function toCells(row: Page[number]) {
  const data = row.data ?? {};
  return [
    row.eventDate,
    row.accountName,
    row.title,
    row.url,
    text(data.event_summary) ?? row.summary,
    text(data.tldr),
    text(data.why_it_matters),
    text(data.suggested_action),
    offeringsOf(data),
    row.stakeholders,
    alsoReportedByOf(data).map((outlet) => `${outlet.source} (${outlet.url})`).join(LIST_SEPARATOR),
    row.status,
  ];
}

/**
 * The acting user's completed, non-deleted events with their contextualised fields, as CSV lines
 * (header first), newest first, each page in its own short scoped transaction.
 */
export function exportEvents(scope: QueryScope, { pageSize }: { pageSize?: number } = {}): AsyncGenerator<string> {
  return pagedCsvLines({
    header: EVENT_EXPORT_HEADER,
    readPage: (after: string | null, size) => readPage(scope, after, size),
    toCells,
    cursorOf: (row) => row.id,
    pageSize,
  });
}
