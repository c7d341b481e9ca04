import { and, eq, inArray, type SQL } from "drizzle-orm";
import { QueryBuilder, type AnyPgColumn } from "drizzle-orm/pg-core";
import type { QueryScope } from "@/lib/auth/viewer-types";
import { accounts, accountUsers } from "@/lib/db/schema/accounts";

const qb = new QueryBuilder();

/**
 * The accounts the acting user sees: assigned to them, inside the acting company. Every query that
 * lists or checks a user's accounts (or what hangs off them) filters with this, so the rule is written
 * once. RLS enforces the same rule in the database; this keeps an admin acting as a user to exactly
 * that user's accounts (RLS would show an admin everything).
 */
export function accessibleAccountIds(scope: QueryScope) {
  return qb
    .select({ id: accountUsers.accountId })
    .from(accountUsers)
    .innerJoin(accounts, eq(accounts.id, accountUsers.accountId))
    .where(and(eq(accountUsers.userId, scope.userId), eq(accounts.companyId, scope.companyId)));
}

/** `column` (an account id) is one of the acting user's accounts. */
export function isAccessibleAccount(scope: QueryScope, column: AnyPgColumn | SQL.Aliased): SQL {
  return inArray(column as AnyPgColumn, accessibleAccountIds(scope));
}
