import { describe, expect, it } from "vitest";
import { createUnsubscribeToken, verifyUnsubscribeToken } from "@/lib/delivery-preferences/unsubscribe-token";
import { createFeedbackToken, FEEDBACK_TOKEN_MAX_AGE_SECONDS, notRelevantLinkUrl, verifyFeedbackToken } from "./feedback-token";

const SECRET = "s".repeat(40);
const USER = "11111111-2222-4333-8444-555555555555";
const EVENT = "aaaaaaaa-bbbb-4ccc-8ddd-eeeeeeeeeeee";
const NOW = 1_800_000_000;

describe("the mail's Not relevant token", () => {
  it("names the recipient and the event, and nothing else passes", () => {
    const token = createFeedbackToken(SECRET, USER, EVENT, NOW);
    expect(verifyFeedbackToken(SECRET, token, NOW * 1000)).toEqual({ ok: true, userId: USER, eventId: EVENT });
    expect(verifyFeedbackToken("x".repeat(40), token, NOW * 1000)).toEqual({ ok: false, reason: "bad_signature" });
    const [u, , ts, sig] = token.split(".");
    const otherEvent = "ffffffff-bbbb-4ccc-8ddd-eeeeeeeeeeee";
    expect(verifyFeedbackToken(SECRET, [u, otherEvent, ts, sig].join("."), NOW * 1000)).toEqual({ ok: false, reason: "bad_signature" });
  });

  it("is a kind of its own: an unsubscribe token never passes as it, nor it as an unsubscribe token", () => {
    const unsubscribe = createUnsubscribeToken(SECRET, USER, NOW);
    expect(verifyFeedbackToken(SECRET, unsubscribe, NOW * 1000).ok).toBe(false);
    const [u, ts, sig] = unsubscribe.split(".");
    expect(verifyFeedbackToken(SECRET, [u, EVENT, ts, sig].join("."), NOW * 1000)).toEqual({ ok: false, reason: "bad_signature" });
    expect(verifyUnsubscribeToken(SECRET, createFeedbackToken(SECRET, USER, EVENT, NOW), NOW * 1000).ok).toBe(false);
  });

  it("expires after 30 days and refuses malformed input", () => {
    const token = createFeedbackToken(SECRET, USER, EVENT, NOW);
    expect(verifyFeedbackToken(SECRET, token, (NOW + FEEDBACK_TOKEN_MAX_AGE_SECONDS + 1) * 1000)).toEqual({ ok: false, reason: "expired" });
    expect(verifyFeedbackToken(SECRET, "not-a-token", NOW * 1000)).toEqual({ ok: false, reason: "malformed" });
    expect(() => createFeedbackToken(SECRET, "nope", EVENT)).toThrow();
  });

  it("links to the confirmation page", () => {
    const url = notRelevantLinkUrl(SECRET, USER, EVENT, { appUrl: "https://app.example", ts: NOW });
    expect(url).toMatch(new RegExp(`^https://app\\.example/not-relevant/${USER}\\.${EVENT}\\.${NOW}\\.[0-9a-f]{64}$`));
  });
});
