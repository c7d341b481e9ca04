import { AppError } from "@/lib/errors/app-error";
import { eq } from "drizzle-orm";
import { events } from "@/lib/db/schema/events";
import { EVENT_NOT_FOUND } from "./event-error";
import { eventIdSchema } from "./event.validation";
import { loadScopedEvent } from "./get-event";
import { withScope } from "@/lib/db/scoped";
import type { QueryScope } from "@/lib/auth/viewer-types";

export const DELETE_RUNNING = "This event is being processed and cannot be deleted yet.";
export const DELETE_SENT = "Sent events cannot be deleted.";

/** Hard-deletes one of the acting user's events; refused while it is running or once it was sent. */
export async function deleteEvent(scope: QueryScope, eventId: string) {
  if (!eventIdSchema.safeParse(eventId).success) throw new AppError("not_found", EVENT_NOT_FOUND);
  await withScope(
    scope,
    async (tx) => {
      const event = await loadScopedEvent(scope, eventId, tx);
      if (event.status === "running") throw new AppError("invalid", DELETE_RUNNING);
      if (event.usageStatus === "sent") throw new AppError("invalid", DELETE_SENT);
      await tx.delete(events).where(eq(events.id, eventId));
    });
}
