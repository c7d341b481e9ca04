import { sql } from "drizzle-orm";
import { rowsOf, type Queryable } from "@/lib/db/database";

export const JOB_HISTORY_LIMIT = 10;

export type QueueMessageInfo = { event_id?: string; discovery_id?: string; account_id?: string; job_type?: string };
export type WaitingJob = { msg_id: number; position: number; message: QueueMessageInfo; read_ct: number; waiting_seconds: number };
export type WorkingJob = { msg_id: number; message: QueueMessageInfo; read_ct: number; duration_seconds: number };
export type QueueStatus = { total_jobs: number; waiting_jobs: number; working_jobs: number; waiting_details: WaitingJob[]; working_details: WorkingJob[] };
export type JobHistoryRow = { msg_id: number; job_type: string | null; success: boolean; duration_seconds: number | null; retry_count: number; archived_at: string };
export type QueueSnapshot = { status: QueueStatus; history: JobHistoryRow[] };

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
