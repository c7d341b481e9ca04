"use client";

import { useState } from "react";
import { Loader2 } from "lucide-react";
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "@/components/ui/alert-dialog";
import { Button } from "@/components/ui/button";
import type { EventsActions } from "@/lib/events/event-actions-contract";
import type { EventRow } from "@/lib/events/list-events";
import { eventLabel } from "./events-table";
import { FormAlert } from "./form-alert";

/** Confirmation 'Delete this event?' (spec 1 §5), then a hard delete. */
export function DeleteEventDialog({
  event,
  remove,
  onClose,
  onDeleted,
}: {
  event: EventRow | null;
  remove: EventsActions["remove"];
  onClose: () => void;
  onDeleted: (id: string) => void;
}) {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function confirm() {
    if (!event) return;
    setPending(true);
    setError(null);
    const result = await remove(event.id).catch(() => ({ ok: false as const, error: "Failed to delete event. Please try again." }));
    setPending(false);
    if (!result.ok) {
      setError(result.error);
      return;
    }
    onDeleted(event.id);
    onClose();
  }

  return (
    <AlertDialog
      open={event !== null}
      onOpenChange={(open) => {
        if (!open && !pending) {
          setError(null);
          onClose();
        }
      }}
    >
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Delete this event?</AlertDialogTitle>
          <AlertDialogDescription>
            {event ? <span className="font-medium text-foreground">{eventLabel(event)}</span> : null}
            {" "}will be removed permanently. This cannot be undone.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <FormAlert message={error} />
        <AlertDialogFooter>
          <AlertDialogCancel disabled={pending}>Cancel</AlertDialogCancel>
          <Button variant="destructive" onClick={confirm} disabled={pending}>
            {pending ? <Loader2 className="animate-spin" aria-hidden /> : null}
            Delete
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
