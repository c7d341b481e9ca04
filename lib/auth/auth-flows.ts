import type { UserRole } from "@/lib/db/schema/users";
import { log } from "@/lib/log";
import type { AuthProvider } from "./auth-provider";
import { env } from "@/lib/env";
import { clearAttempts, countAttempt, uncountAttempt } from "./attempt-limiter";
import {
  AUTH_MESSAGES,
  CALLBACK_GENERIC_ERROR,
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

export const TOO_MANY = "Too many attempts. Please wait a few minutes and try again.";

/** Who is asking, as far as the server can tell (lib/http/client-address.ts). */
export type AuthClient = { ip: string };
const UNKNOWN_CLIENT: AuthClient = { ip: "unknown" };

const windowMs = () => env().AUTH_LIMIT_WINDOW_MINUTES * 60_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The wait before checking a password once an account has had `attempts` tries in the window. */
export function signInDelayMs(attempts: number): number {
  const free = env().AUTH_SIGNIN_FREE_PER_ACCOUNT;
  if (attempts <= free) return 0;
  return Math.min(250 * 2 ** (attempts - free - 1), env().AUTH_SIGNIN_MAX_DELAY_MS);
}

/**
 * Counts a sign-in attempt against the address, the account and the pair, before the password is checked.
 * An address or a client that keeps failing is refused; the account itself is never locked: further
 * attempts on it are slowed down progressively, so its owner signs in from a client that has not failed.
 */
async function admitSignIn(email: string, client: AuthClient): Promise<{ refused: true } | { refused: false; keys: string[] }> {
  const config = env();
  const accountKey = `signin:account:${email}`;
  const keys = [accountKey];
  // Without a known address (no peer, untrusted proxy) every visitor would share one bucket.
  if (client.ip !== "unknown") {
    const ipKey = `signin:ip:${client.ip}`;
    const clientKey = `signin:client:${client.ip}:${email}`;
    keys.push(ipKey, clientKey);
    const [byIp, byClient] = await Promise.all([countAttempt(ipKey, windowMs()), countAttempt(clientKey, windowMs())]);
    if (byIp > config.AUTH_SIGNIN_MAX_PER_IP || byClient > config.AUTH_SIGNIN_MAX_PER_CLIENT) {
      await countAttempt(accountKey, windowMs());
      return { refused: true };
    }
  }
  const delay = signInDelayMs(await countAttempt(accountKey, windowMs()));
  if (delay > 0) await sleep(delay);
  return { refused: false, keys };
}

/** Mail-sending requests: per address and per email (and kind), counted before anything is sent. */
async function admitMailRequest(kind: string, email: string, client: AuthClient): Promise<boolean> {
  const config = env();
  const byEmail = await countAttempt(`mail:${kind}:${email}`, windowMs());
  if (byEmail > config.AUTH_MAIL_MAX_PER_EMAIL) return false;
  if (client.ip === "unknown") return true;
  return (await countAttempt(`mail:ip:${client.ip}`, windowMs())) <= config.AUTH_MAIL_MAX_PER_IP;
}

/** Where a person lands after signing in without a redirect (spec 1 §2). */
export function homePathFor(role: UserRole): string {
  return role === "admin" ? "/dashboard" : "/user/events";
}

export async function signInFlow(auth: AuthProvider, input: unknown, client: AuthClient = UNKNOWN_CLIENT): Promise<FlowResult> {
  const parsed = signInSchema.safeParse(input);
  if (!parsed.success) return { ok: false, error: firstIssue(parsed.error) };
  const { email, password, redirect } = parsed.data;
  const admission = await admitSignIn(email.toLowerCase(), client);
  if (admission.refused) return { ok: false, error: TOO_MANY };
  const result = await auth.signInWithPassword(email, password);
  if (result.error !== null) {
    return { ok: false, error: result.error, unconfirmed: /not (been )?(verified|confirmed)/i.test(result.error) };
  }
  // A success is not held against the address (an office behind one IP), the account or this client.
  const [accountKey, ipKey, clientKey] = admission.keys;
  await Promise.all([clearAttempts(accountKey), ipKey ? uncountAttempt(ipKey) : null, clientKey ? clearAttempts(clientKey) : null]);
  const viewer = await loadViewer(result.user);
  return { ok: true, message: AUTH_MESSAGES.signedIn, redirectTo: safeRedirectPath(redirect) ?? homePathFor(viewer.role) };
}

export async function signUpFlow(auth: AuthProvider, input: unknown, client: AuthClient = UNKNOWN_CLIENT): Promise<FlowResult> {
  const parsed = signUpSchema.safeParse(input);
  if (!parsed.success) return { ok: false, error: firstIssue(parsed.error) };
  if (!(await admitMailRequest("signup", parsed.data.email.toLowerCase(), client))) return { ok: false, error: TOO_MANY };
  const result = await auth.signUp(parsed.data.email, parsed.data.password);
  if (result.error !== null) return { ok: false, error: result.error };
  return { ok: true, message: AUTH_MESSAGES.signedUp, redirectTo: "/signin" };
}

/**
 * Mail requests answer as soon as the request is counted: the mail is sent in the background, so the
 * answer takes the same time whether or not the address has an account (no enumeration by timing).
 */
async function mailFlow(
  kind: string,
  input: unknown,
  message: string,
  client: AuthClient,
  send: (email: string) => Promise<{ error: string | null }>,
): Promise<FlowResult> {
  const parsed = emailOnlySchema.safeParse(input);
  if (!parsed.success) return { ok: false, error: firstIssue(parsed.error) };
  if (!(await admitMailRequest(kind, parsed.data.email.toLowerCase(), client))) return { ok: false, error: TOO_MANY };
  const sending = send(parsed.data.email).then(
    (result) => {
      if (result.error !== null) log.warn(`Auth mail (${kind}) was not sent`, { error: result.error });
    },
    (error: unknown) => log.error(`Auth mail (${kind}) failed`, { error }),
  );
  pendingMail.add(sending);
  void sending.finally(() => pendingMail.delete(sending));
  return { ok: true, message };
}

const pendingMail = new Set<Promise<void>>();

/** Tests: wait until the mails requested so far have been handed to the mail provider. */
export async function settlePendingAuthMail(): Promise<void> {
  await Promise.all([...pendingMail]);
}

export const resendConfirmationFlow = (auth: AuthProvider, input: unknown, client: AuthClient = UNKNOWN_CLIENT) =>
  mailFlow("confirm", input, AUTH_MESSAGES.confirmationResent, client, (email) => auth.resendSignupConfirmation(email));

/** `message`: the forgot-password page and the reset page word their success differently (spec 1 §8). */
export const passwordResetFlow = (auth: AuthProvider, input: unknown, message: string, client: AuthClient = UNKNOWN_CLIENT) =>
  mailFlow("reset", input, message, client, (email) => auth.sendPasswordReset(email));

export async function updatePasswordFlow(auth: AuthProvider, input: unknown): Promise<FlowResult> {
  const parsed = newPasswordSchema.safeParse(input);
  if (!parsed.success) return { ok: false, error: firstIssue(parsed.error) };
  if (!(await auth.getUser())) return { ok: false, error: "Your session has expired. Please request a new password reset link." };
  const result = await auth.updatePassword(parsed.data.password, parsed.data.currentPassword || undefined);
  if (result.error !== null) return { ok: false, error: result.error };
  return { ok: true, message: AUTH_MESSAGES.passwordUpdated, redirectTo: "/" };
}

/**
 * /auth/callback and /auth/confirm (spec 1 §4): recovery → /reset-password, signup → / (?confirmed=1), otherwise
 * the (on-site) redirect parameter or /. No tokens → /signin.
 */
export async function authCallbackFlow(auth: AuthProvider, input: unknown): Promise<FlowResult> {
  const parsed = callbackSchema.safeParse(input);
  if (!parsed.success) return { ok: false, error: CALLBACK_GENERIC_ERROR };
  const data = parsed.data;
  // Never the query's own text: anyone can craft a link that shows it on our site.
  if (data.errorDescription || data.errorCode) return { ok: false, error: CALLBACK_GENERIC_ERROR };
  const hasTokens = Boolean((data.accessToken && data.refreshToken) || data.tokenHash || data.code || data.token);
  if (!hasTokens) return { ok: true, redirectTo: "/signin" };
  const result = await auth.establishSession(data);
  if (result.error !== null) {
    log.info("Auth callback refused", { type: data.type, error: result.error });
    return { ok: false, error: CALLBACK_GENERIC_ERROR };
  }
  if (data.type === "recovery") return { ok: true, redirectTo: "/reset-password" };
  // Spec: signup → /, which tells a person without a company yet that the email is confirmed.
  if (data.type === "signup") return { ok: true, redirectTo: "/?confirmed=1" };
  return { ok: true, redirectTo: safeRedirect(data.redirect, "/") };
}

export const allowMailRequest = (kind: string, key: string, client: AuthClient = UNKNOWN_CLIENT) => admitMailRequest(kind, key, client);
