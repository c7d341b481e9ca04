import { and, eq } from "drizzle-orm";
import type { Transaction } from "@/lib/db/database";
import { accounts, accountUsers } from "@/lib/db/schema/accounts";
import type { EventScope } from "./event-scope";

/** Whether the acting user is assigned `accountId` inside the acting company. */
export async function isAssignedAccount(tx: Transaction, scope: EventScope, accountId: string) {
  const [row] = await tx
    .select({ id: accounts.id })
    .from(accounts)
    .innerJoin(accountUsers, and(eq(accountUsers.accountId, accounts.id), eq(accountUsers.userId, scope.userId)))
    .where(and(eq(accounts.id, accountId), eq(accounts.companyId, scope.companyId)))
    .limit(1);
  return Boolean(row);
}
