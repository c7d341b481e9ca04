import { z } from "zod";
import type { Database } from "@/lib/db/database";
import { log } from "@/lib/log";
import { isRetryable, type JobContext, type JobDefinition } from "./job-definition";
import { archiveJob, readJobs, setVisibility, type QueueMessage, type QueueName } from "./queue-client";

export type WorkerOptions = {
  db: Database;
  jobs: JobDefinition[];
  queue?: QueueName;
  /** Jobs processed at once by this worker. */
  concurrency?: number;
  /** Wait between polls of an empty queue. */
  pollMs?: number;
  /** How long a read message stays hidden from other workers; extended while the job runs. */
  visibilityTimeoutSeconds?: number;
  /** Deliveries (read_ct) before a failing job is archived as failed. */
  maxAttempts?: number;
  /** Delay before the next attempt after a retryable failure of attempt `attempt` (1-based). */
  backoffSeconds?: (attempt: number) => number;
  /** On stop, how long running jobs may take to finish before they are released to another worker. */
  stopGraceMs?: number;
  onJobFinished?: (result: JobResult) => void;
};

export type JobResult = {
  msgId: number;
  jobType: string;
  attempt: number;
  outcome: "succeeded" | "retrying" | "failed" | "released";
  durationSeconds: number;
  error?: string;
};

export type Worker = {
  /** Stops polling; running jobs finish, or are released (visible again) after the grace period. */
  stop: () => Promise<void>;
  readonly running: boolean;
};

const DEFAULTS = {
  queue: "events" as QueueName,
  concurrency: 1,
  pollMs: 1000,
  visibilityTimeoutSeconds: 60,
  maxAttempts: 3,
  backoffSeconds: (attempt: number) => 5 * 4 ** (attempt - 1),
  stopGraceMs: 20_000,
};

type Settings = typeof DEFAULTS & WorkerOptions;

type InFlight = { message: QueueMessage; controller: AbortController; released: boolean; done: Promise<unknown> };

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error)) || "Unknown error";

export function startWorker(options: WorkerOptions): Worker {
  const settings = settingsFrom(options);
  const inFlight = new Set<InFlight>();
  let stopping = false;
  const wakers = new Set<() => void>();

  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        wakers.delete(done);
        resolve();
      }
      wakers.add(done);
    });

  const loop = async () => {
    while (!stopping) {
      try {
        const [message] = await readJobs(settings.db, settings.queue, settings.visibilityTimeoutSeconds, 1);
        if (!message) {
          await sleep(settings.pollMs);
          continue;
        }
        const job: InFlight = { message, controller: new AbortController(), released: false, done: Promise.resolve() };
        job.done = runMessage(settings, message, job);
        inFlight.add(job);
        try {
          await job.done;
        } finally {
          inFlight.delete(job);
        }
      } catch (error) {
        if (stopping) break;
        log.error("worker: polling the queue failed", { error });
        await sleep(Math.max(settings.pollMs, 1000));
      }
    }
  };

  const loops = Array.from({ length: Math.max(1, settings.concurrency) }, () => loop());
  log.info("worker started", { queue: settings.queue, concurrency: settings.concurrency });

  return {
    get running() {
      return !stopping;
    },
    stop: async () => {
      if (stopping) return void (await Promise.allSettled(loops));
      stopping = true;
      for (const wake of [...wakers]) wake();
      const grace = new Promise((resolve) => setTimeout(resolve, settings.stopGraceMs).unref?.());
      await Promise.race([Promise.allSettled([...inFlight].map((j) => j.done)), grace]);
      for (const job of inFlight) {
        job.released = true;
        job.controller.abort(new Error("The worker stopped"));
        await setVisibility(settings.db, settings.queue, job.message.msgId, 0).catch((error) =>
          log.warn("worker: could not release a job", { msgId: job.message.msgId, error }),
        );
      }
      await Promise.race([Promise.allSettled(loops), new Promise((resolve) => setTimeout(resolve, 1000).unref?.())]);
      log.info("worker stopped", { queue: settings.queue });
    },
  };
}

/** Reads and runs at most one message; false when the queue had nothing visible. */
export async function processNextJob(options: WorkerOptions): Promise<JobResult | null> {
  const settings = settingsFrom(options);
  const [message] = await readJobs(settings.db, settings.queue, settings.visibilityTimeoutSeconds, 1);
  if (!message) return null;
  return runMessage(settings, message, { message, controller: new AbortController(), released: false, done: Promise.resolve() });
}

async function runMessage(settings: Settings, message: QueueMessage, job: InFlight): Promise<JobResult> {
  const { db, queue } = settings;
  const started = performance.now();
  const jobType = String(message.message.job_type ?? "");
  const attempt = message.readCt;
  const seconds = () => (performance.now() - started) / 1000;
  const result = (outcome: JobResult["outcome"], error?: string): JobResult => {
    const r = { msgId: message.msgId, jobType, attempt, outcome, durationSeconds: seconds(), error };
    settings.onJobFinished?.(r);
    if (outcome === "failed") log.warn("worker: job failed", { ...r });
    return r;
  };
  const archive = async (success: boolean, error?: string) => {
    if (job.released) return;
    await archiveJob(db, queue, message.msgId, { success, durationSeconds: seconds(), retryCount: attempt - 1, error });
  };

  const definition = settings.jobs.find((j) => j.jobType === jobType);
  if (!definition) {
    const reason = `Unknown job type "${jobType}"`;
    await archive(false, reason);
    return result("failed", reason);
  }
  const parsed = definition.payload.safeParse(message.message);
  if (!parsed.success) {
    const reason = `Invalid job message: ${z.prettifyError(parsed.error)}`;
    await archive(false, reason);
    return result("failed", reason);
  }

  const ctx: JobContext = {
    db,
    msgId: message.msgId,
    attempt,
    maxAttempts: settings.maxAttempts,
    signal: job.controller.signal,
    extendVisibility: async (s = settings.visibilityTimeoutSeconds) => {
      if (!job.released) await setVisibility(db, queue, message.msgId, s);
    },
  };

  const giveUp = async (reason: string) => {
    try {
      await definition.onGiveUp?.(parsed.data, reason, ctx);
    } catch (error) {
      log.error("worker: recording a failed job failed", { msgId: message.msgId, error });
    }
    await archive(false, reason);
    return result("failed", reason);
  };

  // A job that was delivered too often already (workers died mid-job) is not run again.
  if (attempt > settings.maxAttempts) return giveUp(`Gave up after ${settings.maxAttempts} attempts`);

  // Long steps keep the message hidden: renew the visibility timeout at half its length.
  const heartbeat = setInterval(
    () => void ctx.extendVisibility().catch((error) => log.warn("worker: extending a job's visibility failed", { msgId: message.msgId, error })),
    Math.max(500, (settings.visibilityTimeoutSeconds * 1000) / 2),
  );
  try {
    await definition.handler(parsed.data, ctx);
    clearInterval(heartbeat);
    if (job.released) return result("released");
    await archive(true);
    return result("succeeded");
  } catch (error) {
    clearInterval(heartbeat);
    if (job.released) return result("released");
    const reason = messageOf(error);
    if (isRetryable(error) && attempt < settings.maxAttempts) {
      try {
        await definition.onRetry?.(parsed.data, error instanceof Error ? error : new Error(reason), ctx);
      } catch (hookError) {
        log.warn("worker: retry hook failed", { msgId: message.msgId, error: hookError });
      }
      await setVisibility(db, queue, message.msgId, settings.backoffSeconds(attempt));
      log.info("worker: job will be retried", { msgId: message.msgId, jobType, attempt, reason });
      return result("retrying", reason);
    }
    return giveUp(reason);
  } finally {
    clearInterval(heartbeat);
  }
}

function settingsFrom(options: WorkerOptions): Settings {
  const given = Object.fromEntries(Object.entries(options).filter(([, v]) => v !== undefined)) as WorkerOptions;
  return { ...DEFAULTS, ...given };
}
