"use client";

import { useCallback, useEffect, useRef, useState, useTransition } from "react";
import { toast } from "@/components/ui/toast";
import type { ActionFailure, ActionResult } from "@/lib/actions/action-result";
import { SIGN_IN_MESSAGE } from "@/lib/auth/context-messages";
import { signInPathFor } from "@/lib/auth/route-access";
import { GENERIC_ERROR_MESSAGE } from "@/lib/errors/app-error";

// The client half of lib/actions/action-client.ts: the one way a client component calls a server
// action. It keeps the pending state, turns a failure into the one error display the component
// chose (inline `error`, or a toast), and offers sign-in when the session is gone, reading the
// failure's code, never its text.

export type ActionSuccess<R> = Extract<R, { ok: true }>;
export type ActionFailureOf<R> = Extract<R, { ok: false }>;

export type UseActionOptions<I, R> = {
  /** Shown when the call itself fails (network, crash) instead of answering with an error. */
  fallbackError?: string;
  /** `inline` (default): the failure is in `error` for the component to show; `toast`: a toast shows it. */
  display?: "inline" | "toast";
  onSuccess?: (result: ActionSuccess<R>, input: I) => void;
  onError?: (failure: ActionFailureOf<R>, input: I) => void;
};

/** Sign-in that comes back to the page the person is on. */
export function signInHereHref(): string {
  return signInPathFor(window.location.pathname, window.location.search);
}

/**
 * Offers sign-in in a toast that stays until used or closed. Sign-in opens in a new tab, so whatever
 * the person typed here is still here when they come back to try again.
 */
function offerSignIn(): void {
  toast.error(SIGN_IN_MESSAGE, {
    id: "signed-out",
    duration: Infinity,
    action: { label: "Sign in", onClick: () => window.open(signInHereHref(), "_blank", "noopener") },
  });
}

/** Shows a failure the way `display` says; an expired session also offers sign-in. */
function reportActionFailure(failure: ActionFailure, display: "inline" | "toast"): void {
  if (failure.code === "unauthenticated") offerSignIn();
  else if (display === "toast") toast.error(failure.error);
}

export type CallOptions<I, R> = Pick<UseActionOptions<I, R>, "onSuccess" | "onError">;

/**
 * `execute(input)` calls the action and resolves to its successful result, or to `undefined` when it
 * failed (the failure is then shown). `pending` is true while a call runs. A call can add its own
 * `onSuccess`/`onError` (run after the hook's), e.g. to file a loaded result under what it was loaded for.
 */
export function useAction<I, R extends ActionResult>(action: (input: I) => Promise<R>, options: UseActionOptions<I, R> = {}) {
  const [pending, startTransition] = useTransition();
  const [error, setError] = useState<string | null>(null);
  const latest = useRef({ action, options });
  useEffect(() => {
    latest.current = { action, options };
  });

  const execute = useCallback(
    (input: I, call: CallOptions<I, R> = {}) =>
      new Promise<ActionSuccess<R> | undefined>((resolve) => {
        setError(null);
        startTransition(async () => {
          const { action, options } = latest.current;
          const failed = (): ActionFailure => ({ ok: false, error: options.fallbackError ?? GENERIC_ERROR_MESSAGE, code: "unexpected" });
          const result: R | ActionFailure = await action(input).catch(failed);
          if (result.ok) {
            options.onSuccess?.(result as ActionSuccess<R>, input);
            call.onSuccess?.(result as ActionSuccess<R>, input);
            return resolve(result as ActionSuccess<R>);
          }
          const failure = result as ActionFailureOf<R>;
          setError(failure.error);
          reportActionFailure(failure, options.display ?? "inline");
          options.onError?.(failure, input);
          call.onError?.(failure, input);
          resolve(undefined);
        });
      }),
    [],
  );

  return { execute, pending, error, setError };
}
