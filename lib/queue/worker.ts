import { z } from "zod";
import type { Database } from "@/lib/db/database";
import { log, withRequestId } from "@/lib/log";
import { isRetryable, type JobContext, type JobDefinition } from "./job-definition";
import { createArchiveBatcher, type ArchiveBatcher } from "./archive-batcher";
import { archiveJob, archiveJobs, readJobs, setVisibility, type QueueMessage, type QueueName } from "./queue-client";

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
  /** Jobs running right now. */
  readonly busy: number;
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

/** Wait before reading again after `failures` consecutive failed reads (database unreachable): 0.5 s doubling to 30 s. */
export const readFailureBackoffMs = (failures: number) => Math.min(30_000, 500 * 2 ** Math.max(0, failures - 1));

type Settings = typeof DEFAULTS & WorkerOptions;
type InFlight = { message: QueueMessage; controller: AbortController; released: boolean; done: Promise<unknown> };

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error)) || "Unknown error";

/**
 * Starts a worker: one loop reads as many messages as it has free slots (one round trip for the
 * batch) and runs them concurrently. A failed read (database gone, connection lost) is logged and
 * retried with a growing delay, so the worker reconnects by itself; an error while finishing one
 * job is logged with its message id and never stops the loop.
 */
export function startWorker(options: WorkerOptions): Worker {
  const settings = settingsFrom(options);
  const concurrency = Math.max(1, settings.concurrency);
  const inFlight = new Set<InFlight>();
  const batcher = createArchiveBatcher((batch) => archiveJobs(settings.db, settings.queue, batch));
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
  const wake = () => {
    for (const w of [...wakers]) w();
  };

  const start = (message: QueueMessage) => {
    const job: InFlight = { message, controller: new AbortController(), released: false, done: Promise.resolve() };
    inFlight.add(job);
    job.done = runMessage(settings, message, job, batcher)
      .catch((error) => log.error("worker: finishing a job failed; it runs again after its visibility timeout", { msgId: message.msgId, error: messageOf(error) }))
      .finally(() => {
        inFlight.delete(job);
        wake();
      });
  };

  const loop = async () => {
    let failures = 0;
    while (!stopping) {
      const free = concurrency - inFlight.size;
      if (free <= 0) {
        await sleep(settings.pollMs);
        continue;
      }
      let messages: QueueMessage[];
      try {
        messages = await readJobs(settings.db, settings.queue, settings.visibilityTimeoutSeconds, free);
        if (failures > 0) log.info("worker: reading the queue works again", { queue: settings.queue, after: failures });
        failures = 0;
      } catch (error) {
        if (stopping) break;
        failures++;
        const retryInMs = readFailureBackoffMs(failures);
        log.error("worker: reading the queue failed", { queue: settings.queue, failures, retryInMs, error: messageOf(error) });
        await sleep(retryInMs);
        continue;
      }
      for (const message of messages) start(message);
      // A full batch means more may be waiting: read again as soon as a slot frees up.
      if (messages.length === 0) await sleep(settings.pollMs);
    }
  };

  const running = loop();
  log.info("worker started", { queue: settings.queue, concurrency });

  return {
    get running() {
      return !stopping;
    },
    get busy() {
      return inFlight.size;
    },
    stop: async () => {
      if (stopping) return void (await running.catch(() => {}));
      stopping = true;
      wake();
      const grace = new Promise((resolve) => setTimeout(resolve, settings.stopGraceMs).unref?.());
      await Promise.race([Promise.allSettled([...inFlight].map((j) => j.done)), grace]);
      for (const job of inFlight) {
        job.released = true;
        job.controller.abort(new Error("The worker stopped"));
        await setVisibility(settings.db, settings.queue, job.message.msgId, 0).catch((error) =>
          log.warn("worker: could not release a job", { msgId: job.message.msgId, error: messageOf(error) }),
        );
      }
      await Promise.race([running.catch(() => {}), new Promise((resolve) => setTimeout(resolve, 1000).unref?.())]);
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

const unbatched = (settings: Settings): ArchiveBatcher => ({ archive: (msgId, outcome) => archiveJob(settings.db, settings.queue, msgId, outcome) });

/** A job's log lines, however deep, carry its request id: the queue and message id. */
function runMessage(settings: Settings, message: QueueMessage, job: InFlight, batcher: ArchiveBatcher = unbatched(settings)): Promise<JobResult> {
  return withRequestId(`job-${settings.queue}-${message.msgId}`, () => runMessageAsJob(settings, message, job, batcher));
}

async function runMessageAsJob(settings: Settings, message: QueueMessage, job: InFlight, batcher: ArchiveBatcher): Promise<JobResult> {
  const { db, queue } = settings;
  const started = performance.now();
  const body = message.message;
  const isObject = typeof body === "object" && body !== null && !Array.isArray(body);
  const jobType = isObject ? String((body as Record<string, unknown>).job_type ?? "") : "";
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
    await batcher.archive(message.msgId, { success, durationSeconds: seconds(), retryCount: attempt - 1, error, jobType: jobType || null, readCt: attempt });
  };

  if (!isObject) {
    const reason = `Unreadable job message: expected a JSON object, got ${describeJson(body)}`;
    await archive(false, reason);
    return result("failed", reason);
  }
  const definition = settings.jobs.find((j) => j.jobType === jobType);
  if (!definition) {
    const reason = `Unknown job type "${jobType}"`;
    await archive(false, reason);
    return result("failed", reason);
  }
  const parsed = definition.payload.safeParse(body);
  if (!parsed.success) {
    const reason = `Invalid job message: ${z.prettifyError(parsed.error)}`;
    await archive(false, reason);
    return result("failed", reason);
  }

  const maxAttempts = definition.maxAttempts ?? settings.maxAttempts;
  const visibilityTimeoutSeconds = definition.visibilityTimeoutSeconds ?? settings.visibilityTimeoutSeconds;
  const ctx: JobContext = {
    db,
    msgId: message.msgId,
    attempt,
    maxAttempts,
    signal: job.controller.signal,
    extendVisibility: async (s = visibilityTimeoutSeconds) => {
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
  if (attempt > maxAttempts) return giveUp(`Gave up after ${maxAttempts} attempts`);
  // The read hid the message for the worker's default; a job type with its own timeout gets it now.
  if (visibilityTimeoutSeconds !== settings.visibilityTimeoutSeconds) await ctx.extendVisibility();

  // Long steps keep the message hidden: renew the visibility timeout at half its length.
  const heartbeat = setInterval(
    () => void ctx.extendVisibility().catch((error) => log.warn("worker: extending a job's visibility failed", { msgId: message.msgId, error })),
    Math.max(500, (visibilityTimeoutSeconds * 1000) / 2),
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
    if (isRetryable(error) && attempt < maxAttempts) {
      try {
        await definition.onRetry?.(parsed.data, error instanceof Error ? error : new Error(reason), ctx);
      } catch (hookError) {
        log.warn("worker: retry hook failed", { msgId: message.msgId, error: hookError });
      }
      await setVisibility(db, queue, message.msgId, (definition.backoffSeconds ?? settings.backoffSeconds)(attempt));
      log.info("worker: job will be retried", { msgId: message.msgId, jobType, attempt, reason });
      return result("retrying", reason);
    }
    return giveUp(reason);
  } finally {
    clearInterval(heartbeat);
  }
}

function describeJson(value: unknown) {
  if (value === null) return "null";
  if (Array.isArray(value)) return "an array";
  if (typeof value === "string") return "a string";
  if (typeof value === "number") return "a number";
  if (typeof value === "boolean") return "a boolean";
  return typeof value;
}

function settingsFrom(options: WorkerOptions): Settings {
  const given = Object.fromEntries(Object.entries(options).filter(([, v]) => v !== undefined)) as WorkerOptions;
  return { ...DEFAULTS, ...given };
}
