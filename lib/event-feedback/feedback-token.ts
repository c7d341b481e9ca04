import { signatureMatches, signLinkFields } from "@/lib/auth/secure-link";

/**
 * The report mail's "Not relevant" token: user id, event id, issue time and an HMAC under the server
 * secret with its own purpose and four fields, so it never passes as an unsubscribe or sign-in link (nor
 * they as it). It only marks that one event for that one user, or undoes the mark. Valid 30 days.
 */
export const FEEDBACK_TOKEN_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;
const FUTURE_SKEW_SECONDS = 5 * 60;
const PURPOSE = "trayo-event-feedback-not-relevant-v1";
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type FeedbackTokenCheck = { ok: true; userId: string; eventId: string } | { ok: false; reason: "malformed" | "bad_signature" | "expired" };

export function createFeedbackToken(secret: string, userId: string, eventId: string, ts = Math.floor(Date.now() / 1000)): string {
  if (!UUID.test(userId) || !UUID.test(eventId)) throw new Error("A feedback token needs a user id and an event id (UUIDs).");
  const [u, e] = [userId.toLowerCase(), eventId.toLowerCase()];
  return `${u}.${e}.${ts}.${signLinkFields(secret, PURPOSE, [u, e, String(ts)])}`;
}

export function verifyFeedbackToken(secret: string, token: string, nowMs = Date.now()): FeedbackTokenCheck {
  const [userId, eventId, ts, sig, ...rest] = token.split(".");
  if (rest.length > 0 || !userId || !eventId || !ts || !sig || !UUID.test(userId) || !UUID.test(eventId) || !/^\d{1,12}$/.test(ts)) return { ok: false, reason: "malformed" };
  const [u, e] = [userId.toLowerCase(), eventId.toLowerCase()];
  if (!signatureMatches(sig, signLinkFields(secret, PURPOSE, [u, e, ts]))) return { ok: false, reason: "bad_signature" };
  const now = Math.floor(nowMs / 1000);
  const issuedAt = Number(ts);
  if (issuedAt > now + FUTURE_SKEW_SECONDS || now - issuedAt > FEEDBACK_TOKEN_MAX_AGE_SECONDS) return { ok: false, reason: "expired" };
  return { ok: true, userId: u, eventId: e };
}

export const FEEDBACK_LINK_REFUSED_MESSAGES: Record<Exclude<FeedbackTokenCheck, { ok: true }>["reason"], string> = {
  malformed: "This link is not valid. Open the event in Trayo to mark it instead.",
  bad_signature: "This link is not valid. Open the event in Trayo to mark it instead.",
  expired: "This link has expired. Open the event in Trayo to mark it instead.",
};

/** The page behind the mail's "Not relevant" link (GET shows a confirmation; only its POST marks). */
export function notRelevantLinkUrl(secret: string, userId: string, eventId: string, options: { appUrl: string; ts?: number }): string {
  return new URL(`/not-relevant/${createFeedbackToken(secret, userId, eventId, options.ts)}`, options.appUrl).toString();
}
