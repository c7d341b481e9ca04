import { sql } from "drizzle-orm";
import { rowsOf } from "@/lib/db/database";
import { withScope } from "@/lib/db/scoped";
import type { QueryScope } from "@/lib/auth/viewer-types";
import type { PersonWithEvents } from "./people-types";

/** Sorts people by account name then full name (spec 2 §9), case-insensitively. */
export function sortPeople<T extends { account_name: string; full_name: string }>(people: T[]): T[] {
  const collator = new Intl.Collator("en", { sensitivity: "base" });
  return [...people].sort((a, b) => collator.compare(a.account_name, b.account_name) || collator.compare(a.full_name, b.full_name));
}

/**
 * The people named in completed events of the acting user's assigned accounts, through the
 * get_people_for_user SQL function under the caller's RLS.
 */
export async function getPeopleForUser(scope: QueryScope): Promise<PersonWithEvents[]> {
  const rows = await withScope(scope, async (tx) => {
    const result = await tx.execute(sql`select * from public.get_people_for_user(${scope.userId}::uuid, ${scope.companyId}::uuid)`);
    return rowsOf<PersonWithEvents>(result);
  });
  return sortPeople(
    rows.map((row) => ({
      ...row,
      related_events: typeof row.related_events === "string" ? JSON.parse(row.related_events) : (row.related_events ?? []),
      event_count: Number(row.event_count),
    })),
  );
}
