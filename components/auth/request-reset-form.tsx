"use client";

import { useEffect, useState } from "react";
import { Loader2 } from "lucide-react";
import { useAction } from "@/components/shell/use-action";
import { Button } from "@/components/ui/button";
import type { AuthAction } from "./auth-action-types";
import { AuthField } from "./auth-field";
import { FormMessage } from "./form-message";

/** How long the Resend button waits after a send; the server's per-email and per-address limits still apply. */
export const RESEND_COOLDOWN_SECONDS = 30;

/** Email form asking for a password-reset link (/forgot-password, and /reset-password without a session). */
export function RequestResetForm({ requestReset, submitLabel = "Send Reset Link" }: { requestReset: AuthAction<{ email: string }>; submitLabel?: string }) {
  const { execute, pending, error } = useAction(requestReset);
  const [sent, setSent] = useState<{ email: string; message: string | null } | null>(null);
  const [cooldown, setCooldown] = useState(0);

  useEffect(() => {
    if (cooldown <= 0) return;
    const timer = setTimeout(() => setCooldown((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [cooldown]);

  function send(email: string) {
    void execute({ email }).then((result) => {
      if (!result) return;
      setSent({ email, message: result.message ?? null });
      setCooldown(RESEND_COOLDOWN_SECONDS);
    });
  }

  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    send(String(new FormData(event.currentTarget).get("email") ?? ""));
  }

  if (sent) {
    return (
      <div className="grid gap-3">
        <FormMessage kind="success">{sent.message}</FormMessage>
        <p className="text-sm text-muted-foreground">Didn&apos;t get it? Check your spam folder, or send it again.</p>
        <Button type="button" variant="outline" className="h-10 w-full" disabled={pending || cooldown > 0} onClick={() => send(sent.email)}>
          {pending && <Loader2 className="animate-spin" aria-hidden />}
          {pending ? "Sending..." : cooldown > 0 ? `Resend Email (${cooldown}s)` : "Resend Email"}
        </Button>
        {error && <FormMessage kind="error">{error}</FormMessage>}
      </div>
    );
  }
  return (
    <form onSubmit={onSubmit} className="grid gap-4">
      <AuthField id="email" label="Email" type="email" autoComplete="email" placeholder="you@company.com" required disabled={pending} />
      <Button type="submit" className="h-10 w-full" disabled={pending}>
        {pending && <Loader2 className="animate-spin" aria-hidden />}
        {pending ? "Sending..." : submitLabel}
      </Button>
      {error && <FormMessage kind="error">{error}</FormMessage>}
    </form>
  );
}
