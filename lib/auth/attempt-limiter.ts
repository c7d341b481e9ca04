import { sql } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { rowsOf } from "@/lib/db/database";

/**
 * Fixed-window counters in the database (auth_limits.counter), shared by every web instance. `count`
 * adds the attempt and returns the total in one statement, so parallel requests each see their own
 * number: an attempt is always counted before it is allowed to reach the password check.
 */
export async function countAttempt(key: string, windowMs: number): Promise<number> {
  return (await countInWindow(key, windowMs)).count;
}

/** countAttempt with how long until the key's window ends (for a Retry-After). */
export async function countInWindow(key: string, windowMs: number): Promise<{ count: number; resetsInMs: number }> {
  const db = await getDb();
  const seconds = Math.max(1, Math.round(windowMs / 1000));
  const rows = rowsOf<{ count: number; resets_in_ms: number }>(
    await db.execute(sql`
      insert into auth_limits.counter as c (key, count, window_started_at) values (${key}, 1, now())
      on conflict (key) do update set
        count = case when c.window_started_at <= now() - make_interval(secs => ${seconds}) then 1 else c.count + 1 end,
        window_started_at = case when c.window_started_at <= now() - make_interval(secs => ${seconds}) then now() else c.window_started_at end
      returning count, (extract(epoch from (window_started_at + make_interval(secs => ${seconds}) - now())) * 1000)::float8 as resets_in_ms`),
  );
  // Expired windows are removed now and then so the table stays small.
  if (Math.random() < 0.01) {
    await db.execute(sql`delete from auth_limits.counter where window_started_at < now() - interval '1 day'`);
  }
  return { count: Number(rows[0]?.count ?? 1), resetsInMs: Math.max(0, Number(rows[0]?.resets_in_ms ?? windowMs)) };
}

/** Takes one attempt back (a successful sign-in is not held against the address). */
export async function uncountAttempt(key: string): Promise<void> {
  const db = await getDb();
  await db.execute(sql`update auth_limits.counter set count = greatest(count - 1, 0) where key = ${key}`);
}

export async function clearAttempts(key: string): Promise<void> {
  const db = await getDb();
  await db.execute(sql`delete from auth_limits.counter where key = ${key}`);
}

export async function attemptCount(key: string): Promise<number> {
  const db = await getDb();
  const rows = rowsOf<{ count: number }>(await db.execute(sql`select count from auth_limits.counter where key = ${key}`));
  return Number(rows[0]?.count ?? 0);
}
