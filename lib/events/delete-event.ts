import { eq } from "drizzle-orm";
import type { Database } from "@/lib/db/database";
import { events } from "@/lib/db/schema/events";
import { EventError, EVENT_NOT_FOUND } from "./event-error";
import { eventIdSchema } from "./event.validation";
import { loadScopedEvent } from "./get-event";
import { withScope } from "@/lib/users/resolve-scope";
import type { EventScope } from "./event-scope";

export const DELETE_RUNNING = "This event is being processed and cannot be deleted yet.";
export const DELETE_SENT = "Sent events cannot be deleted.";

/** Hard-deletes one of the acting user's events; refused while it is running or once it was sent. */
export async function deleteEvent(scope: EventScope, eventId: string, database?: Database) {
  if (!eventIdSchema.safeParse(eventId).success) throw new EventError(EVENT_NOT_FOUND);
  await withScope(
    scope,
    async (tx) => {
      const event = await loadScopedEvent(tx, scope, eventId);
      if (event.status === "running") throw new EventError(DELETE_RUNNING);
      if (event.usageStatus === "sent") throw new EventError(DELETE_SENT);
      await tx.delete(events).where(eq(events.id, eventId));
    },
    database,
  );
}
