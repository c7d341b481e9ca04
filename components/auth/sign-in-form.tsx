"use client";

import { useState, useTransition } from "react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { Loader2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import type { AuthAction } from "./auth-action-types";
import { AuthField } from "./auth-field";
import { FormMessage } from "./form-message";

type Props = {
  signIn: AuthAction<{ email: string; password: string; redirect?: string }>;
  resendConfirmation: AuthAction<{ email: string }>;
  redirect?: string;
};

export function SignInForm({ signIn, resendConfirmation, redirect }: Props) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const [resending, startResend] = useTransition();
  const [error, setError] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const [unconfirmedEmail, setUnconfirmedEmail] = useState<string | null>(null);

  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const email = String(form.get("email") ?? "");
    const password = String(form.get("password") ?? "");
    setError(null);
    setSuccess(null);
    setUnconfirmedEmail(null);
    startTransition(async () => {
      const result = await signIn({ email, password, redirect });
      if (!result.ok) {
        setError(result.error);
        if (result.unconfirmed) setUnconfirmedEmail(email);
        return;
      }
      setSuccess(result.message ?? null);
      router.replace(result.redirectTo ?? "/");
      router.refresh();
    });
  }

  function onResend() {
    if (!unconfirmedEmail) return;
    startResend(async () => {
      const result = await resendConfirmation({ email: unconfirmedEmail });
      if (result.ok) {
        setError(null);
        setUnconfirmedEmail(null);
        setSuccess(result.message ?? null);
      } else setError(result.error);
    });
  }

  const busy = pending || success !== null;
  return (
    <form onSubmit={onSubmit} className="grid gap-4">
      <AuthField id="email" label="Email" type="email" autoComplete="email" placeholder="you@company.com" required disabled={busy} />
      <AuthField
        id="password"
        label="Password"
        type="password"
        autoComplete="current-password"
        required
        disabled={busy}
        aside={
          <Link href="/forgot-password" className="text-xs font-medium text-muted-foreground underline-offset-4 hover:text-foreground hover:underline">
            Forgot Password?
          </Link>
        }
      />
      <Button type="submit" className="h-10 w-full" disabled={busy}>
        {pending && <Loader2 className="animate-spin" aria-hidden />}
        {pending ? "Signing in..." : "Sign In"}
      </Button>
      {error && (
        <FormMessage kind="error">
          {error}
          {unconfirmedEmail && (
            <>
              {" "}
              <button type="button" onClick={onResend} disabled={resending} className="font-medium underline underline-offset-4 disabled:opacity-60">
                {resending ? "Sending..." : "Resend confirmation email"}
              </button>
            </>
          )}
        </FormMessage>
      )}
      {success && <FormMessage kind="success">{success}</FormMessage>}
    </form>
  );
}
