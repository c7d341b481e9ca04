"use client";

import { useState } from "react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { Loader2 } from "lucide-react";
import { useAction } from "@/components/shell/use-action";
import { WORKSPACE_LOADING_TEXT } from "@/components/shell/workspace-loading";
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
  const [success, setSuccess] = useState<string | null>(null);
  const [unconfirmedEmail, setUnconfirmedEmail] = useState<string | null>(null);
  // Signed in: the workspace (shell and first page) renders on the server before it shows.
  const [entering, setEntering] = useState(false);
  const signingIn = useAction(signIn, { onError: (failure, input) => failure.unconfirmed && setUnconfirmedEmail(input.email) });
  const resending = useAction(resendConfirmation);
  const pending = signingIn.pending;
  const error = resending.error ?? signingIn.error;

  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const email = String(form.get("email") ?? "");
    const password = String(form.get("password") ?? "");
    setSuccess(null);
    setUnconfirmedEmail(null);
    resending.setError(null);
    void signingIn.execute({ email, password, redirect }).then((result) => {
      if (!result) return;
      setSuccess(result.message ?? null);
      setEntering(true);
      router.replace(result.redirectTo ?? "/");
      router.refresh();
    });
  }

  function onResend() {
    if (!unconfirmedEmail) return;
    void resending.execute({ email: unconfirmedEmail }).then((result) => {
      if (!result) return;
      signingIn.setError(null);
      setUnconfirmedEmail(null);
      setSuccess(result.message ?? null);
    });
  }

  const busy = pending || success !== null || entering;
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
        {(pending || entering) && <Loader2 className="animate-spin" aria-hidden />}
        {pending ? "Signing in..." : entering ? WORKSPACE_LOADING_TEXT : "Sign In"}
      </Button>
      {error && (
        <FormMessage kind="error">
          {error}
          {unconfirmedEmail && (
            <>
              {" "}
              <button type="button" onClick={onResend} disabled={resending.pending} className="font-medium underline underline-offset-4 disabled:opacity-60">
                {resending.pending ? "Sending..." : "Resend confirmation email"}
              </button>
            </>
          )}
        </FormMessage>
      )}
      {success && <FormMessage kind="success">{success}</FormMessage>}
    </form>
  );
}
