import { and, eq } from "drizzle-orm";
import type { Transaction } from "@/lib/db/database";
import { isAccessibleAccount } from "@/lib/accounts/accessible-accounts";
import { accounts } from "@/lib/db/schema/accounts";
import type { QueryScope } from "@/lib/auth/viewer-types";

/** Whether the acting user is assigned `accountId` inside the acting company. */
export async function isAssignedAccount(scope: QueryScope, accountId: string, tx: Transaction) {
  const [row] = await tx
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(eq(accounts.id, accountId), isAccessibleAccount(scope, accounts.id)))
    .limit(1);
  return Boolean(row);
}
