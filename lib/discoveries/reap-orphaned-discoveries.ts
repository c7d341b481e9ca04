import { sql } from "drizzle-orm";
import { rowsOf, type Database } from "@/lib/db/database";
import { discoveryJob } from "@/lib/jobs/discovery-job";
import { log } from "@/lib/log";

/** A pending or running discovery whose job is gone (its worker crashed after taking it off the queue, or it was never queued). */
export const DISCOVERY_JOB_LOST_REASON = "Stopped: this discovery has no job behind it any more (its worker ended before finishing it). Run it again.";
/** A running discovery whose worker stopped renewing its job and no worker took the job up again. */
export const DISCOVERY_WORKER_LOST_REASON = "Stopped: the worker running this discovery stopped and no worker took it up again. Run it again.";

/** How long a discovery may be without a job (its row and its job are written together; this only absorbs clock skew). */
export const JOB_LOST_GRACE_SECONDS = 30;
/** How often a worker process looks for orphaned discoveries. */
export const REAP_INTERVAL_MS = 30_000;

export type ReapedDiscoveries = { jobLost: string[]; workerLost: string[] };

/**
 * Marks failed, with a reason the debug dialog shows, every discovery left "pending" or "running" that
 * nothing will finish: one whose job is no longer on the queue, and a running one whose job no worker
 * has renewed or taken up for a whole visibility window (a live worker renews it while the run lasts).
 * A job that a worker does take up later runs the discovery anew (it sets it running again). Needs a
 * privileged connection: the queue is not readable under RLS.
 */
export async function reapOrphanedDiscoveries(db: Database): Promise<ReapedDiscoveries> {
  const windowSeconds = discoveryJob.visibilityTimeoutSeconds ?? 60;
  const jobOf = (vtNewerThan: ReturnType<typeof sql> | null) =>
    sql`select 1 from pgmq.q_events q where q.message ->> 'discovery_id' = d.id::text ${vtNewerThan ? sql`and q.vt > ${vtNewerThan}` : sql``}`;
  const jobLost = rowsOf<{ id: string }>(
    await db.execute(sql`
      update public.discoveries d set status = 'failed', error = ${DISCOVERY_JOB_LOST_REASON}, updated_at = now()
      where d.status in ('pending', 'running') and d.updated_at < now() - make_interval(secs => ${JOB_LOST_GRACE_SECONDS})
        and not exists (${jobOf(null)})
      returning d.id`),
  ).map((r) => r.id);
  const workerLost = rowsOf<{ id: string }>(
    await db.execute(sql`
      update public.discoveries d set status = 'failed', error = ${DISCOVERY_WORKER_LOST_REASON}, updated_at = now()
      where d.status = 'running' and d.updated_at < now() - make_interval(secs => ${windowSeconds})
        and not exists (${jobOf(sql`now() - make_interval(secs => ${windowSeconds})`)})
      returning d.id`),
  ).map((r) => r.id);
  if (jobLost.length + workerLost.length > 0) log.warn("discoveries: orphaned runs marked failed", { jobLost, workerLost });
  return { jobLost, workerLost };
}

/**
 * Reaps at once and then every `intervalMs` in the background (a worker process calls this when it
 * starts). A failed pass (the database briefly away) is logged; the next one tries again.
 */
export function startDiscoveryReaper(db: () => Promise<Database>, intervalMs = REAP_INTERVAL_MS): { stop: () => void } {
  let running = false;
  const pass = async () => {
    if (running) return;
    running = true;
    try {
      await reapOrphanedDiscoveries(await db());
    } catch (error) {
      log.warn("discoveries: could not look for orphaned runs", { error });
    } finally {
      running = false;
    }
  };
  void pass();
  const timer = setInterval(() => void pass(), intervalMs);
  timer.unref?.();
  return { stop: () => clearInterval(timer) };
}
