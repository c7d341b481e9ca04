"use client";

import { useState, useTransition } from "react";
import { Loader2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import type { AuthAction } from "./auth-action-types";
import { AuthField } from "./auth-field";
import { FormMessage } from "./form-message";

/** Email form asking for a password-reset link (/forgot-password, and /reset-password without a session). */
export function RequestResetForm({ requestReset, submitLabel = "Send Reset Link" }: { requestReset: AuthAction<{ email: string }>; submitLabel?: string }) {
  const [pending, startTransition] = useTransition();
  const [error, setError] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);

  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setError(null);
    startTransition(async () => {
      const result = await requestReset({ email: String(form.get("email") ?? "") });
      if (!result.ok) setError(result.error);
      else setSuccess(result.message ?? null);
    });
  }

  if (success) return <FormMessage kind="success">{success}</FormMessage>;
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
