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

/** Jobs waiting this long with no job finished meanwhile means no worker (nor the cron route) takes them. */
export const NO_WORKER_AFTER_SECONDS = 300;

/** What the operator is told, in the server log and on the admin Job Queue page. */
export type QueueStall = { waiting: number; oldestWaitingMinutes: number; message: string };

/** The one check behind the log warning and the Job Queue page's: null while workers take the jobs. */
export async function queueStall(db: Database, afterSeconds = NO_WORKER_AFTER_SECONDS): Promise<QueueStall | null> {
  const health = await queueHealth(db);
  if (!noWorkerTakesJobs(health, afterSeconds)) return null;
  const oldestWaitingMinutes = Math.round(health.oldestWaitingSeconds / 60);
  return {
    waiting: health.waiting,
    oldestWaitingMinutes,
    message:
      `${health.waiting} job(s) waiting, the oldest for ${oldestWaitingMinutes} min, and no worker finished a job in that time: ` +
      "start `npm run worker` or schedule the /api/cron/drain-queue cron",
  };
}

type Global = typeof globalThis & { __trayoQueueWatch?: NodeJS.Timeout };

/**
 * Hosted web server without an in-process worker: every minute, warns in the log when jobs have
 * waited 5 minutes and no worker (nor the cron route) finished any in that time.
 */
export function startQueueWatch(intervalMs = 60_000, afterSeconds = NO_WORKER_AFTER_SECONDS): void {
  const g = globalThis as Global;
  if (g.__trayoQueueWatch) return;
  g.__trayoQueueWatch = setInterval(async () => {
    try {
      const stall = await queueStall(await getDb(), afterSeconds);
      if (stall) log.warn(`queue: ${stall.message}`, { waiting: stall.waiting, oldestWaitingMinutes: stall.oldestWaitingMinutes });
    } catch (error) {
      log.warn("queue: checking for waiting jobs failed", { error: error instanceof Error ? error.message : String(error) });
    }
  }, intervalMs);
  g.__trayoQueueWatch.unref?.();
}
