import { sql } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { rowsOf, type Database } from "@/lib/db/database";
import { log } from "@/lib/log";

export type QueueHealth = { waiting: number; oldestWaitingSeconds: number; lastFinishedSecondsAgo: number | null };

/** How many jobs wait to be taken, for how long the oldest has, and when a worker last finished one. */
export async function queueHealth(db: Database): Promise<QueueHealth> {
  const [row] = rowsOf<{ waiting: number; oldest: number | null; last: number | null }>(
    await db.execute(sql`
      select (select count(*)::int from pgmq.q_events where vt <= now() and read_ct = 0) as waiting,
             (select extract(epoch from now() - min(enqueued_at))::float8 from pgmq.q_events where vt <= now() and read_ct = 0) as oldest,
             (select extract(epoch from now() - max(finished_at))::float8 from app_private.job_outcomes where queue_name = 'events') as last`),
  );
  return { waiting: row.waiting, oldestWaitingSeconds: Math.round(row.oldest ?? 0), lastFinishedSecondsAgo: row.last === null ? null : Math.round(row.last) };
}

/** Whether jobs wait while no worker takes them: the oldest has waited `afterSeconds` and nothing finished since. */
export const noWorkerTakesJobs = (health: QueueHealth, afterSeconds: number) =>
  health.waiting > 0 &&
  health.oldestWaitingSeconds >= afterSeconds &&
  (health.lastFinishedSecondsAgo === null || health.lastFinishedSecondsAgo >= afterSeconds);

type Global = typeof globalThis & { __trayoQueueWatch?: NodeJS.Timeout };

/**
 * Hosted web server without an in-process worker: every minute, warns in the log when jobs have
 * waited 5 minutes and no worker (nor the cron route) finished any in that time.
 */
export function startQueueWatch(intervalMs = 60_000, afterSeconds = 300): void {
  const g = globalThis as Global;
  if (g.__trayoQueueWatch) return;
  g.__trayoQueueWatch = setInterval(async () => {
    try {
      const health = await queueHealth(await getDb());
      if (noWorkerTakesJobs(health, afterSeconds)) {
        log.warn(
          `queue: ${health.waiting} job(s) waiting, the oldest for ${Math.round(health.oldestWaitingSeconds / 60)} min, and no worker finished a job in that time: ` +
            "start `npm run worker` or schedule the /api/cron/drain-queue cron",
          { ...health },
        );
      }
    } catch (error) {
      log.warn("queue: checking for waiting jobs failed", { error: error instanceof Error ? error.message : String(error) });
    }
  }, intervalMs);
  g.__trayoQueueWatch.unref?.();
}
