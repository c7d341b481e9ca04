import { sql } from "drizzle-orm";
import { rowsOf, type Queryable } from "@/lib/db/database";
import { AppError } from "@/lib/errors/app-error";
import { discoveryJob } from "@/lib/jobs/discovery-job";
import { noAccountsAssignedMessage } from "./discovery-messages";

// Creating discovery rows and their `discovery` jobs. An account with a discovery pending or running
// (updated in the last STALE_MINUTES) is not queued again; a lock serialises concurrent requests.

export const STALE_MINUTES = 15;

export type QueueMode = "scoped" | "privileged";

type Queued = { discovery_id: string; account_id: string };

async function send(tx: Queryable, mode: QueueMode, payload: Queued) {
  // Request paths run as the signed-in admin (public.enqueue_job checks the admin); cron and the
  // scheduler use the privileged queue function.
  if (mode === "scoped") await discoveryJob.enqueue(tx, payload);
  else await discoveryJob.enqueuePrivileged(tx, payload);
}

/** Queues a discovery for each account id not already active; returns the new ones and the ones skipped. */
export async function queueDiscoveries(
  tx: Queryable,
  input: { accountIds: string[]; userId?: string | null; source: "auto" | "test"; mode: QueueMode },
): Promise<{ queued: Queued[]; alreadyActive: Queued[] }> {
  if (input.accountIds.length === 0) return { queued: [], alreadyActive: [] };
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('trayo.discovery.queue'))`);
  const ids = sql.join(input.accountIds.map((id) => sql`${id}::uuid`), sql`, `);
  const active = rowsOf<{ id: string; account_id: string }>(
    await tx.execute(sql`
      select distinct on (account_id) id, account_id from public.discoveries
      where account_id in (${ids}) and status in ('pending', 'running')
        and updated_at > now() - make_interval(mins => ${STALE_MINUTES})
      order by account_id, created_at desc`),
  );
  const activeAccounts = new Set(active.map((a) => a.account_id));
  const queued: Queued[] = [];
  for (const accountId of input.accountIds) {
    if (activeAccounts.has(accountId)) continue;
    activeAccounts.add(accountId);
    const [row] = rowsOf<{ id: string }>(
      await tx.execute(sql`
        insert into public.discoveries (account_id, user_id, status, source)
        values (${accountId}::uuid, ${input.userId ?? null}::uuid, 'pending', ${input.source})
        returning id`),
    );
    await send(tx, input.mode, { discovery_id: row.id, account_id: accountId });
    queued.push({ discovery_id: row.id, account_id: accountId });
  }
  return { queued, alreadyActive: active.map((a) => ({ discovery_id: a.id, account_id: a.account_id })) };
}

/** {account_id}: one account (source test); answers the new or the already active discovery. */
export async function queueAccountDiscovery(tx: Queryable, accountId: string, mode: QueueMode): Promise<string> {
  const exists = rowsOf(await tx.execute(sql`select 1 from public.accounts where id = ${accountId}::uuid`));
  if (exists.length === 0) throw new AppError("not_found", "Account not found");
  const { queued, alreadyActive } = await queueDiscoveries(tx, { accountIds: [accountId], source: "test", mode });
  return (queued[0] ?? alreadyActive[0]).discovery_id;
}

/** {user_id}: every account assigned to that user. */
export async function queueUserDiscoveries(tx: Queryable, userId: string, mode: QueueMode) {
  const [user] = rowsOf<{ name: string | null; email: string }>(await tx.execute(sql`select name, email from public.users where id = ${userId}::uuid`));
  if (!user) throw new AppError("not_found", "User not found");
  const accountIds = rowsOf<{ account_id: string }>(
    await tx.execute(sql`select account_id from public.account_users where user_id = ${userId}::uuid order by account_id`),
  ).map((r) => r.account_id);
  if (accountIds.length === 0) throw new AppError("invalid", noAccountsAssignedMessage(user.name ?? user.email));
  const result = await queueDiscoveries(tx, { accountIds, userId, source: "auto", mode });
  return { users: 1, accounts: accountIds.length, queued: result.queued.length, already_active: result.alreadyActive.length, discovery_ids: result.queued.map((q) => q.discovery_id) };
}

/** {}: every account of every user with event discovery enabled (each account once). */
export async function queueAllDiscoveries(tx: Queryable, mode: QueueMode) {
  const rows = rowsOf<{ account_id: string; user_id: string }>(
    await tx.execute(sql`
      select distinct on (au.account_id) au.account_id, au.user_id
      from public.account_users au join public.users u on u.id = au.user_id
      where u.event_discovery_enabled
      order by au.account_id, au.user_id`),
  );
  const byUser = new Map<string, string[]>();
  for (const r of rows) byUser.set(r.user_id, [...(byUser.get(r.user_id) ?? []), r.account_id]);
  let queued = 0;
  let alreadyActive = 0;
  for (const [userId, accountIds] of byUser) {
    const result = await queueDiscoveries(tx, { accountIds, userId, source: "auto", mode });
    queued += result.queued.length;
    alreadyActive += result.alreadyActive.length;
  }
  return { users: byUser.size, accounts: rows.length, queued, already_active: alreadyActive };
}
