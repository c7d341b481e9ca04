import { AppError } from "@/lib/errors/app-error";
import { eq } from "drizzle-orm";
import { events } from "@/lib/db/schema/events";
import { log } from "@/lib/log";
import { eventJob } from "@/lib/jobs/event-job";
import { MISSING_EVENT_ID_OR_ACCOUNT } from "./event-error";
import { rowActions } from "./event-rules";
import { eventIdSchema } from "./event.validation";
import { loadScopedEvent } from "./get-event";
import { listEvents } from "./list-events";
import { QUEUE_UNAVAILABLE } from "./create-event";
import { withScope } from "@/lib/db/scoped";
import type { QueryScope } from "@/lib/auth/viewer-types";

export function refreshFailed(reason: string) {
  return `Refresh failed: ${reason}`;
}

export const DELETED_EVENT_NOT_REFRESHED = "Deleted events cannot be refreshed.";

function refreshRefusal(event: { isDeleted: boolean; usageStatus: string }) {
  if (event.isDeleted) return DELETED_EVENT_NOT_REFRESHED;
  if (event.usageStatus === "sent") return "Sent events cannot be refreshed.";
  return "The event is already being processed.";
}

/**
 * Re-runs processing: status back to pending and a new job queued, both in one transaction, so a
 * failed queue leaves the event as it was.
 */
export async function refreshEvent(
  scope: QueryScope,
  input: { eventId?: string | null; accountId?: string | null },
) {
  if (!input.eventId || !input.accountId) throw new AppError("invalid", MISSING_EVENT_ID_OR_ACCOUNT);
  if (!eventIdSchema.safeParse(input.eventId).success) throw new AppError("invalid", refreshFailed("Event not found"));
  const eventId = input.eventId;
  return withScope(
    scope,
    async (tx) => {
      let event;
      try {
        event = await loadScopedEvent(scope, eventId, tx);
      } catch (error) {
        if (error instanceof AppError) throw new AppError("invalid", refreshFailed(error.message));
        throw error;
      }
      if (event.accountId !== input.accountId) throw new AppError("invalid", MISSING_EVENT_ID_OR_ACCOUNT);
      if (!rowActions(event).refresh) throw new AppError("invalid", refreshFailed(refreshRefusal(event)));
      await tx.update(events).set({ status: "pending", statusReason: null, updatedAt: new Date() }).where(eq(events.id, eventId));
      try {
        await eventJob.enqueue(tx, { event_id: eventId });
      } catch (error) {
        log.error("events: requeueing an event failed", { eventId, error, cause: (error as Error).cause });
        throw new AppError("invalid", `Failed to queue event processing: ${QUEUE_UNAVAILABLE}`);
      }
      const { events: rows } = await listEvents(scope, { ids: [eventId], limit: 1 }, tx);
      return rows[0];
    });
}
