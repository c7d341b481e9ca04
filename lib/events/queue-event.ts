import type { Queryable } from "@/lib/db/database";
import { enqueue } from "@/lib/jobs/enqueue";
import { eventJob } from "@/lib/jobs/event-job";

/**
 * Queues the processing of one event from a request path, inside the caller's scoped transaction:
 * the queue checks that the caller can access the event, and the job is only visible once that
 * transaction commits.
 */
export function sendEventJob(tx: Queryable, eventId: string): Promise<number> {
  return enqueue(tx, eventJob, { event_id: eventId, job_type: "event" });
}
