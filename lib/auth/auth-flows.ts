import type { UserRole } from "@/lib/db/schema/users";
import { log } from "@/lib/log";
import type { AuthProvider } from "./auth-provider";
import { createAttemptLimiter } from "./attempt-limiter";
import {
  AUTH_MESSAGES,
  callbackSchema,
  emailOnlySchema,
  firstIssue,
  newPasswordSchema,
  signInSchema,
  signUpSchema,
} from "./auth.validation";
import { loadViewer } from "./load-profile";
import { safeRedirect, safeRedirectPath } from "./safe-redirect";

export type FlowResult =
  | { ok: true; message?: string; redirectTo?: string }
  | {
      ok: false;
      error: string;
      /** sign-in refused because the address is not confirmed yet */
      unconfirmed?: boolean;
      /** leave the page silently (an invalid secure link goes to /) */
      redirectTo?: string;
    };

const TOO_MANY = "Too many attempts. Please wait a few minutes and try again.";
const signInFailures = createAttemptLimiter({ max: 10, windowMs: 15 * 60_000 });
const mailRequests = createAttemptLimiter({ max: 5, windowMs: 15 * 60_000 });

/** Where a person lands after signing in without a redirect (spec 1 §2). */
export function homePathFor(role: UserRole): string {
  return role === "admin" ? "/dashboard" : "/user/events";
}

export async function signInFlow(auth: AuthProvider, input: unknown): Promise<FlowResult> {
  const parsed = signInSchema.safeParse(input);
  if (!parsed.success) return { ok: false, error: firstIssue(parsed.error) };
  const { email, password, redirect } = parsed.data;
  const key = email.toLowerCase();
  if (!signInFailures.allowed(key)) return { ok: false, error: TOO_MANY };
  const result = await auth.signInWithPassword(email, password);
  if (result.error !== null) {
    signInFailures.record(key);
    return { ok: false, error: result.error, unconfirmed: /not (been )?(verified|confirmed)/i.test(result.error) };
  }
  signInFailures.clear(key);
  const viewer = await loadViewer(result.user);
  return { ok: true, message: AUTH_MESSAGES.signedIn, redirectTo: safeRedirectPath(redirect) ?? homePathFor(viewer.role) };
}

export async function signUpFlow(auth: AuthProvider, input: unknown): Promise<FlowResult> {
  const parsed = signUpSchema.safeParse(input);
  if (!parsed.success) return { ok: false, error: firstIssue(parsed.error) };
  const key = `signup:${parsed.data.email.toLowerCase()}`;
  if (!mailRequests.allowed(key)) return { ok: false, error: TOO_MANY };
  mailRequests.record(key);
  const result = await auth.signUp(parsed.data.email, parsed.data.password);
  if (result.error !== null) return { ok: false, error: result.error };
  return { ok: true, message: AUTH_MESSAGES.signedUp, redirectTo: "/signin" };
}

async function mailFlow(kind: string, input: unknown, message: string, send: (email: string) => Promise<{ error: string | null }>): Promise<FlowResult> {
  const parsed = emailOnlySchema.safeParse(input);
  if (!parsed.success) return { ok: false, error: firstIssue(parsed.error) };
  const key = `${kind}:${parsed.data.email.toLowerCase()}`;
  if (!mailRequests.allowed(key)) return { ok: false, error: TOO_MANY };
  mailRequests.record(key);
  const result = await send(parsed.data.email);
  return result.error !== null ? { ok: false, error: result.error } : { ok: true, message };
}

export const resendConfirmationFlow = (auth: AuthProvider, input: unknown) =>
  mailFlow("confirm", input, AUTH_MESSAGES.confirmationResent, (email) => auth.resendSignupConfirmation(email));

/** `message`: the forgot-password page and the reset page word their success differently (spec 1 §8). */
export const passwordResetFlow = (auth: AuthProvider, input: unknown, message: string) =>
  mailFlow("reset", input, message, (email) => auth.sendPasswordReset(email));

export async function updatePasswordFlow(auth: AuthProvider, input: unknown): Promise<FlowResult> {
  const parsed = newPasswordSchema.safeParse(input);
  if (!parsed.success) return { ok: false, error: firstIssue(parsed.error) };
  if (!(await auth.getUser())) return { ok: false, error: "Your session has expired. Please request a new password reset link." };
  const result = await auth.updatePassword(parsed.data.password);
  if (result.error !== null) return { ok: false, error: result.error };
  return { ok: true, message: AUTH_MESSAGES.passwordUpdated, redirectTo: "/" };
}

/**
 * /auth/callback and /auth/confirm (spec 1 §4): recovery → /reset-password, signup → /, otherwise
 * the (on-site) redirect parameter or /. No tokens → /signin.
 */
export async function authCallbackFlow(auth: AuthProvider, input: unknown): Promise<FlowResult> {
  const parsed = callbackSchema.safeParse(input);
  if (!parsed.success) return { ok: false, error: "The link is malformed." };
  const data = parsed.data;
  if (data.errorDescription) return { ok: false, error: data.errorDescription };
  const hasTokens = Boolean((data.accessToken && data.refreshToken) || data.tokenHash || data.code || data.token);
  if (!hasTokens) return { ok: true, redirectTo: "/signin" };
  const result = await auth.establishSession(data);
  if (result.error !== null) {
    log.info("Auth callback refused", { type: data.type, error: result.error });
    return { ok: false, error: result.error };
  }
  if (data.type === "recovery") return { ok: true, redirectTo: "/reset-password" };
  if (data.type === "signup") return { ok: true, redirectTo: "/" };
  return { ok: true, redirectTo: safeRedirect(data.redirect, "/") };
}

export function allowMailRequest(key: string): boolean {
  if (!mailRequests.allowed(key)) return false;
  mailRequests.record(key);
  return true;
}
