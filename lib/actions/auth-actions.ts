"use server";

import { cookies } from "next/headers";
import { redirect } from "next/navigation";
import { getAuthSecret } from "@/lib/auth/auth-secret";
import {
  authCallbackFlow,
  passwordResetFlow,
  resendConfirmationFlow,
  signInFlow,
  signUpFlow,
  updatePasswordFlow,
  type FlowResult,
} from "@/lib/auth/auth-flows";
import { AUTH_MESSAGES } from "@/lib/auth/auth.validation";
import { getAuthProvider } from "@/lib/auth/get-auth-provider";
import { rememberThisDevice, requestClient } from "@/lib/auth/request-client";
import { sendSecureLoginLink } from "@/lib/auth/secure-access";
import { isAuthCookie } from "@/lib/auth/session-cookies";
import { getDb } from "@/lib/db/client";
import { z } from "zod";
import { publicAction } from "@/lib/actions/action-client";
import { log } from "@/lib/log";
import { ADMIN_SELECTION_COOKIE } from "@/lib/auth/admin-selection";

// The auth flows check their input with the schemas of lib/auth/auth.validation.ts themselves, since
// some failures have their own shape (an invalid secure link leaves the page): the action only bounds it.
const flowInput = z.record(z.string().max(64), z.string().max(4096).optional()).refine((input) => Object.keys(input).length <= 16);
const flow = (name: string, run: (input: Record<string, string | undefined>) => Promise<FlowResult>) =>
  publicAction({ name, input: flowInput }, (input) => run(input));

export const signInAction = flow("sign-in", async (input) => {
  const result = await signInFlow(await getAuthProvider(), input, await requestClient());
  if (result.ok && input.email) await rememberThisDevice(input.email);
  return result;
});

export const signUpAction = flow("sign-up", async (input) => signUpFlow(await getAuthProvider(), input, await requestClient()));

export const resendConfirmationAction = flow("resend-confirmation", async (input) => resendConfirmationFlow(await getAuthProvider(), input, await requestClient()));

/** /forgot-password */
export const forgotPasswordAction = flow("forgot-password", async (input) =>
  passwordResetFlow(await getAuthProvider(), input, AUTH_MESSAGES.resetLinkSent, await requestClient()),
);

/** /reset-password without a session */
export const requestResetLinkAction = flow("request-reset", async (input) =>
  passwordResetFlow(await getAuthProvider(), input, AUTH_MESSAGES.resetEmailSent, await requestClient()),
);

export const updatePasswordAction = flow("update-password", async (input) => updatePasswordFlow(await getAuthProvider(), input));

export const completeAuthCallbackAction = flow("auth-callback", async (input) => authCallbackFlow(await getAuthProvider(), input));

export const sendSecureLoginLinkAction = flow("secure-login-link", async (input) =>
  sendSecureLoginLink(await getAuthProvider(), await getDb(), getAuthSecret(), input, await requestClient()),
);

/** Ends every session of the signed-in person (all devices), then signs this browser out like signOutAction. */
export async function signOutEverywhereAction(): Promise<never> {
  try {
    const result = await (await getAuthProvider()).signOutEverywhere();
    if (result.error !== null) log.warn("Sign-out everywhere reported an error", { error: result.error });
  } catch (error) {
    log.error("Sign-out everywhere failed", { error });
  }
  return signOutAction();
}

/**
 * Signs out, clears the auth cookies and the admin's header selection, and always ends on /
 * (spec 1 §4: even when the auth service reports an error, which is logged).
 */
export async function signOutAction(): Promise<never> {
  try {
    const result = await (await getAuthProvider()).signOut();
    if (result.error !== null) log.warn("Sign-out reported an error", { error: result.error });
  } catch (error) {
    log.error("Sign-out failed", { error });
  }
  const store = await cookies();
  for (const cookie of store.getAll()) {
    if (isAuthCookie(cookie.name) || cookie.name === ADMIN_SELECTION_COOKIE) store.delete(cookie.name);
  }
  redirect("/");
}
