import { signatureMatches, signLinkFields } from "@/lib/auth/secure-link";

/**
 * The daily report's unsubscribe token: user id, issue time and an HMAC under the server secret with
 * its own purpose (so it can never pass as a sign-in link, nor a sign-in link as it). It only ever
 * switches the daily report off or back on. Valid 90 days: mail providers may POST the one-click
 * request long after the mail arrived.
 */
export const UNSUBSCRIBE_TOKEN_MAX_AGE_SECONDS = 90 * 24 * 60 * 60;
const FUTURE_SKEW_SECONDS = 5 * 60;
const PURPOSE = "trayo-unsubscribe-daily-report-v1";
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type UnsubscribeCheck = { ok: true; userId: string } | { ok: false; reason: "malformed" | "bad_signature" | "expired" };

export function createUnsubscribeToken(secret: string, userId: string, ts = Math.floor(Date.now() / 1000)): string {
  if (!UUID.test(userId)) throw new Error("An unsubscribe token needs a user id (UUID).");
  const id = userId.toLowerCase();
  return `${id}.${ts}.${signLinkFields(secret, PURPOSE, [id, String(ts)])}`;
}

export function verifyUnsubscribeToken(secret: string, token: string, nowMs = Date.now()): UnsubscribeCheck {
  const [userId, ts, sig, ...rest] = token.split(".");
  if (rest.length > 0 || !userId || !ts || !sig || !UUID.test(userId) || !/^\d{1,12}$/.test(ts)) return { ok: false, reason: "malformed" };
  const id = userId.toLowerCase();
  if (!signatureMatches(sig, signLinkFields(secret, PURPOSE, [id, ts]))) return { ok: false, reason: "bad_signature" };
  const now = Math.floor(nowMs / 1000);
  const issuedAt = Number(ts);
  if (issuedAt > now + FUTURE_SKEW_SECONDS || now - issuedAt > UNSUBSCRIBE_TOKEN_MAX_AGE_SECONDS) return { ok: false, reason: "expired" };
  return { ok: true, userId: id };
}

export const UNSUBSCRIBE_REFUSED_MESSAGES: Record<Exclude<UnsubscribeCheck, { ok: true }>["reason"], string> = {
  malformed: "This unsubscribe link is not valid. Change your daily report in Settings instead.",
  bad_signature: "This unsubscribe link is not valid. Change your daily report in Settings instead.",
  expired: "This unsubscribe link has expired. Change your daily report in Settings instead.",
};
