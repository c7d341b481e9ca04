import { AppError } from "@/lib/errors/app-error";
import { eq } from "drizzle-orm";
import { events } from "@/lib/db/schema/events";
import { log } from "@/lib/log";
import { eventJob } from "@/lib/jobs/event-job";
import { isAssignedAccount } from "./account-access";
import { DuplicateEventError, findDuplicateEvent } from "./duplicate-event";
import { firstIssue, newEventSchema, type NewEventInput } from "./event.validation";
import { insertPendingEvent } from "./insert-pending-event";
import { listEvents } from "./list-events";
import { withScope } from "@/lib/db/scoped";
import type { QueryScope } from "@/lib/auth/viewer-types";

export const QUEUE_UNAVAILABLE = "the processing queue did not accept the job";

export function queueForProcessingFailed(reason: string) {
  return `Failed to queue event for processing: ${reason}. Please try again or contact support if this persists.`;
}

/**
 * Adds an event by URL for one of the acting user's accounts: inserted as pending with source
 * 'manual', then queued for processing in the same transaction. When queueing fails the new event
 * is deleted again, so no event is left that nothing will ever process. An article the account already
 * has (same canonical URL) is refused with DuplicateEventError.
 */
export async function createEvent(scope: QueryScope, input: NewEventInput) {
  const parsed = newEventSchema.safeParse(input);
  if (!parsed.success) throw new AppError("invalid", firstIssue(parsed.error));
  const { accountId, url } = parsed.data;

  const outcome = await withScope(
    scope,
    async (tx) => {
      if (!(await isAssignedAccount(scope, accountId, tx))) {
        throw new AppError("invalid", "Event creation failed: Account not found.");
      }
      const existing = await findDuplicateEvent(accountId, url, tx);
      if (existing) throw new DuplicateEventError(existing);
      const eventId = await insertPendingEvent(tx, { accountId, url, source: "manual" });
      try {
        await tx.transaction((savepoint) => eventJob.enqueue(savepoint, { event_id: eventId }));
      } catch (error) {
        log.error("events: queueing a new event failed; deleting it", { eventId, error, cause: (error as Error).cause });
        await tx.delete(events).where(eq(events.id, eventId));
        return { queued: false as const };
      }
      const { events: rows } = await listEvents(scope, { ids: [eventId], limit: 1 }, tx);
      return { queued: true as const, event: rows[0] };
    });
  if (!outcome.queued) throw new AppError("invalid", queueForProcessingFailed(QUEUE_UNAVAILABLE));
  return outcome.event;
}
