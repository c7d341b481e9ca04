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
import { sendSecureLoginLink } from "@/lib/auth/secure-access";
import { isAuthCookie } from "@/lib/auth/session-cookies";
import { getDb } from "@/lib/db/client";
import { log } from "@/lib/log";
import { ADMIN_SELECTION_COOKIE } from "@/lib/users/admin-selection";

const GENERIC_ERROR = "Something went wrong. Please try again.";

async function run(name: string, fn: () => Promise<FlowResult>): Promise<FlowResult> {
  try {
    return await fn();
  } catch (error) {
    log.error(`Auth action ${name} failed`, { error });
    return { ok: false, error: GENERIC_ERROR };
  }
}

export async function signInAction(input: { email: string; password: string; redirect?: string }) {
  return run("sign-in", async () => signInFlow(await getAuthProvider(), input));
}

export async function signUpAction(input: { email: string; password: string }) {
  return run("sign-up", async () => signUpFlow(await getAuthProvider(), input));
}

export async function resendConfirmationAction(input: { email: string }) {
  return run("resend-confirmation", async () => resendConfirmationFlow(await getAuthProvider(), input));
}

/** /forgot-password */
export async function forgotPasswordAction(input: { email: string }) {
  return run("forgot-password", async () => passwordResetFlow(await getAuthProvider(), input, AUTH_MESSAGES.resetLinkSent));
}

/** /reset-password without a session */
export async function requestResetLinkAction(input: { email: string }) {
  return run("request-reset", async () => passwordResetFlow(await getAuthProvider(), input, AUTH_MESSAGES.resetEmailSent));
}

export async function updatePasswordAction(input: { password: string; confirmPassword: string }) {
  return run("update-password", async () => updatePasswordFlow(await getAuthProvider(), input));
}

export async function completeAuthCallbackAction(input: Record<string, string | undefined>) {
  return run("auth-callback", async () => authCallbackFlow(await getAuthProvider(), input));
}

export async function sendSecureLoginLinkAction(input: { user_id: string; redirect: string; ts: string; sig: string }) {
  return run("secure-login-link", async () => sendSecureLoginLink(await getAuthProvider(), await getDb(), getAuthSecret(), input));
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
