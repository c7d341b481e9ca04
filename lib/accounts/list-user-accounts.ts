import { sql } from "drizzle-orm";
import { accessibleAccountIds } from "./accessible-accounts";
import { rowsOf } from "@/lib/db/database";
import { withScope } from "@/lib/db/scoped";
import type { QueryScope } from "@/lib/auth/viewer-types";

/** Weeks the card's activity chart covers. */
export const ACTIVITY_WEEKS = 12;

export type UserAccountCard = {
  id: string;
  name: string;
  fullName: string | null;
  url: string | null;
  logoUrl: string | null;
  eventCount: number;
  /** Date (YYYY-MM-DD) of the newest completed event, null when none. */
  lastEventDate: string | null;
  /** Completed events per week, oldest first; the last entry is the current week (the 7 days up to today). */
  weekly: number[];
};

/**
 * The acting user's assigned accounts sorted by name, with their completed events' count, latest date
 * and per-week counts over the last 12 weeks (one grouped scan of events(account_id, ...) per account).
 */
export function listUserAccounts(scope: QueryScope, today: Date = new Date()): Promise<UserAccountCard[]> {
  const day = today.toISOString().slice(0, 10);
  return withScope(scope, async (tx) => {
    const rows = rowsOf<{
      id: string;
      name: string;
      full_name: string | null;
      url: string | null;
      logo_url: string | null;
      event_count: number | string;
      last_event_date: string | Date | null;
      weeks: number[] | string | null;
    }>(
      await tx.execute(sql`
        select a.id, a.name, a.full_name, a.url, a.logo_url,
               coalesce(s.event_count, 0) as event_count, s.last_event_date::text as last_event_date, s.weeks
        from public.accounts a
        left join lateral (
          select count(*)::integer as event_count,
                 max(coalesce(e.event_date, e.inserted_at::date)) as last_event_date,
                 array(
                   select count(*) filter (
                     where (${day}::date - coalesce(e2.event_date, e2.inserted_at::date)) / 7 = ${ACTIVITY_WEEKS - 1}::int - w
                   )::integer
                   from generate_series(0, ${ACTIVITY_WEEKS - 1}::int) w
                   left join public.events e2 on e2.account_id = a.id and e2.status = 'completed' and not e2.is_deleted
                     and coalesce(e2.event_date, e2.inserted_at::date) > ${day}::date - ${ACTIVITY_WEEKS * 7}::int
                     and coalesce(e2.event_date, e2.inserted_at::date) <= ${day}::date
                   group by w order by w
                 ) as weeks
          from public.events e
          where e.account_id = a.id and e.status = 'completed' and not e.is_deleted
        ) s on true
        where a.id in (${accessibleAccountIds(scope)})
        order by lower(a.name), a.id`),
    );
    return rows.map((r) => ({
      id: r.id,
      name: r.name,
      fullName: r.full_name,
      url: r.url,
      logoUrl: r.logo_url,
      eventCount: Number(r.event_count),
      lastEventDate: r.last_event_date ? String(r.last_event_date).slice(0, 10) : null,
      weekly: parseWeeks(r.weeks),
    }));
  });
}

function parseWeeks(value: number[] | string | null): number[] {
  const list = Array.isArray(value)
    ? value.map(Number)
    : typeof value === "string"
      ? value.replace(/[{}]/g, "").split(",").filter(Boolean).map(Number)
      : [];
  return list.length === ACTIVITY_WEEKS ? list : Array.from({ length: ACTIVITY_WEEKS }, (_, i) => list[i] ?? 0);
}
