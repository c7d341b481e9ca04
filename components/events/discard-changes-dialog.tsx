"use client";

import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "@/components/ui/alert-dialog";

/** Asked when a dialog with unsaved edits is closed: Keep editing (the default) or Discard. */
export function DiscardChangesDialog({
  open,
  unsaved,
  onKeepEditing,
  onDiscard,
}: {
  open: boolean;
  /** The tabs holding unsaved edits, named as their triggers are. */
  unsaved: string[];
  onKeepEditing: () => void;
  onDiscard: () => void;
}) {
  return (
    <AlertDialog open={open} onOpenChange={(next) => (next ? null : onKeepEditing())}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Discard unsaved changes?</AlertDialogTitle>
          <AlertDialogDescription>
            {unsaved.length > 0 ? `Your edits on ${unsaved.join(" and ")} are not saved yet.` : "Your edits are not saved yet."} Closing now loses them.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Keep editing</AlertDialogCancel>
          <AlertDialogAction variant="destructive" onClick={onDiscard}>
            Discard
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
