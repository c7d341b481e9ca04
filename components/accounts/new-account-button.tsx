"use client";

import { useState } from "react";
import { Plus } from "lucide-react";
import { Button } from "@/components/ui/button";
import type { AccountActions } from "@/lib/accounts/account-actions-contract";
import { AccountDialog } from "./account-dialog";

/** Opens the add-account dialog; disabled (no actions) while there is no company and user to act for. */
export function NewAccountButton({ actions, label = "New Account" }: { actions: AccountActions | null; label?: string }) {
  // The "+" is drawn as an icon; the hidden one keeps the button's name as the spec words it.
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)} disabled={!actions}>
        <Plus aria-hidden />
        <span>
          <span className="sr-only">+ </span>
          {label}
        </span>
      </Button>
      {actions && <AccountDialog mode="add" open={open} onOpenChange={setOpen} actions={actions} />}
    </>
  );
}
