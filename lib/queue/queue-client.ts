import { sql } from "drizzle-orm";
import { rowsOf, type Queryable } from "@/lib/db/database";

// Privileged wrappers over pgmq's functions (our stand-in, supabase/migrations/*_queue.sql, or the pgmq
// extension of Supabase Queues), for the worker, cron and admin operations. Request paths queue work
// through enqueue (public.enqueue_job).

export type QueueName = "events";

export type QueueMessage = {
  msgId: number;
  /** Deliveries so far, this one included. */
  readCt: number;
  enqueuedAt: Date;
  vt: Date;
  /** The payload as stored: normally an object, but a message may hold any JSON value. */
  message: unknown;
};

type RawMessage = { msg_id: number | string; read_ct: number; enqueued_at: Date | string; vt: Date | string; message: unknown };

const toMessage = (r: RawMessage): QueueMessage => ({
  msgId: Number(r.msg_id),
  readCt: Number(r.read_ct),
  enqueuedAt: new Date(r.enqueued_at),
  vt: new Date(r.vt),
  // Both drivers parse jsonb; a JSON string payload stays a string (it is archived as unreadable).
  message: r.message,
});

export async function sendJob(db: Queryable, queue: QueueName, message: Record<string, unknown>, delaySeconds = 0): Promise<number> {
  const result = await db.execute(sql`select pgmq.send(${queue}, ${JSON.stringify(message)}::jsonb, ${Math.max(0, Math.round(delaySeconds))}::integer) as msg_id`);
  return Number(rowsOf<{ msg_id: number | string }>(result)[0].msg_id);
}

/** Takes up to `qty` visible messages and hides them for `vtSeconds` (FOR UPDATE SKIP LOCKED: safe for many workers). */
export async function readJobs(db: Queryable, queue: QueueName, vtSeconds: number, qty = 1): Promise<QueueMessage[]> {
  const result = await db.execute(
    sql`select msg_id, read_ct, enqueued_at, vt, message from pgmq.read(${queue}, ${Math.round(vtSeconds)}::integer, ${qty}::integer)`,
  );
  return rowsOf<RawMessage>(result).map(toMessage);
}

/** Makes the message visible again `vtSeconds` from now (0 = now). False when it no longer exists. */
export async function setVisibility(db: Queryable, queue: QueueName, msgId: number, vtSeconds: number): Promise<boolean> {
  const result = await db.execute(sql`select msg_id from pgmq.set_vt(${queue}, ${msgId}::bigint, ${Math.max(0, Math.round(vtSeconds))}::integer)`);
  return rowsOf(result).length > 0;
}

export async function deleteJob(db: Queryable, queue: QueueName, msgId: number): Promise<boolean> {
  const result = await db.execute(sql`select pgmq.delete(${queue}, ${msgId}::bigint) as deleted`);
  return Boolean(rowsOf<{ deleted: boolean }>(result)[0]?.deleted);
}

export type JobOutcome = { success: boolean; durationSeconds: number; retryCount: number; error?: string | null; jobType?: string | null; readCt?: number;
  /** When it finished; default now (the demo seed back-dates its history). */
  finishedAt?: Date;
};

/**
 * Archives finished messages with pgmq.archive (our stand-in or the pgmq extension) and records
 * their outcomes in app_private.job_outcomes, in one statement for the whole batch. Answers the ids
 * actually archived: a message another worker archived already is left out (and gets no second
 * outcome), so each message has exactly one outcome.
 */
export async function archiveJobs(db: Queryable, queue: QueueName, finished: { msgId: number; outcome: JobOutcome }[]): Promise<Set<number>> {
  if (finished.length === 0) return new Set();
  const input = JSON.stringify(
    finished.map(({ msgId, outcome }) => ({
      msg_id: msgId,
      job_type: outcome.jobType ?? null,
      read_ct: outcome.readCt ?? outcome.retryCount + 1,
      success: outcome.success,
      duration_seconds: Number(outcome.durationSeconds.toFixed(3)),
      retry_count: outcome.retryCount,
      error: outcome.error ?? null,
      finished_at: outcome.finishedAt?.toISOString() ?? null,
    })),
  );
  const result = await db.execute(sql`
    with input as (
      select * from jsonb_to_recordset(${input}::jsonb)
        as t(msg_id bigint, job_type text, read_ct integer, success boolean, duration_seconds numeric, retry_count integer, error text, finished_at timestamptz)
    ),
    archived as (
      select a.msg_id from pgmq.archive(${queue}::text, array(select msg_id from input)) as a(msg_id)
    )
    insert into app_private.job_outcomes (queue_name, msg_id, job_type, read_ct, success, duration_seconds, retry_count, error, finished_at)
    select ${queue}::text, i.msg_id, i.job_type, i.read_ct, i.success, i.duration_seconds, i.retry_count, i.error, coalesce(i.finished_at, now())
    from input i join archived using (msg_id)
    on conflict (queue_name, msg_id) do nothing
    returning msg_id`);
  return new Set(rowsOf<{ msg_id: number | string }>(result).map((r) => Number(r.msg_id)));
}

/** Moves one message to the archive with its outcome. False when another worker already archived it. */
export async function archiveJob(db: Queryable, queue: QueueName, msgId: number, outcome: JobOutcome): Promise<boolean> {
  return (await archiveJobs(db, queue, [{ msgId, outcome }])).has(msgId);
}

/** Deliveries so far of a live message; null once it is archived or deleted. */
export async function readCount(db: Queryable, queue: QueueName, msgId: number): Promise<number | null> {
  const result = await db.execute(sql`select read_ct from ${sql.identifier("pgmq")}.${sql.identifier(`q_${queue}`)} where msg_id = ${msgId}`);
  const n = rowsOf<{ read_ct: number | null }>(result)[0]?.read_ct;
  return n === null || n === undefined ? null : Number(n);
}
