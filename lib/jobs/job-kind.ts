import { sql } from "drizzle-orm";
import { rowsOf, type Queryable } from "@/lib/db/database";
import type { JobType } from "@/lib/queue/job-definition";
import { sendJob } from "@/lib/queue/queue-client";

/** A payload as its sender writes it: the kind adds its own job_type. */
export type PayloadOf<P> = Omit<P, "job_type">;

/**
 * A kind of job: what the worker needs to run it (name, queue, payload schema, options) and the only
 * way to queue it. Both enqueues check the payload against the kind's schema before anything is sent.
 */
export type JobKind<P> = JobType<P> & {
  /**
   * From a request path, inside the caller's scoped transaction (role authenticated):
   * public.enqueue_job checks the caller may queue it (an event they can access, an admin's
   * discovery), and the message only becomes visible if that transaction commits.
   */
  enqueue(tx: Queryable, payload: PayloadOf<P>): Promise<number>;
  /** On the privileged connection (worker, cron, scheduler, seed, admin operations after a server-side check). */
  enqueuePrivileged(db: Queryable, payload: PayloadOf<P>, options?: { delaySeconds?: number }): Promise<number>;
};

/** The message as queued: the kind's own schema decides what is valid. */
function messageFor<P>(type: JobType<P>, payload: PayloadOf<P>): Record<string, unknown> {
  const parsed = type.payload.parse({ ...payload, job_type: type.jobType });
  return { ...(parsed as Record<string, unknown>), job_type: type.jobType };
}

export function defineJobKind<P>(type: JobType<P>): JobKind<P> {
  return {
    ...type,
    async enqueue(tx, payload) {
      const message = JSON.stringify(messageFor(type, payload));
      const result = await tx.execute(sql`select public.enqueue_job(${type.queue}, ${message}::jsonb, 0) as msg_id`);
      const row = rowsOf<{ msg_id: number | string }>(result)[0];
      if (!row) throw new Error("The queue did not return a message id");
      return Number(row.msg_id);
    },
    async enqueuePrivileged(db, payload, options = {}) {
      return sendJob(db, type.queue, messageFor(type, payload), options.delaySeconds ?? 0);
    },
  };
}
