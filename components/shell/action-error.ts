"use client";

import { toast } from "@/components/ui/toast";
import { SIGN_IN_MESSAGE } from "@/lib/auth/context-messages";
import { signInPathFor } from "@/lib/auth/route-access";

/** Sign-in that comes back to the page the person is on. */
export function signInHereHref(): string {
  return signInPathFor(window.location.pathname, window.location.search);
}

/**
 * When an action answered that the session is gone, offers sign-in (returning here) in a toast that
 * stays until used or closed. Returns whether it did.
 */
export function offerSignInIfSignedOut(error: string | null | undefined): boolean {
  if (error !== SIGN_IN_MESSAGE) return false;
  toast.error(SIGN_IN_MESSAGE, {
    id: "signed-out",
    duration: Infinity,
    action: { label: "Sign in", onClick: () => window.location.assign(signInHereHref()) },
  });
  return true;
}

/** An action's failure as a toast; an expired session offers sign-in instead. */
export function showActionError(error: string): void {
  if (!offerSignInIfSignedOut(error)) toast.error(error);
}
