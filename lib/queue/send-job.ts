import { sql } from "drizzle-orm";
import { rowsOf, type Queryable } from "@/lib/db/database";

export const EVENTS_QUEUE = "events";

/**
 * Queues the processing of one event from a request path. Runs inside the caller's scoped
 * transaction (role authenticated): pgmq_public.send checks that the caller can access the event,
 * and the message only becomes visible if that transaction commits.
 */
export async function sendEventJob(tx: Queryable, eventId: string): Promise<number> {
  const message = JSON.stringify({ event_id: eventId, job_type: "event" });
  const result = await tx.execute(
    sql`select pgmq_public.send(${EVENTS_QUEUE}, ${message}::jsonb, 0) as msg_id`,
  );
  const row = rowsOf<{ msg_id: number | string }>(result)[0];
  if (!row) throw new Error("The queue did not return a message id");
  return Number(row.msg_id);
}
