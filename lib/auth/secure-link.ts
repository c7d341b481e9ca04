import { createHmac, timingSafeEqual } from "node:crypto";
import { safeRedirectPath } from "./safe-redirect";

/**
 * Signed links to /secure-access (spec 2 §2): user_id, redirect and ts (Unix seconds) signed with
 * HMAC-SHA256 under the server secret. A link is valid for 7 days, which covers a weekly digest
 * being opened late; a timestamp more than 5 minutes in the future is refused (clock skew only).
 */
export const SECURE_LINK_MAX_AGE_SECONDS = 7 * 24 * 60 * 60;
export const SECURE_LINK_FUTURE_SKEW_SECONDS = 5 * 60;

export type SecureLinkQuery = { user_id?: string | null; redirect?: string | null; ts?: string | null; sig?: string | null };
export type SecureLinkCheck =
  | { ok: true; userId: string; redirect: string; ts: number }
  | { ok: false; reason: "missing" | "malformed" | "expired" | "bad_signature" };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The one HMAC-SHA256 of the app's signed links: `purpose` first, so a signature made for one kind of
 * link (sign-in, unsubscribe) never verifies as another. Fields are joined by newlines, which none of
 * them may contain, so no two inputs sign alike.
 */
export function signLinkFields(secret: string, purpose: string, fields: string[]): string {
  if ([purpose, ...fields].some((f) => f.includes("\n"))) throw new Error("A signed field cannot contain a line break.");
  return createHmac("sha256", secret).update([purpose, ...fields].join("\n")).digest("hex");
}

/** Constant-time check of a hex signature against the expected one. */
export function signatureMatches(given: string, expected: string): boolean {
  if (!/^[0-9a-f]{64}$/i.test(given)) return false;
  const a = Buffer.from(given, "hex");
  const b = Buffer.from(expected, "hex");
  return a.length === b.length && timingSafeEqual(a, b);
}

export function secureLinkSignature(secret: string, params: { userId: string; redirect: string; ts: number }): string {
  return signLinkFields(secret, "trayo-secure-access-v1", [params.userId.toLowerCase(), params.redirect, String(params.ts)]);
}

/** The path and query of a signed link for `userId` ending at the on-site path `redirect`. */
export function buildSecureAccessPath(secret: string, params: { userId: string; redirect: string; ts?: number }): string {
  const redirect = safeRedirectPath(params.redirect);
  if (!redirect) throw new Error("A secure link can only lead to a path on this site.");
  if (!UUID.test(params.userId)) throw new Error("A secure link needs a user id (UUID).");
  const ts = params.ts ?? Math.floor(Date.now() / 1000);
  const query = new URLSearchParams({ user_id: params.userId, redirect, ts: String(ts) });
  query.set("sig", secureLinkSignature(secret, { userId: params.userId, redirect, ts }));
  return `/secure-access?${query.toString()}`;
}

export function verifySecureLink(secret: string, query: SecureLinkQuery, nowMs = Date.now()): SecureLinkCheck {
  const { user_id: userId, redirect, ts, sig } = query;
  if (!userId || !redirect || !ts || !sig) return { ok: false, reason: "missing" };
  if (!UUID.test(userId) || !/^\d{1,12}$/.test(ts) || !/^[0-9a-f]{64}$/i.test(sig)) return { ok: false, reason: "malformed" };
  if (safeRedirectPath(redirect) !== redirect) return { ok: false, reason: "malformed" };
  const issuedAt = Number(ts);
  const expected = Buffer.from(secureLinkSignature(secret, { userId, redirect, ts: issuedAt }), "hex");
  const given = Buffer.from(sig, "hex");
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: "bad_signature" };
  const now = Math.floor(nowMs / 1000);
  if (issuedAt > now + SECURE_LINK_FUTURE_SKEW_SECONDS || now - issuedAt > SECURE_LINK_MAX_AGE_SECONDS) return { ok: false, reason: "expired" };
  return { ok: true, userId: userId.toLowerCase(), redirect, ts: issuedAt };
}
