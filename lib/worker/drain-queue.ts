import { sql } from "drizzle-orm";
import { rowsOf, type Database } from "@/lib/db/database";
import { reapOrphanedDiscoveries } from "@/lib/discoveries/reap-orphaned-discoveries";
import type { JobResult } from "@/lib/queue/worker";
import { createAppWorker } from "./app-worker";

export type DrainSummary = { processed: number; succeeded: number; failed: number; retrying: number; released: number; seconds: number };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function visibleJobs(db: Database): Promise<number> {
  return rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from pgmq.q_events where vt <= clock_timestamp()`))[0].n;
}

/**
 * Runs the app's jobs for at most `budgetMs` (serverless hosts: the cron route, where no worker
 * process exists), returning early once nothing is waiting and nothing runs. Jobs still running
 * when the budget ends get `graceMs` to finish, then go back to the queue for the next call or a
 * worker, so the call ends before the host's function limit.
 */
export async function drainQueue(db: Database, options: { budgetMs: number; graceMs?: number; concurrency?: number }): Promise<DrainSummary> {
  const started = Date.now();
  const graceMs = options.graceMs ?? 5_000;
  const results: JobResult[] = [];
  // Serverless hosts have no worker process to run the reaper: each drain does a pass.
  await reapOrphanedDiscoveries(db);
  const worker = createAppWorker(db, {
    pollMs: 200,
    stopGraceMs: graceMs,
    onJobFinished: (r) => results.push(r),
    ...(options.concurrency ? { concurrency: options.concurrency } : {}),
  });
  try {
    const deadline = started + Math.max(0, options.budgetMs - graceMs);
    while (Date.now() < deadline) {
      await sleep(250);
      if (worker.busy === 0 && (await visibleJobs(db)) === 0) break;
    }
  } finally {
    await worker.stop();
  }
  const count = (outcome: JobResult["outcome"]) => results.filter((r) => r.outcome === outcome).length;
  return {
    processed: results.length,
    succeeded: count("succeeded"),
    failed: count("failed"),
    retrying: count("retrying"),
    released: count("released"),
    seconds: Math.round((Date.now() - started) / 100) / 10,
  };
}
