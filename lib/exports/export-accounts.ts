import { and, asc, sql } from "drizzle-orm";
import type { QueryScope } from "@/lib/auth/viewer-types";
import { isAccessibleAccount } from "@/lib/accounts/accessible-accounts";
import { accounts } from "@/lib/db/schema/accounts";
import { withScope } from "@/lib/db/scoped";
import { pagedCsvLines } from "./paged-csv-lines";

export const ACCOUNT_EXPORT_HEADER = ["Account", "Full name", "Website", "Added"] as const;

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
 * The acting user's accounts as CSV lines (header first), A to Z as the Accounts page lists them,
 * each page in its own short scoped transaction.
 */
export function exportAccounts(scope: QueryScope, { pageSize }: { pageSize?: number } = {}): AsyncGenerator<string> {
  return pagedCsvLines({
    header: ACCOUNT_EXPORT_HEADER,
    readPage: (after: Cursor | null, size) => readPage(scope, after, size),
    toCells: (row) => [row.name, row.fullName, row.url, row.insertedAt.toISOString().slice(0, 10)],
    cursorOf: (row): Cursor => ({ name: row.name, id: row.id }),
    pageSize,
  });
}
