"use client";

import { useEffect, useRef, useState } from "react";
import { useRouter } from "next/navigation";
import { Loader2 } from "lucide-react";
import { FAILED_RESET_LINK_PATH } from "@/lib/auth/auth-links";
import { CALLBACK_GENERIC_ERROR } from "@/lib/auth/auth.validation";
import { useAction } from "@/components/shell/use-action";
import type { AuthAction } from "./auth-action-types";
import { AuthCard } from "./auth-card";
import { AuthErrorCard } from "./auth-error-card";

type CallbackInput = Record<string, string | undefined>;

/** Tokens arrive in the fragment (Supabase implicit flow) or the query (token_hash, code, local token). */
function readCallbackParams(): CallbackInput {
  const query = new URLSearchParams(window.location.search);
  const fragment = new URLSearchParams(window.location.hash.replace(/^#/, ""));
  const pick = (name: string) => fragment.get(name) ?? query.get(name) ?? undefined;
  return {
    accessToken: pick("access_token"),
    refreshToken: pick("refresh_token"),
    tokenHash: pick("token_hash"),
    code: query.get("code") ?? undefined,
    token: query.get("token") ?? undefined,
    type: pick("type"),
    redirect: query.get("redirect") ?? undefined,
    errorDescription: pick("error_description"),
    errorCode: pick("error_code") ?? pick("error"),
  };
}

export function AuthCallbackScreen({ completeCallback }: { completeCallback: AuthAction<CallbackInput> }) {
  const router = useRouter();
  // A failed recovery link also offers a new one.
  const [failure, setFailure] = useState<{ message: string; recovery: boolean } | null>(null);
  const started = useRef(false);
  const { execute } = useAction(completeCallback, {
    fallbackError: CALLBACK_GENERIC_ERROR,
    onError: (failure, params) => setFailure({ message: failure.error, recovery: params.type === "recovery" }),
  });

  useEffect(() => {
    // Link tokens work once: never submit them twice (React may run effects twice in development).
    if (started.current) return;
    started.current = true;
    const params = readCallbackParams();
    // Keep tokens out of the address bar and history.
    window.history.replaceState(null, "", window.location.pathname);
    void execute(params).then((result) => {
      if (!result) return;
      router.replace(result.redirectTo ?? "/");
      router.refresh();
    });
  }, [execute, router]);

  if (failure) {
    const retry = failure.recovery ? { href: FAILED_RESET_LINK_PATH, label: "Request a new reset link" } : undefined;
    return <AuthErrorCard message={failure.message} retry={retry} />;
  }
  return (
    <AuthCard title="Signing you in..." description="One moment while we verify your link." className="text-center">
      <div className="flex justify-center py-2" role="status" aria-label="Verifying">
        <Loader2 className="size-6 animate-spin text-muted-foreground" aria-hidden />
      </div>
    </AuthCard>
  );
}
