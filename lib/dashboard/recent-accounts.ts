import { and, desc, eq } from "drizzle-orm";
import type { ActingScope } from "@/lib/auth/viewer-types";
import type { Database } from "@/lib/db/database";
import { accounts, accountUsers } from "@/lib/db/schema/accounts";
import { withScope } from "@/lib/users/resolve-scope";
import { DASHBOARD_LIMIT } from "./dashboard-limits";

/** The acting user's newest accounts in the acting company. */
export function listRecentAccounts(scope: Pick<ActingScope, "userId" | "companyId">, database?: Database) {
  return withScope(
    scope,
    (tx) =>
      tx
        .select({
          id: accounts.id,
          name: accounts.name,
          url: accounts.url,
          logoUrl: accounts.logoUrl,
          insertedAt: accounts.insertedAt,
        })
        .from(accounts)
        .innerJoin(accountUsers, and(eq(accountUsers.accountId, accounts.id), eq(accountUsers.userId, scope.userId)))
        .where(eq(accounts.companyId, scope.companyId))
        .orderBy(desc(accounts.insertedAt), desc(accounts.id))
        .limit(DASHBOARD_LIMIT),
    database,
  );
}

export type RecentAccount = Awaited<ReturnType<typeof listRecentAccounts>>[number];
