import { closeDbHandle, getDb } from "@/lib/db/client";
import type { Database } from "@/lib/db/database";
import { env, isWorkerEnabled } from "@/lib/env";
import { log } from "@/lib/log";
import { createShutdownHandler, takeOverShutdownSignals } from "@/lib/queue/graceful-shutdown";
import type { JobDefinition } from "@/lib/queue/job-definition";
import { startWorker, type Worker, type WorkerOptions } from "@/lib/queue/worker";
import { startDiscoveryReaper } from "@/lib/discoveries/reap-orphaned-discoveries";
import { createDailyReportJob } from "./daily-report-job-handler";
import { createDiscoveryJob } from "./discovery-job-handler";
import { createEventJob } from "./event-job-handler";
import { createReportDeliveryJob } from "./report-delivery-job-handler";

/** Every job the app's workers run. A new kind of job (lib/jobs) adds its handler here. */
export function appJobs(): JobDefinition[] {
  return [createEventJob(), createDiscoveryJob(), createDailyReportJob(), createReportDeliveryJob()];
}

/**
 * The app's worker: the jobs above on `db`, configured from the environment. The one assembly used
 * by the web server (instrumentation), `npm run worker` and the queue-draining cron route.
 */
export function createAppWorker(db: Database, overrides: Partial<WorkerOptions> = {}): Worker {
  const e = env();
  return startWorker({
    db,
    jobs: appJobs(),
    concurrency: e.WORKER_CONCURRENCY,
    pollMs: e.WORKER_POLL_MS,
    stopGraceMs: e.WORKER_STOP_GRACE_MS,
    ...overrides,
  });
}

type Global = typeof globalThis & { __trayoWorker?: Promise<Worker>; __trayoShutdownInstalled?: boolean; __trayoReaper?: { stop: () => void } };

/** The process's worker on the app database (started once per process, e.g. by instrumentation.ts). */
export function startAppWorker(): Promise<Worker> {
  const g = globalThis as Global;
  g.__trayoWorker ??= (async () => createAppWorker(await getDb()))();
  // Discoveries a crashed worker (or anything else) left running with nothing behind them end as failed.
  g.__trayoReaper ??= startDiscoveryReaper(getDb);
  g.__trayoWorker.catch(() => {
    g.__trayoWorker = undefined;
  });
  return g.__trayoWorker;
}

export async function stopAppWorker(): Promise<void> {
  const g = globalThis as Global;
  const worker = await g.__trayoWorker?.catch(() => undefined);
  g.__trayoWorker = undefined;
  g.__trayoReaper?.stop();
  g.__trayoReaper = undefined;
  await worker?.stop();
}

/**
 * Embedded mode (or WORKER_ENABLED): the web server process also runs a worker. Never during
 * `next build`. SIGTERM/SIGINT stop it gracefully (running jobs finish or go back to the queue),
 * then the database is closed and the process exits.
 */
export function startWorkerIfEnabled(): void {
  if (!isWorkerEnabled() || env().NEXT_PHASE === "phase-production-build") return;
  startAppWorker().catch((error) => log.error("worker: could not start", { error }));
  const g = globalThis as Global;
  if (g.__trayoShutdownInstalled) return;
  g.__trayoShutdownInstalled = true;
  installShutdown();
}

/** SIGTERM/SIGINT: stop the worker (running jobs finish or go back to the queue), close the database, exit. */
export function installShutdown(): void {
  const graceMs = env().WORKER_STOP_GRACE_MS;
  takeOverShutdownSignals(
    createShutdownHandler({
      stopWorker: stopAppWorker,
      closeDatabase: closeDbHandle,
      exit: (code) => process.exit(code),
      // The worker's grace, releasing the jobs still running, and closing the database.
      forceExitAfterMs: graceMs + 5_000,
    }),
  );
}
