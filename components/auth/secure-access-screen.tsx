"use client";

import { useRef, useState } from "react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { KeyRound, Loader2, MailCheck, ShieldAlert } from "lucide-react";
import { useAction } from "@/components/shell/use-action";
import { Button } from "@/components/ui/button";
import type { AuthAction } from "./auth-action-types";
import { AuthCard, AuthIcon } from "./auth-card";
import { FormMessage } from "./form-message";

type LinkParams = { user_id: string; redirect: string; ts: string; sig: string };
type State = { kind: "ready" } | { kind: "sent" } | { kind: "error"; message: string };

/** Spec 2 §2 and §4: ready → sending → sent (resend possible), or error. */
export function SecureAccessScreen({
  link,
  user,
  sendLoginLink,
}: {
  link: LinkParams;
  user: { email: string; name: string | null } | null;
  sendLoginLink: AuthAction<LinkParams>;
}) {
  const router = useRouter();
  const [state, setState] = useState<State>(user ? { kind: "ready" } : { kind: "error", message: "User information not available" });
  const [resendError, setResendError] = useState<string | null>(null);
  const [resent, setResent] = useState(false);
  const resending = useRef(false);
  const { execute, pending: sending } = useAction(sendLoginLink, {
    onSuccess: () => {
      setState({ kind: "sent" });
      setResent(resending.current);
    },
    onError: (failure) => {
      if (failure.redirectTo) router.replace(failure.redirectTo);
      else if (resending.current) setResendError(failure.error);
      else setState({ kind: "error", message: failure.error });
    },
  });

  function send(isResend: boolean) {
    setResendError(null);
    setResent(false);
    resending.current = isResend;
    void execute(link);
  }

  if (state.kind === "error") {
    return (
      <AuthCard
        icon={
          <AuthIcon tone="danger">
            <ShieldAlert aria-hidden />
          </AuthIcon>
        }
        title="Link Error"
        description={state.message}
      >
        <Button asChild className="h-10 w-full">
          <Link href="/signin">Go to Sign In</Link>
        </Button>
      </AuthCard>
    );
  }

  if (state.kind === "sent") {
    return (
      <AuthCard
        icon={
          <AuthIcon tone="success">
            <MailCheck aria-hidden />
          </AuthIcon>
        }
        title="Check Your Inbox"
        description={
          <>
            We sent a login link to <span className="font-medium text-foreground">{user?.email}</span>. It works once and expires in 1 hour.
          </>
        }
      >
        <div className="grid gap-3">
          <Button variant="outline" className="h-10 w-full" onClick={() => send(true)} disabled={sending}>
            {sending && <Loader2 className="animate-spin" aria-hidden />}
            {sending ? "Sending..." : "Resend Email"}
          </Button>
          {resendError && <FormMessage kind="error">{resendError}</FormMessage>}
          {resent && <FormMessage kind="success">We sent you a new login link.</FormMessage>}
        </div>
      </AuthCard>
    );
  }

  const firstName = user?.name?.trim().split(/\s+/)[0];
  return (
    <AuthCard
      icon={
        <AuthIcon>
          <KeyRound aria-hidden />
        </AuthIcon>
      }
      title="Secure Access"
      description={
        <>
          {firstName ? `Hi ${firstName}, for` : "For"} your security we&apos;ll email a one-time login link to{" "}
          <span className="font-medium text-foreground">{user?.email}</span>.
        </>
      }
    >
      <Button className="h-10 w-full" onClick={() => send(false)} disabled={sending}>
        {sending && <Loader2 className="animate-spin" aria-hidden />}
        {sending ? "Sending..." : "Send Me a Login Link"}
      </Button>
    </AuthCard>
  );
}
