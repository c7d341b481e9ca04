import { sql } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { users, type UserRole } from "@/lib/db/schema/users";
import { log } from "@/lib/log";
import type { AuthProvider } from "./auth-provider";
import { env } from "@/lib/env";
import { clearAttempts, countAttempt, uncountAttempt } from "./attempt-limiter";
import { getAuthSecret } from "./auth-secret";
import { isKnownDevice } from "./known-device";
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
/** The account had too many failed sign-ins from devices it never signed in on. */
export const ACCOUNT_PROTECTED =
  "Too many failed sign-ins for this account. To keep it safe, sign in from a device you have used before, or use the sign-in link we have emailed to the account's address.";

/**
 * Who is asking, as far as the server can tell (lib/http/client-address.ts); `device`: the known-device
 * cookie (lib/auth/known-device.ts), when the browser sent one.
 */
export type AuthClient = { ip: string; device?: string };
const UNKNOWN_CLIENT: AuthClient = { ip: "unknown" };

const windowMs = () => env().AUTH_LIMIT_WINDOW_MINUTES * 60_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The wait before checking a password once an account has had `attempts` tries in the window. */
export function signInDelayMs(attempts: number): number {
  const free = env().AUTH_SIGNIN_FREE_PER_ACCOUNT;
  if (attempts <= free) return 0;
  return Math.min(250 * 2 ** (attempts - free - 1), env().AUTH_SIGNIN_MAX_DELAY_MS);
}

type Admission = { refused: "client" } | { refused: "account" } | { refused: false; keys: string[]; knownDevice: boolean };

/**
 * Counts a sign-in attempt before the password is checked. Policy against guessing spread over many
 * addresses, without letting anyone lock the owner out:
 *  - every address and every address+account pair has its own limit (TOO_MANY);
 *  - attempts from devices the account never signed in on are counted per account across all addresses:
 *    past AUTH_SIGNIN_FREE_PER_ACCOUNT they are slowed down, past AUTH_SIGNIN_MAX_PER_ACCOUNT in the window
 *    the password is not checked at all, and the account's address gets a sign-in link (once per window);
 *  - a device the account signed in on before (signed cookie) is never counted, slowed or refused by the
 *    account's limit, so the owner keeps signing in there while the account is under attack.
 * Why: a per-account lock is a lever for anyone to lock the owner out, and per-address limits alone let a
 * botnet try every password it has; this caps guesses per account at AUTH_SIGNIN_MAX_PER_ACCOUNT per
 * window whatever the number of addresses, while the owner has their devices and their mailbox.
 */
async function admitSignIn(email: string, client: AuthClient): Promise<Admission> {
  const config = env();
  const accountKey = `signin:account:${email}`;
  const knownDevice = Boolean(client.device) && isKnownDevice(getAuthSecret(), email, client.device);
  const keys = [accountKey];
  // Without a known address (no peer, untrusted proxy) every visitor would share one bucket.
  if (client.ip !== "unknown") {
    const ipKey = `signin:ip:${client.ip}`;
    const clientKey = `signin:client:${client.ip}:${email}`;
    keys.push(ipKey, clientKey);
    const [byIp, byClient] = await Promise.all([countAttempt(ipKey, windowMs()), countAttempt(clientKey, windowMs())]);
    // Refused here, the password is not checked: the account's count is left for attempts that are.
    if (byIp > config.AUTH_SIGNIN_MAX_PER_IP || byClient > config.AUTH_SIGNIN_MAX_PER_CLIENT) return { refused: "client" };
  }
  if (knownDevice) return { refused: false, keys, knownDevice };
  const attempts = await countAttempt(accountKey, windowMs());
  if (attempts > config.AUTH_SIGNIN_MAX_PER_ACCOUNT) return { refused: "account" };
  const delay = signInDelayMs(attempts);
  if (delay > 0) await sleep(delay);
  return { refused: false, keys, knownDevice };
}

/**
 * Once per window while an account is refused: a sign-in link to its address, if it has an account
 * (sent in the background, so the answer takes the same time either way).
 */
function offerSignInLink(auth: AuthProvider, email: string): void {
  const sending = (async () => {
    if ((await countAttempt(`mail:account-protected:${email}`, windowMs())) !== 1) return;
    const [user] = await (await getDb()).select({ id: users.id }).from(users).where(sql`lower(${users.email}) = ${email}`).limit(1);
    if (!user) return;
    const result = await auth.sendMagicLink(email, "/");
    if (result.error !== null) log.warn("Auth mail (account protected) was not sent", { error: result.error });
    else log.warn("Sign-ins refused for an account under attack; a sign-in link was emailed to it", { userId: user.id });
  })().catch((error: unknown) => log.error("Auth mail (account protected) failed", { error }));
  trackPendingMail(sending);
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
  if (admission.refused === "client") return { ok: false, error: TOO_MANY };
  if (admission.refused === "account") {
    offerSignInLink(auth, email.toLowerCase());
    return { ok: false, error: ACCOUNT_PROTECTED };
  }
  const result = await auth.signInWithPassword(email, password);
  if (result.error !== null) {
    return { ok: false, error: result.error, unconfirmed: /not (been )?(verified|confirmed)/i.test(result.error) };
  }
  // A success is not held against the address (an office behind one IP) or this client; one from a new
  // device also clears the account's count (the owner's own device is not counted in the first place).
  const [accountKey, ipKey, clientKey] = admission.keys;
  await Promise.all([
    admission.knownDevice ? null : clearAttempts(accountKey),
    ipKey ? uncountAttempt(ipKey) : null,
    clientKey ? clearAttempts(clientKey) : null,
  ]);
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
  trackPendingMail(sending);
  return { ok: true, message };
}

const pendingMail = new Set<Promise<void>>();

function trackPendingMail(sending: Promise<void>) {
  pendingMail.add(sending);
  void sending.finally(() => pendingMail.delete(sending));
}

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
