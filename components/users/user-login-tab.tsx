"use client";

import { useState } from "react";
import { Loader2, Mail } from "lucide-react";
import { toast } from "@/components/ui/toast";
import { useAction } from "@/components/shell/use-action";
import { Button } from "@/components/ui/button";
import { FormAlert } from "@/components/ui/form-alert";
import { MAGIC_LINK_FAILED_MESSAGE } from "@/lib/users/user.validation";
import type { UserActions } from "./user-types";

/** The Login tab: email the user a one-time sign-in link, valid for 1 hour. */
export function UserLoginTab({ userId, email, sendMagicLink }: { userId: string; email: string; sendMagicLink: UserActions["sendMagicLink"] }) {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { execute: send, pending: sending, error } = useAction(sendMagicLink, {
    fallbackError: MAGIC_LINK_FAILED_MESSAGE,
    onSuccess: (result) => {
      setSentTo(result.email);
      toast.success(`Magic link sent to ${result.email}`);
    },
  });

  return (
    <div className="grid gap-4">
      <p className="text-sm text-muted-foreground">
        Send {email} a one-time sign-in link. The link is valid for 1 hour and signs them in without a password.
      </p>
      <div>
        <Button type="button" onClick={() => void send(userId)} disabled={sending}>
          {sending ? <Loader2 className="animate-spin" aria-hidden /> : <Mail aria-hidden />}
          {sending ? "Sending..." : "Send Magic Link"}
        </Button>
      </div>
      {sentTo && (
        <p role="status" className="rounded-md border border-emerald-600/30 bg-emerald-600/5 px-3 py-2 text-sm text-emerald-800 dark:text-emerald-300">
          Magic link sent to {sentTo}. It expires in 1 hour.
        </p>
      )}
      <FormAlert message={error} />
    </div>
  );
}
