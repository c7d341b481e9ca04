"use client";

import { ConfirmDeleteDialog } from "@/components/shared/confirm-delete-dialog";
import type { EventsActions } from "@/lib/events/event-actions-contract";
import type { EventListRow } from "@/lib/events/event-list-row";
import { eventLabel } from "./events-table";

/** Confirmation 'Delete this event?' (spec 1 §5), then a hard delete. */
export function DeleteEventDialog({
  event,
  remove,
  onClose,
  onDeleted,
}: {
  event: EventListRow | null;
  remove: EventsActions["remove"];
  onClose: () => void;
  onDeleted: (id: string) => void;
}) {
  return (
    <ConfirmDeleteDialog
      item={event}
      title="Delete this event?"
      description={(e) => (
        <>
          <span className="font-medium text-foreground">{eventLabel(e)}</span> will be removed permanently. This cannot be undone.
        </>
      )}
      failureMessage="Failed to delete event. Please try again."
      onConfirm={(e) => remove(e.id)}
      onDeleted={(e) => onDeleted(e.id)}
      onClose={onClose}
    />
  );
}
