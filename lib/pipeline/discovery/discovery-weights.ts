import { and, eq } from "drizzle-orm";
import type { Queryable } from "@/lib/db/database";
import { accounts, accountUsers } from "@/lib/db/schema/accounts";
import { users } from "@/lib/db/schema/users";
import { BUILT_IN_SIGNAL_WEIGHTS, meanWeights, type SignalWeights } from "@/lib/signal-weights/signal-weight-defaults";
import { loadCompanyWeights, loadEffectiveWeights } from "@/lib/signal-weights/signal-weights";

/** What step 7 ranked with, as its log shows it. */
export type DiscoveryWeights = { rule: string; users: number; weights: SignalWeights };

export const MEAN_RULE = "mean of the assigned users' weights (each: their own, else the company default, else built-in)";

/**
 * Discovery runs once per account and its events are shared by the users assigned to it, so each
 * signal type counts with the mean of those users' weights (issue 25, part 2): no one user's setting
 * hides a story from the others, and each user's own weights then order their reports and account heat.
 */
export async function loadDiscoveryWeights(db: Queryable, accountId: string): Promise<DiscoveryWeights> {
  const assigned = await db
    .select({ userId: accountUsers.userId, companyId: accounts.companyId })
    .from(accountUsers)
    .innerJoin(accounts, eq(accounts.id, accountUsers.accountId))
    .innerJoin(users, and(eq(users.id, accountUsers.userId), eq(users.companyId, accounts.companyId)))
    .where(eq(accountUsers.accountId, accountId));
  if (assigned.length === 0) {
    const [account] = await db.select({ companyId: accounts.companyId }).from(accounts).where(eq(accounts.id, accountId));
    if (!account) return { rule: "built-in weights", users: 0, weights: { ...BUILT_IN_SIGNAL_WEIGHTS } };
    return { rule: "no assigned user: the company's default weights", users: 0, weights: await loadCompanyWeights(db, account.companyId) };
  }
  const byUser = await loadEffectiveWeights(db, assigned[0].companyId, assigned.map((a) => a.userId));
  return { rule: MEAN_RULE, users: assigned.length, weights: meanWeights([...byUser.values()]) };
}
