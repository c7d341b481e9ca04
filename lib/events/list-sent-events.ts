import { sql } from "drizzle-orm";
import { accessibleAccountIds } from "@/lib/accounts/accessible-accounts";
import { snoozedAccountIds } from "@/lib/account-snoozes/account-snoozes";
import { rowsOf, type Transaction } from "@/lib/db/database";
import { withScope } from "@/lib/db/scoped";
import { listEventPeople } from "@/lib/people/list-event-people";
import { ALSO_REPORTED_BY_KEY, alsoReportedByOf, type AlsoReportedBy } from "./also-reported-by";
import type { QueryScope } from "@/lib/auth/viewer-types";
import { notMarkedBy } from "@/lib/event-feedback/mark-event-feedback";

/** Cards per page of the activity feed (/user/events). */
export const ACTIVITY_PAGE_SIZE = 20;
/** How many events the composer's ←/→ walk covers (the newest sent ones). */
const NEIGHBOUR_LIMIT = 1000;

export type ActivityStakeholder = { id: string; fullName: string; title: string | null; profileImageUrl: string | null };

export type ActivityEvent = {
  id: string;
  title: string | null;
  eventDate: string | null;
  url: string | null;
  tldr: string | null;
  publication: string | null;
  accountName: string;
  accountLogoUrl: string | null;
  /** When the newest sent report holding this event was sent (ISO). */
  sentAt: string;
  stakeholders: ActivityStakeholder[];
  /** the other outlets that reported the story */
  alsoReportedBy: AlsoReportedBy[];
};

type Cursor = { sentAt: string; id: string };

export function encodeActivityCursor(cursor: Cursor) {
  return Buffer.from(JSON.stringify(cursor)).toString("base64url");
}

export function decodeActivityCursor(value: string | null | undefined): Cursor | null {
  if (!value) return null;
  try {
    const parsed = JSON.parse(Buffer.from(value, "base64url").toString()) as Cursor;
    if (typeof parsed.sentAt !== "string" || !/^[0-9a-f-]{36}$/i.test(parsed.id) || Number.isNaN(Date.parse(parsed.sentAt))) return null;
    return parsed;
  } catch {
    return null;
  }
}

/**
 * The events of the acting user's sent reports, each once at the time of the newest report that
 * carried it, newest first. Walks reports through reports_user_sent_idx and report_events' primary
 * key; RLS keeps events to the user's assigned accounts.
 */
function sentEventsQuery(scope: QueryScope, cursor: Cursor | null, limit: number) {
  return sql`
    with sent as (
      select re.event_id, max(r.sent_at) as sent_at
      from public.reports r
      join public.report_events re on re.report_id = r.id
      where r.user_id = ${scope.userId} and r.company_id = ${scope.companyId} and r.sent_at is not null
      group by re.event_id
    )
    select s.event_id as id, s.sent_at
    from sent s
    join public.events e on e.id = s.event_id and e.status = 'completed' and not e.is_deleted
    where e.account_id in (${accessibleAccountIds(scope)})
      and e.account_id not in (${snoozedAccountIds(scope)})
      and ${notMarkedBy(scope.userId, sql`e.id`)}
    ${cursor ? sql`and (s.sent_at, s.event_id) < (${cursor.sentAt}::timestamptz, ${cursor.id}::uuid)` : sql``}
    order by s.sent_at desc, s.event_id desc
    limit ${limit}`;
}

type SentRow = { id: string; sent_at: string | Date };
const iso = (value: string | Date) => (value instanceof Date ? value : new Date(value)).toISOString();

async function loadCards(tx: Transaction, ids: SentRow[]): Promise<ActivityEvent[]> {
  if (ids.length === 0) return [];
  const idList = sql.join(ids.map((r) => sql`${r.id}::uuid`), sql`, `);
  const events = rowsOf<{
    id: string;
    title: string | null;
    event_date: string | Date | null;
    url: string | null;
    tldr: string | null;
    publication: string | null;
    account_id: string;
    account_name: string;
    account_logo_url: string | null;
    also_reported_by: unknown;
  }>(
    await tx.execute(sql`
      select e.id, e.title, e.event_date::text as event_date, e.url, e.data ->> 'tldr' as tldr,
             coalesce(e.publication, e.data ->> 'publication') as publication,
             a.id as account_id, a.name as account_name, a.logo_url as account_logo_url,
             e.data -> ${ALSO_REPORTED_BY_KEY} as also_reported_by
      from public.events e join public.accounts a on a.id = e.account_id
      where e.id in (${idList})`),
  );
  const people = await listEventPeople(ids.map((row) => row.id), tx);
  const byId = new Map(events.map((e) => [e.id, e]));
  return ids.flatMap((row) => {
    const e = byId.get(row.id);
    if (!e) return [];
    return [
      {
        id: e.id,
        title: e.title,
        eventDate: e.event_date ? String(e.event_date).slice(0, 10) : null,
        url: e.url,
        tldr: e.tldr,
        publication: e.publication,
        accountName: e.account_name,
        accountLogoUrl: e.account_logo_url,
        sentAt: iso(row.sent_at),
        alsoReportedBy: alsoReportedByOf({ [ALSO_REPORTED_BY_KEY]: e.also_reported_by }),
        stakeholders: people
          .filter((p) => p.eventId === e.id)
          .map((p) => ({ id: p.id, fullName: p.fullName, title: p.title, profileImageUrl: p.profileImageUrl })),
      },
    ];
  });
}

/** One page of the activity feed; pass the returned `nextCursor` as `after` for the next page. */
export function listActivityFeed(scope: QueryScope, options: { after?: string | null; limit?: number } = {}) {
  const limit = Math.min(Math.max(options.limit ?? ACTIVITY_PAGE_SIZE, 1), 100);
  const cursor = decodeActivityCursor(options.after);
  return withScope(scope, async (tx) => {
    const rows = rowsOf<SentRow>(await tx.execute(sentEventsQuery(scope, cursor, limit + 1)));
    const page = rows.slice(0, limit);
    const last = page[page.length - 1];
    return {
      events: await loadCards(tx, page),
      nextCursor: rows.length > limit && last ? encodeActivityCursor({ sentAt: iso(last.sent_at), id: last.id }) : null,
    };
  }, { readOnly: true });
}

/** The events before and after `eventId` in the feed order (null at either end or when it is not in the feed). */
export function getAdjacentSentEvents(scope: QueryScope, eventId: string) {
  return withScope(scope, async (tx) => {
    const ids = rowsOf<SentRow>(await tx.execute(sentEventsQuery(scope, null, NEIGHBOUR_LIMIT))).map((r) => r.id);
    const at = ids.indexOf(eventId);
    if (at < 0) return { previous: null, next: null };
    return { previous: ids[at - 1] ?? null, next: ids[at + 1] ?? null };
  }, { oneQuery: true });
}
