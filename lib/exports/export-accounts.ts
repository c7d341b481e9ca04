import { and, asc, sql } from "drizzle-orm";
import type { QueryScope } from "@/lib/auth/viewer-types";
import { isAccessibleAccount } from "@/lib/accounts/accessible-accounts";
import { accounts } from "@/lib/db/schema/accounts";
import { withScope } from "@/lib/db/scoped";
import { csvLine } from "./csv-cell";

export const ACCOUNT_EXPORT_HEADER = ["Account", "Full name", "Website", "Added"] as const;
const DEFAULT_PAGE_SIZE = 500;

type Cursor = { name: string; id: string };

function readPage(scope: QueryScope, after: Cursor | null, pageSize: number) {
  return withScope(
    scope,
    (tx) =>
      tx
        .select({ id: accounts.id, name: accounts.name, fullName: accounts.fullName, url: accounts.url, insertedAt: accounts.insertedAt })
        .from(accounts)
        .where(
          and(
            isAccessibleAccount(scope, accounts.id),
            after ? sql`(lower(${accounts.name}), ${accounts.name}, ${accounts.id}) > (lower(${after.name}), ${after.name}, ${after.id}::uuid)` : undefined,
          ),
        )
        .orderBy(sql`lower(${accounts.name})`, asc(accounts.name), asc(accounts.id))
        .limit(pageSize),
    { oneQuery: true },
  );
}

/**
 * The acting user's accounts as CSV lines (header first), A to Z as the Accounts page lists them.
 * Read a page at a time (keyset), each page in its own short scoped transaction, so memory stays flat.
 */
export async function* exportAccounts(scope: QueryScope, { pageSize = DEFAULT_PAGE_SIZE } = {}): AsyncGenerator<string> {
  yield csvLine(ACCOUNT_EXPORT_HEADER);
  let after: Cursor | null = null;
  for (;;) {
    const rows = await readPage(scope, after, pageSize);
    for (const row of rows) yield csvLine([row.name, row.fullName, row.url, row.insertedAt.toISOString().slice(0, 10)]);
    if (rows.length < pageSize) return;
    const last = rows[rows.length - 1];
    after = { name: last.name, id: last.id };
  }
}
