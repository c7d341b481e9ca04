import { accounts, accountUsers, type Account } from "@/lib/db/schema/accounts";
import type { Queryable } from "@/lib/db/database";
import { uniqueToken } from "./unique";

/** An account of `companyId`, assigned to every user in `assignTo` (none by default). */
export async function createAccount(
  db: Queryable,
  overrides: Partial<typeof accounts.$inferInsert> & { companyId: string; assignTo?: string[] },
): Promise<Account> {
  const { assignTo = [], ...values } = overrides;
  const token = uniqueToken();
  const [row] = await db
    .insert(accounts)
    .values({ name: `Account ${token}`, url: `https://account-${token}.example`, ...values })
    .returning();
  if (assignTo.length > 0) await assignAccount(db, row.id, assignTo);
  return row;
}

export async function assignAccount(db: Queryable, accountId: string, userIds: string[]): Promise<void> {
  await db.insert(accountUsers).values(userIds.map((userId) => ({ accountId, userId })));
}
