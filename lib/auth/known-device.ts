import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * "Known device" tokens: a browser where an account signed in successfully keeps a token signed with the
 * server secret for that account's email. Sign-in attempts from it are not counted against the account
 * and never slowed or refused by the account's limit (lib/auth/auth-flows.ts), so guessing spread over
 * many addresses cannot lock the owner out of their own devices.
 * Not an auth cookie (sign-out keeps it): it proves only that this browser signed in before.
 */
export const KNOWN_DEVICE_COOKIE = "trayo_device";
export const KNOWN_DEVICE_MAX_AGE_SECONDS = 180 * 24 * 60 * 60;
/** Accounts remembered per browser (a shared computer, an admin with a test account). */
const MAX_TOKENS = 5;

function signature(secret: string, email: string, issuedAt: number): Buffer {
  return createHmac("sha256", secret).update(["trayo-known-device-v1", email.trim().toLowerCase(), String(issuedAt)].join("\n")).digest().subarray(0, 16);
}

function tokensOf(cookie: string | undefined | null): string[] {
  return (cookie ?? "").split("~").filter((t) => /^\d{1,12}\.[A-Za-z0-9_-]{22}$/.test(t)).slice(0, MAX_TOKENS);
}

function tokenMatches(secret: string, email: string, token: string, nowSeconds: number): boolean {
  const [ts, sig] = token.split(".");
  const issuedAt = Number(ts);
  if (issuedAt > nowSeconds + 300 || nowSeconds - issuedAt > KNOWN_DEVICE_MAX_AGE_SECONDS) return false;
  const given = Buffer.from(sig, "base64url");
  const expected = signature(secret, email, issuedAt);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** Whether the cookie holds a valid token for `email`. */
export function isKnownDevice(secret: string, email: string, cookie: string | undefined | null, nowMs = Date.now()): boolean {
  const now = Math.floor(nowMs / 1000);
  return tokensOf(cookie).some((token) => tokenMatches(secret, email, token, now));
}

/** The cookie after `email` signed in here: a fresh token for it first, then up to 4 others still valid. */
export function rememberDevice(secret: string, email: string, cookie: string | undefined | null, nowMs = Date.now()): string {
  const now = Math.floor(nowMs / 1000);
  const fresh = `${now}.${signature(secret, email, now).toString("base64url")}`;
  const others = tokensOf(cookie).filter((token) => !tokenMatches(secret, email, token, now));
  return [fresh, ...others].slice(0, MAX_TOKENS).join("~");
}
