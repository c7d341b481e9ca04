import { describe, expect, it } from "vitest";
import { buildSecureAccessPath, verifySecureLink } from "@/lib/auth/secure-link";
import { createUnsubscribeToken, UNSUBSCRIBE_TOKEN_MAX_AGE_SECONDS, verifyUnsubscribeToken } from "./unsubscribe-token";
import { unsubscribeLinks } from "./unsubscribe-links";

const secret = "unsubscribe-unit-secret-0123456789abcdef";
const userId = "3f0c7b1e-2a4d-4c7e-9a55-0d2b6a1e9f10";
const ts = 1_800_000_000;
const nowMs = (ts + 60) * 1000;

describe("unsubscribe tokens", () => {
  it("verify for the user they were made for", () => {
    expect(verifyUnsubscribeToken(secret, createUnsubscribeToken(secret, userId, ts), nowMs)).toEqual({ ok: true, userId });
  });

  it("refuse a changed user, time or signature, another secret, and junk", () => {
    const token = createUnsubscribeToken(secret, userId, ts);
    const [, , sig] = token.split(".");
    const other = "9b2f3c4d-1111-4222-8333-444455556666";
    expect(verifyUnsubscribeToken(secret, `${other}.${ts}.${sig}`, nowMs)).toEqual({ ok: false, reason: "bad_signature" });
    expect(verifyUnsubscribeToken(secret, `${userId}.${ts + 1}.${sig}`, nowMs)).toEqual({ ok: false, reason: "bad_signature" });
    expect(verifyUnsubscribeToken(secret, `${userId}.${ts}.${"0".repeat(64)}`, nowMs)).toEqual({ ok: false, reason: "bad_signature" });
    expect(verifyUnsubscribeToken(`${secret}x`, token, nowMs)).toEqual({ ok: false, reason: "bad_signature" });
    expect(verifyUnsubscribeToken(secret, "nonsense", nowMs)).toEqual({ ok: false, reason: "malformed" });
    expect(verifyUnsubscribeToken(secret, `${token}.extra`, nowMs)).toEqual({ ok: false, reason: "malformed" });
  });

  it("expire after 90 days", () => {
    const token = createUnsubscribeToken(secret, userId, ts);
    expect(verifyUnsubscribeToken(secret, token, (ts + UNSUBSCRIBE_TOKEN_MAX_AGE_SECONDS - 1) * 1000).ok).toBe(true);
    expect(verifyUnsubscribeToken(secret, token, (ts + UNSUBSCRIBE_TOKEN_MAX_AGE_SECONDS + 1) * 1000)).toEqual({ ok: false, reason: "expired" });
  });

  it("are not sign-in links, and sign-in links are not unsubscribe tokens", () => {
    const token = createUnsubscribeToken(secret, userId, ts);
    const sig = token.split(".")[2];
    expect(verifySecureLink(secret, { user_id: userId, redirect: "/", ts: String(ts), sig }, nowMs).ok).toBe(false);
    const signIn = new URLSearchParams(buildSecureAccessPath(secret, { userId, redirect: "/", ts }).split("?")[1]);
    expect(verifyUnsubscribeToken(secret, `${userId}.${ts}.${signIn.get("sig")}`, nowMs).ok).toBe(false);
  });
});

describe("unsubscribeLinks", () => {
  it("gives RFC 8058 headers: the HTTPS one-click URL, and a mailto only with an inbound address", () => {
    const plain = unsubscribeLinks(secret, userId, { appUrl: "https://app.trayo.test", ts });
    expect(plain.headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    expect(plain.headers["List-Unsubscribe"]).toBe(`<${plain.oneClickUrl}>`);
    expect(plain.oneClickUrl).toMatch(/^https:\/\/app\.trayo\.test\/api\/unsubscribe\?token=/);
    expect(plain.pageUrl).toMatch(/^https:\/\/app\.trayo\.test\/unsubscribe\//);
    const withMail = unsubscribeLinks(secret, userId, { appUrl: "https://app.trayo.test", ts, inboundAddress: "unsubscribe@trayo.test" });
    expect(withMail.headers["List-Unsubscribe"]).toMatch(/^<https:\/\/[^>]+>, <mailto:unsubscribe@trayo\.test\?subject=unsubscribe%20/);
  });
});
