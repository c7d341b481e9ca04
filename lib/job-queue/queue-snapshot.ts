import { sql } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { rowsOf, type Queryable } from "@/lib/db/database";
import { withScope } from "@/lib/db/scoped";
import { queueStall } from "@/lib/queue/queue-watch";
import { log } from "@/lib/log";

export const JOB_HISTORY_LIMIT = 10;

export type QueueMessageInfo = { event_id?: string; discovery_id?: string; account_id?: string; job_type?: string };
export type WaitingJob = { msg_id: number; position: number; message: QueueMessageInfo; read_ct: number; waiting_seconds: number };
export type WorkingJob = { msg_id: number; message: QueueMessageInfo; read_ct: number; duration_seconds: number };
export type QueueStatus = { total_jobs: number; waiting_jobs: number; working_jobs: number; waiting_details: WaitingJob[]; working_details: WorkingJob[] };
export type JobHistoryRow = { msg_id: number; job_type: string | null; success: boolean; duration_seconds: number | null; retry_count: number; archived_at: string };
/** Set when jobs wait and no worker takes them (lib/queue/queue-watch.ts, the check the server log uses). */
export type QueueStallWarning = { waiting: number; oldestWaitingMinutes: number; message: string };
export type QueueSnapshot = { status: QueueStatus; history: JobHistoryRow[]; stall?: QueueStallWarning | null };

const parse = <T,>(v: unknown): T => (typeof v === "string" ? JSON.parse(v) : v) as T;

/** The queue and its recent history in one query (the Job Queue page polls this every 500 ms). */
export async function readQueueSnapshot(tx: Queryable): Promise<QueueSnapshot> {
  const [row] = rowsOf<{ status: unknown; history: unknown }>(
    await tx.execute(sql`
      select (select row_to_json(s) from public.get_queue_status() s) as status,
             coalesce((select json_agg(h) from public.get_job_history(${JOB_HISTORY_LIMIT}) h), '[]'::json) as history`),
  );
  const status = parse<QueueStatus>(row.status);
  const history = parse<JobHistoryRow[]>(row.history).map((h) => ({ ...h, msg_id: Number(h.msg_id), duration_seconds: h.duration_seconds === null ? null : Number(h.duration_seconds) }));
  return {
    status: {
      ...status,
      waiting_details: parse<WaitingJob[]>(status.waiting_details),
      working_details: parse<WorkingJob[]>(status.working_details),
    },
    history,
  };
}

/**
 * The Job Queue page's data for an admin: the snapshot under their scope, plus the "no worker"
 * warning, checked on the privileged connection (the queue's tables are not the admin's to read).
 */
export async function readAdminQueueSnapshot(adminUserId: string): Promise<QueueSnapshot> {
  const snapshot = await withScope({ userId: adminUserId }, (tx) => readQueueSnapshot(tx));
  let stall: QueueStallWarning | null = null;
  try {
    stall = await queueStall(await getDb());
  } catch (error) {
    log.warn("queue: checking for waiting jobs failed", { error: error instanceof Error ? error.message : String(error) });
  }
  return { ...snapshot, stall };
}
