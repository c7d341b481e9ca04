import { and, desc, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { Transaction } from "@/lib/db/database";
import { isAccessibleAccount } from "@/lib/accounts/accessible-accounts";
import { accounts } from "@/lib/db/schema/accounts";
import { events } from "@/lib/db/schema/events";
import { deriveUsage, normalizeStatus, type ReportLink } from "./event-rules";
import { inScope, withScope } from "@/lib/db/scoped";
import type { QueryScope } from "@/lib/auth/viewer-types";
import { notMarkedBy } from "@/lib/event-feedback/mark-event-feedback";

/** Rows on the first screen of /events and per "Load more": few enough that the page renders fast under load (issue 12). */
export const EVENTS_PAGE_SIZE = 25;
/** Cards per page on the user's own feed (/user/events). */
export const FEED_PAGE_SIZE = 30;
const MAX_LIMIT = 10_000;

export type ListEventsOptions = {
  /** Rows per page; the dashboard asks for 5. */
  limit?: number;
  /** Id of the last event already shown: the next page starts after it. */
  after?: string | null;
  /** Only these events (status polling). */
  ids?: string[];
  /** The user's feed: completed, non-deleted events only. */
  feedOnly?: boolean;
  /** Leave out deleted events (the dashboard). */
  hideDeleted?: boolean;
};

const eventColumns = {
  id: events.id,
  title: events.title,
  eventDate: events.eventDate,
  summary: events.summary,
  accountId: events.accountId,
  url: events.url,
  publication: sql<string | null>`coalesce(${events.publication}, ${events.data} ->> 'publication')`.as("publication"),
  tldr: sql<string | null>`${events.data} ->> 'tldr'`.as("tldr"),
  status: events.status,
  statusReason: events.statusReason,
  source: events.source,
  isDeleted: events.isDeleted,
  insertedAt: events.insertedAt,
};

type StoredReportLink = Omit<ReportLink, "sentAt"> & { sentAt: number | null };

const toReportLinks = (stored: StoredReportLink[]): ReportLink[] =>
  stored.map((link) => ({ ...link, sentAt: link.sentAt === null ? null : new Date(link.sentAt) }));

/**
 * Events of the acting user's assigned accounts in the acting company, newest inserted first, with
 * account name and logo and this user's report usage. Paged: pass `after` = the returned nextCursor.
 * In `tx` when given (mutations return the fresh row from their own transaction).
 *
 * Per assigned account it takes the newest `limit + 1` events through events(account_id,
 * inserted_at desc) (a LATERAL join), then merges them: the database touches at most
 * accounts x (limit + 1) event rows, however many events the user has, instead of sorting them all.
 */
export function listEvents(scope: QueryScope, options: ListEventsOptions = {}, tx?: Transaction): Promise<EventList> {
  if (options.ids && options.ids.length === 0) return Promise.resolve({ events: [], nextCursor: null });
  return inScope(scope, tx, (tx) => queryEvents(tx, scope, options), { oneQuery: true });
}

async function queryEvents(tx: Transaction, scope: QueryScope, options: ListEventsOptions) {
  const limit = Math.min(Math.max(options.limit ?? EVENTS_PAGE_SIZE, 1), MAX_LIMIT);
  // Events the user marked "Not relevant" leave their lists (issue 25).
  const filters: SQL[] = [eq(events.accountId, accounts.id), notMarkedBy(scope.userId, events.id)];
  if (options.ids) filters.push(inArray(events.id, options.ids));
  if (options.feedOnly) filters.push(eq(events.status, "completed"), eq(events.isDeleted, false));
  if (options.hideDeleted) filters.push(eq(events.isDeleted, false));
  if (options.after) {
    filters.push(
      sql`(${events.insertedAt}, ${events.id}) < (select e2.inserted_at, e2.id from public.events e2 where e2.id = ${options.after})`,
    );
  }
  const newestPerAccount = tx
    .select(eventColumns)
    .from(events)
    .where(and(...filters))
    .orderBy(desc(events.insertedAt), desc(events.id))
    .limit(limit + 1)
    .as("e");
  const rows = await tx
    .select({
      id: newestPerAccount.id,
      title: newestPerAccount.title,
      eventDate: newestPerAccount.eventDate,
      summary: newestPerAccount.summary,
      accountId: newestPerAccount.accountId,
      url: newestPerAccount.url,
      publication: newestPerAccount.publication,
      tldr: newestPerAccount.tldr,
      status: newestPerAccount.status,
      statusReason: newestPerAccount.statusReason,
      source: newestPerAccount.source,
      isDeleted: newestPerAccount.isDeleted,
      insertedAt: newestPerAccount.insertedAt,
      accountName: accounts.name,
      accountLogoUrl: accounts.logoUrl,
      // This user's reports holding the event, in the same round trip (sent_at as epoch ms: exact in JSON).
      reportLinks: sql<StoredReportLink[]>`(
        select coalesce(json_agg(json_build_object('reportId', r.id, 'reportName', r.name, 'sentAt', extract(epoch from r.sent_at) * 1000, 'userId', r.user_id)), '[]'::json)
        from public.report_events re join public.reports r on r.id = re.report_id
        where re.event_id = ${newestPerAccount.id} and r.user_id = ${scope.userId} and r.company_id = ${scope.companyId})`,
    })
    .from(accounts)
    .innerJoinLateral(newestPerAccount, sql`true`)
    .where(isAccessibleAccount(scope, accounts.id))
    .orderBy(desc(newestPerAccount.insertedAt), desc(newestPerAccount.id))
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  return {
    events: page.map(({ reportLinks, ...row }) => ({
      ...row,
      status: normalizeStatus(row.status),
      ...deriveUsage(toReportLinks(reportLinks), scope.userId),
    })),
    nextCursor: rows.length > limit ? page[page.length - 1].id : null,
  };
}

export type EventList = Awaited<ReturnType<typeof queryEvents>>;
export type EventRow = EventList["events"][number];

export type EventStatusRow = { id: string; status: ReturnType<typeof normalizeStatus>; statusReason: string | null };

/** Current status of the given events within the acting scope (list polling). Unknown ids are left out. */
export function getEventStatuses(scope: QueryScope, ids: string[]): Promise<EventStatusRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return withScope(
    scope,
    async (tx) => {
      const rows = await tx
        .select({ id: events.id, status: events.status, statusReason: events.statusReason })
        .from(events)
        .where(and(isAccessibleAccount(scope, events.accountId), inArray(events.id, ids)));
      return rows.map((r) => ({ ...r, status: normalizeStatus(r.status) }));
    },
    { oneQuery: true });
}
