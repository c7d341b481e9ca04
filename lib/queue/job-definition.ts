import type { z } from "zod";
import type { Database } from "@/lib/db/database";
import type { QueueName } from "./queue-client";

/** A failure that says whether running the job again can help. */
export class JobError extends Error {
  readonly retryable: boolean;

  constructor(message: string, options: { retryable: boolean; cause?: unknown }) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = "JobError";
    this.retryable = options.retryable;
  }
}

export const permanentFailure = (message: string, cause?: unknown) => new JobError(message, { retryable: false, cause });
export const transientFailure = (message: string, cause?: unknown) => new JobError(message, { retryable: true, cause });

/** Errors that carry their own verdict (JobError, FetchError, LLM errors) keep it; anything unknown may be transient. */
export function isRetryable(error: unknown): boolean {
  const flag = (error as { retryable?: unknown } | null)?.retryable;
  return typeof flag === "boolean" ? flag : true;
}

export type JobContext = {
  /** Privileged database. */
  db: Database;
  msgId: number;
  /** 1 on the first delivery. */
  attempt: number;
  maxAttempts: number;
  /** Keeps the message hidden for another `seconds` (default: the worker's visibility timeout). */
  extendVisibility: (seconds?: number) => Promise<void>;
  /** Aborted when the worker stops before the job finished; the job is then released to another worker. */
  signal: AbortSignal;
};

/**
 * What senders need to know of a kind of job: its name (job_type in the message), the queue it goes
 * to and the payload's schema, plus how the worker treats it.
 */
export type JobType<P = unknown> = {
  jobType: string;
  queue: QueueName;
  payload: z.ZodType<P>;
  /** Seconds a delivered message stays hidden from other workers (renewed while the job runs); default: the worker's, 60. */
  visibilityTimeoutSeconds?: number;
  /** Deliveries before a failing job is archived as failed; default: the worker's, 3. */
  maxAttempts?: number;
  /** Delay before the next attempt after a retryable failure of attempt `attempt` (1-based); default: the worker's. */
  backoffSeconds?: (attempt: number) => number;
};

// The callbacks are declared as methods so a definition of any payload type fits in a
// JobDefinition<unknown> list: the worker only ever hands a payload to the definition that parsed it.
export type JobDefinition<P = unknown> = Omit<JobType<P>, "queue"> & {
  queue?: QueueName;
  handler(payload: P, ctx: JobContext): Promise<void>;
  /** Called before a retry is scheduled (e.g. to show the row as pending again with the reason). */
  onRetry?(payload: P, error: Error, ctx: JobContext): Promise<void>;
  /** Called once when the job will not be retried: mark the row failed with a readable reason. */
  onGiveUp?(payload: P, reason: string, ctx: JobContext): Promise<void>;
};

/** Keeps each definition's payload type while collecting them in one list. */
export const defineJob = <P>(definition: JobDefinition<P>): JobDefinition<P> => definition;
