"use client";

import { useState, useTransition } from "react";
import { AlertCircle, Loader2 } from "lucide-react";
import { toast } from "sonner";
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
import type { AccountActions } from "@/lib/accounts/account-actions-contract";
import { DELETE_CONFIRMATION } from "@/lib/accounts/account-messages";

type Props = {
  account: { id: string; name: string } | null;
  onOpenChange: (open: boolean) => void;
  remove: AccountActions["remove"];
};

/** The confirmation before deleting an account; a failure is shown in the dialog, which stays open. */
export function DeleteAccountDialog({ account, onOpenChange, remove }: Props) {
  const [error, setError] = useState<string | null>(null);
  const [deleting, startDeleting] = useTransition();

  function confirm() {
    if (!account) return;
    startDeleting(async () => {
      const result = await remove(account.id).catch(() => ({ ok: false as const, error: "Something went wrong. Please try again." }));
      if (!result.ok) {
        setError(result.error);
        return;
      }
      toast.success(`${account.name} deleted`);
      onOpenChange(false);
    });
  }

  return (
    <AlertDialog
      open={account !== null}
      onOpenChange={(open) => {
        if (deleting) return;
        if (!open) setError(null);
        onOpenChange(open);
      }}
    >
      <AlertDialogContent className="sm:max-w-md">
        <AlertDialogHeader>
          <AlertDialogTitle>{DELETE_CONFIRMATION}</AlertDialogTitle>
          <AlertDialogDescription>
            {account?.name} and its events and people will be removed. This cannot be undone.
          </AlertDialogDescription>
        </AlertDialogHeader>
        {error && (
          <div role="alert" className="flex items-start gap-2 rounded-md border border-destructive/30 bg-destructive/5 px-3 py-2 text-sm text-destructive">
            <AlertCircle className="mt-0.5 size-4 shrink-0" />
            <span>{error}</span>
          </div>
        )}
        <AlertDialogFooter>
          <AlertDialogCancel disabled={deleting}>Cancel</AlertDialogCancel>
          {/* A plain button, not AlertDialogAction, so the dialog stays open until the delete is done. */}
          <Button variant="destructive" onClick={confirm} disabled={deleting}>
            {deleting && <Loader2 className="animate-spin" />}
            {deleting ? "Deleting..." : "Delete"}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
