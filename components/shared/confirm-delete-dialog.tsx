"use client";

import { useState, useTransition, type ReactNode } from "react";
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

export type DeleteResult = { ok: true } | { ok: false; error: string };

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
  const [error, setError] = useState<string | null>(null);
  const [deleting, startDeleting] = useTransition();

  function confirm() {
    if (item === null) return;
    setError(null);
    startDeleting(async () => {
      const result = await onConfirm(item).catch((): DeleteResult => ({ ok: false, error: failureMessage }));
      if (!result.ok) {
        setError(result.error);
        return;
      }
      onDeleted(item);
      onClose();
    });
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
