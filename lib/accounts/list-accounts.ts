import { and, asc, desc, eq, sql } from "drizzle-orm";
import type { ActingScope, QueryScope } from "@/lib/auth/viewer-types";
import { accounts } from "@/lib/db/schema/accounts";
import { isAccessibleAccount } from "./accessible-accounts";
import { withScope } from "@/lib/db/scoped";

export type AccountListOptions = {
  /** "name": case-insensitive A to Z, as the Accounts page lists them; "newest": most recently added first. */
  order?: "name" | "newest";
  limit?: number;
};

const ORDER_BY = {
  name: [sql`lower(${accounts.name})`, asc(accounts.name), asc(accounts.id)],
  newest: [desc(accounts.insertedAt), desc(accounts.id)],
} as const;


/** The acting user's accounts within the acting company, by name unless told otherwise. */
export function listAccounts(scope: QueryScope, { order = "name", limit }: AccountListOptions = {}) {
  return withScope(scope, (tx) => {
    const query = tx
      .select({
        id: accounts.id,
        name: accounts.name,
        url: accounts.url,
        full_name: accounts.fullName,
        logo_url: accounts.logoUrl,
        inserted_at: accounts.insertedAt,
      })
      .from(accounts)
      .where(isAccessibleAccount(scope, accounts.id))
      .orderBy(...ORDER_BY[order])
      .$dynamic();
    return limit === undefined ? query : query.limit(limit);
  }, { oneQuery: true });
}

export type AccountRow = Awaited<ReturnType<typeof listAccounts>>[number];

/** One of the acting user's accounts, or null when it is not theirs (or does not exist). */
export async function getAccount(scope: ActingScope, accountId: string) {
  const rows = await withScope(
    scope,
    (tx) =>
      tx
        .select({ id: accounts.id, name: accounts.name, url: accounts.url, logo_url: accounts.logoUrl })
        .from(accounts)
        .where(and(eq(accounts.id, accountId), isAccessibleAccount(scope, accounts.id)))
        .limit(1));
  return rows[0] ?? null;
}
