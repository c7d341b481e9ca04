"use client";

import { toast } from "@/components/ui/toast";
import { ConfirmDeleteDialog } from "@/components/shared/confirm-delete-dialog";
import type { AccountActions } from "@/lib/accounts/account-actions-contract";
import { DELETE_CONFIRMATION } from "@/lib/accounts/account-messages";

type Props = {
  account: { id: string; name: string } | null;
  onOpenChange: (open: boolean) => void;
  remove: AccountActions["remove"];
};

/** The confirmation 'Delete this account?' (spec 1 §5) before deleting an account. */
export function DeleteAccountDialog({ account, onOpenChange, remove }: Props) {
  return (
    <ConfirmDeleteDialog
      item={account}
      title={DELETE_CONFIRMATION}
      description={(a) => `${a.name} and its events and people will be removed. This cannot be undone.`}
      failureMessage="Something went wrong. Please try again."
      onConfirm={(a) => remove(a.id)}
      onDeleted={(a) => toast.success(`${a.name} deleted`)}
      onClose={() => onOpenChange(false)}
    />
  );
}
