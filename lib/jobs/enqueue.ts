import { sql } from "drizzle-orm";
import { rowsOf, type Queryable } from "@/lib/db/database";
import type { JobType } from "@/lib/queue/job-definition";
import { sendJob } from "@/lib/queue/queue-client";

/** The message as queued: the job's own schema decides what is valid, before anything is sent. */
function messageFor<P>(job: JobType<P>, payload: P): Record<string, unknown> {
  const parsed = job.payload.parse(payload);
  return { ...(parsed as Record<string, unknown>), job_type: job.jobType };
}

/**
 * Queues a job from a request path, inside the caller's scoped transaction (role authenticated):
 * public.enqueue_job checks the caller may queue it (an event they can access), and the message
 * only becomes visible if that transaction commits.
 */
export async function enqueue<P>(tx: Queryable, job: JobType<P>, payload: P): Promise<number> {
  const message = JSON.stringify(messageFor(job, payload));
  const result = await tx.execute(sql`select public.enqueue_job(${job.queue}, ${message}::jsonb, 0) as msg_id`);
  const row = rowsOf<{ msg_id: number | string }>(result)[0];
  if (!row) throw new Error("The queue did not return a message id");
  return Number(row.msg_id);
}

/** Queues a job on the privileged connection (worker, cron, seed, admin operations after a server-side check). */
export async function enqueuePrivileged<P>(db: Queryable, job: JobType<P>, payload: P, options: { delaySeconds?: number } = {}): Promise<number> {
  return sendJob(db, job.queue, messageFor(job, payload), options.delaySeconds ?? 0);
}
