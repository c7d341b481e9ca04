"use client";

import type { ReactNode } from "react";
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
import { FormAlert } from "@/components/ui/form-alert";
import { useAction } from "@/components/shell/use-action";
import type { ActionResult } from "@/lib/actions/action-result";

export type DeleteResult = ActionResult;

type Props<T> = {
  /** What is about to be deleted; the dialog is open while this is set. */
  item: T | null;
  /** The question, which also names the dialog for assistive technology. */
  title: string;
  description: (item: T) => ReactNode;
  /** Shown when the delete throws instead of answering with an error. */
  failureMessage: string;
  onConfirm: (item: T) => Promise<DeleteResult>;
  onDeleted: (item: T) => void;
  onClose: () => void;
};

/** A confirmation before a hard delete; a failure is shown in the dialog, which stays open. */
export function ConfirmDeleteDialog<T>({ item, title, description, failureMessage, onConfirm, onDeleted, onClose }: Props<T>) {
  const { execute, pending: deleting, error, setError } = useAction(onConfirm, {
    fallbackError: failureMessage,
    onSuccess: (_, deleted) => {
      onDeleted(deleted);
      onClose();
    },
  });

  function confirm() {
    if (item !== null) void execute(item);
  }

  return (
    <AlertDialog
      open={item !== null}
      onOpenChange={(next) => {
        if (next || deleting) return;
        setError(null);
        onClose();
      }}
    >
      <AlertDialogContent className="sm:max-w-md">
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription>{item !== null ? description(item) : null}</AlertDialogDescription>
        </AlertDialogHeader>
        <FormAlert message={error} />
        <AlertDialogFooter>
          <AlertDialogCancel disabled={deleting}>Cancel</AlertDialogCancel>
          {/* A plain button, not AlertDialogAction, so the dialog stays open until the delete is done. */}
          <Button variant="destructive" onClick={confirm} disabled={deleting}>
            {deleting && <Loader2 className="animate-spin" aria-hidden />}
            {deleting ? "Deleting..." : "Delete"}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
