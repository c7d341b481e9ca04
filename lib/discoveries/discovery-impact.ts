import { sql } from "drizzle-orm";
import { rowsOf } from "@/lib/db/database";
import { withScope } from "@/lib/db/scoped";
import { AppError } from "@/lib/errors/app-error";
import type { DiscoveryImpact } from "./discovery-impact-messages";

// What one account's discovery costs, for the estimate shown before running it: the news and web
// queries searched, and the model calls (queries, filter and rank, semantic de-duplication).
export const SEARCHES_PER_ACCOUNT = 4;
export const LLM_CALLS_PER_ACCOUNT = 3;

/** The accounts a discovery for this user will search, each with its last discovery, and the estimate. */
export async function assessDiscoveryImpact(adminId: string, userId: string): Promise<DiscoveryImpact> {
  return withScope({ userId: adminId }, async (tx) => {
    const [user] = rowsOf<{ id: string; name: string | null; email: string }>(
      await tx.execute(sql`select id, name, email from public.users where id = ${userId}`),
    );
    if (!user) throw new AppError("not_found", "This user no longer exists.");
    const accounts = rowsOf<{ id: string; name: string; last_discovery_at: Date | string | null; last_discovery_status: string | null }>(
      await tx.execute(sql`
        select a.id, a.name, d.created_at as last_discovery_at, d.status as last_discovery_status
        from public.account_users au
        join public.accounts a on a.id = au.account_id
        join public.users u on u.id = au.user_id and u.company_id = a.company_id
        left join lateral (
          select created_at, status from public.discoveries d where d.account_id = a.id order by created_at desc limit 1
        ) d on true
        where au.user_id = ${userId}
        order by lower(a.name), a.id`),
    );
    return {
      user,
      accounts: accounts.map((a) => ({
        id: a.id,
        name: a.name,
        last_discovery_at: a.last_discovery_at === null ? null : new Date(a.last_discovery_at).toISOString(),
        last_discovery_status: a.last_discovery_status,
      })),
      estimate: { searches: accounts.length * SEARCHES_PER_ACCOUNT, llm_calls: accounts.length * LLM_CALLS_PER_ACCOUNT },
    };
  });
}
