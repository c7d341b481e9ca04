import { and, eq, gt, sql, type SQL } from "drizzle-orm";
import { QueryBuilder, type AnyPgColumn } from "drizzle-orm/pg-core";
import { isAccessibleAccount } from "@/lib/accounts/accessible-accounts";
import type { QueryScope } from "@/lib/auth/viewer-types";
import { accounts } from "@/lib/db/schema/accounts";
import { accountSnoozes } from "@/lib/db/schema/signal-weights";
import { inScope, withScope } from "@/lib/db/scoped";
import type { Transaction } from "@/lib/db/database";
import { AppError } from "@/lib/errors/app-error";
import type { SnoozeAccountInput } from "./account-snoozes.validation";
import { dayOf, snoozeDateProblem, snoozeUntil } from "./snooze-dates";

// Snoozed accounts (issue 25, part 3): discovery keeps collecting their events; the user's feed and
// reports leave them out until the snooze ends. One row per user and account; undo deletes it.

const qb = new QueryBuilder();

/** The acting user's accounts snoozed on the database's current day (a subquery for `not in`). */
export function snoozedAccountIds(scope: QueryScope) {
  return qb
    .select({ id: accountSnoozes.accountId })
    .from(accountSnoozes)
    .where(and(eq(accountSnoozes.userId, scope.userId), gt(accountSnoozes.snoozedUntil, sql`current_date`)));
}

/** `column` (an account id) is not snoozed by the acting user. */
export function isNotSnoozed(scope: QueryScope, column: AnyPgColumn): SQL {
  return sql`${column} not in (${snoozedAccountIds(scope)})`;
}

/** The acting user's active snoozes: account id → the day it comes back. */
export async function listSnoozes(scope: QueryScope, tx?: Transaction): Promise<Map<string, string>> {
  const rows = await inScope(scope, tx, (t) =>
    t
      .select({ accountId: accountSnoozes.accountId, until: accountSnoozes.snoozedUntil })
      .from(accountSnoozes)
      .where(and(eq(accountSnoozes.userId, scope.userId), gt(accountSnoozes.snoozedUntil, sql`current_date`))),
  );
  return new Map(rows.map((r) => [r.accountId, String(r.until).slice(0, 10)]));
}

/** Snoozes one of the acting user's accounts for a week, a month or until a date; again: the new end. */
export function snoozeAccount(scope: QueryScope, input: SnoozeAccountInput, now = new Date()) {
  return withScope(scope, async (tx) => {
    const [account] = await tx.select({ id: accounts.id, name: accounts.name }).from(accounts).where(and(eq(accounts.id, input.account_id), isAccessibleAccount(scope, accounts.id)));
    if (!account) throw new AppError("not_found", "Account not found.");
    const today = dayOf(now);
    if (input.period === "date" && !input.until) throw new AppError("invalid", "Choose the date the account comes back.");
    const until = snoozeUntil(input.period, today, input.until);
    const problem = snoozeDateProblem(until, today);
    if (problem) throw new AppError("invalid", problem);
    await tx
      .insert(accountSnoozes)
      .values({ userId: scope.userId, accountId: account.id, snoozedUntil: until })
      .onConflictDoUpdate({ target: [accountSnoozes.userId, accountSnoozes.accountId], set: { snoozedUntil: until, createdAt: new Date() } });
    return { accountId: account.id, until };
  });
}

/** Undo: the account is back in the acting user's feed and reports at once. */
export function unsnoozeAccount(scope: QueryScope, accountId: string) {
  return withScope(scope, async (tx) => {
    await tx.delete(accountSnoozes).where(and(eq(accountSnoozes.userId, scope.userId), eq(accountSnoozes.accountId, accountId)));
    return { accountId };
  });
}
