import { sql } from "drizzle-orm";
import { rowsOf, type Queryable } from "@/lib/db/database";

// Privileged wrappers over the pgmq SQL functions (supabase/migrations/*_queue.sql), for the worker,
// cron and admin operations. Request paths queue work through sendEventJob (pgmq_public.send).

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

export type JobOutcome = { success: boolean; durationSeconds: number; retryCount: number; error?: string | null };

/** Moves the message to the archive with its outcome. False when another worker already archived it. */
export async function archiveJob(db: Queryable, queue: QueueName, msgId: number, outcome: JobOutcome): Promise<boolean> {
  const result = await db.execute(
    sql`select pgmq.archive(${queue}, ${msgId}::bigint, ${outcome.success}, ${outcome.durationSeconds.toFixed(3)}::numeric, ${outcome.retryCount}::integer, ${outcome.error ?? null}::text) as archived`,
  );
  return Boolean(rowsOf<{ archived: boolean }>(result)[0]?.archived);
}

export async function readCount(db: Queryable, queue: QueueName, msgId: number): Promise<number | null> {
  const result = await db.execute(sql`select pgmq.read_ct(${queue}, ${msgId}::bigint) as n`);
  const n = rowsOf<{ n: number | null }>(result)[0]?.n;
  return n === null || n === undefined ? null : Number(n);
}
