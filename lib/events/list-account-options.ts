import { and, asc, eq } from "drizzle-orm";
import type { Database } from "@/lib/db/database";
import { accounts, accountUsers } from "@/lib/db/schema/accounts";
import { withScope } from "@/lib/users/resolve-scope";
import type { EventScope } from "./event-scope";

/** The acting user's assigned accounts (the add/edit dialogs' Account select), ordered by name. */
export function listAccountOptions(scope: EventScope, database?: Database) {
  return withScope(
    scope,
    (tx) =>
      tx
        .select({ id: accounts.id, name: accounts.name, logoUrl: accounts.logoUrl })
        .from(accounts)
        .innerJoin(accountUsers, and(eq(accountUsers.accountId, accounts.id), eq(accountUsers.userId, scope.userId)))
        .where(eq(accounts.companyId, scope.companyId))
        .orderBy(asc(accounts.name)),
    database,
  );
}

export type AccountOption = Awaited<ReturnType<typeof listAccountOptions>>[number];
