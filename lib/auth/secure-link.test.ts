import { describe, expect, it } from "vitest";
import { buildSecureAccessPath, SECURE_LINK_MAX_AGE_SECONDS, verifySecureLink, type SecureLinkQuery } from "./secure-link";

const secret = "unit-test-secret-0123456789abcdefghijkl";
const userId = "3f1a6287-0000-4000-8000-000000000001";
const now = Date.UTC(2026, 10, 21, 12, 0, 0);
const nowSec = Math.floor(now / 1000);

const queryOf = (path: string): SecureLinkQuery => Object.fromEntries(new URL(path, "http://x.test").searchParams);

describe("secure links", () => {
  it("verifies a link it signed", () => {
    const path = buildSecureAccessPath(secret, { userId, redirect: "/user/events/42?utm_source=email", ts: nowSec });
    expect(path.startsWith("/secure-access?")).toBe(true);
    expect(verifySecureLink(secret, queryOf(path), now)).toEqual({ ok: true, userId, redirect: "/user/events/42?utm_source=email", ts: nowSec });
  });

  it.each([
    ["user_id", "3f1a6287-0000-4000-8000-000000000002"],
    ["redirect", "/dashboard"],
    ["ts", String(nowSec + 1)],
  ])("rejects a link whose %s was altered", (field, value) => {
    const query = queryOf(buildSecureAccessPath(secret, { userId, redirect: "/user/events", ts: nowSec }));
    expect(verifySecureLink(secret, { ...query, [field]: value }, now)).toEqual({ ok: false, reason: "bad_signature" });
  });

  it("rejects a signature from another secret or a flipped signature digit", () => {
    const query = queryOf(buildSecureAccessPath(secret, { userId, redirect: "/user/events", ts: nowSec }));
    expect(verifySecureLink("another-secret-0123456789abcdefghijklmno", query, now).ok).toBe(false);
    const flipped = query.sig!.replace(/^./, (c) => (c === "0" ? "1" : "0"));
    expect(verifySecureLink(secret, { ...query, sig: flipped }, now)).toEqual({ ok: false, reason: "bad_signature" });
  });

  it("expires after 7 days and refuses timestamps from the future", () => {
    const query = queryOf(buildSecureAccessPath(secret, { userId, redirect: "/user/events", ts: nowSec }));
    expect(verifySecureLink(secret, query, now + (SECURE_LINK_MAX_AGE_SECONDS - 60) * 1000).ok).toBe(true);
    expect(verifySecureLink(secret, query, now + (SECURE_LINK_MAX_AGE_SECONDS + 1) * 1000)).toEqual({ ok: false, reason: "expired" });
    expect(verifySecureLink(secret, query, now - 3600 * 1000)).toEqual({ ok: false, reason: "expired" });
  });

  it("rejects missing and malformed parameters", () => {
    const query = queryOf(buildSecureAccessPath(secret, { userId, redirect: "/user/events", ts: nowSec }));
    expect(verifySecureLink(secret, { ...query, sig: undefined }, now)).toEqual({ ok: false, reason: "missing" });
    expect(verifySecureLink(secret, {}, now)).toEqual({ ok: false, reason: "missing" });
    expect(verifySecureLink(secret, { ...query, user_id: "not-a-uuid" }, now)).toEqual({ ok: false, reason: "malformed" });
    expect(verifySecureLink(secret, { ...query, ts: "12abc" }, now)).toEqual({ ok: false, reason: "malformed" });
    expect(verifySecureLink(secret, { ...query, sig: "zz" }, now)).toEqual({ ok: false, reason: "malformed" });
  });

  it("never signs or accepts an off-site redirect", () => {
    expect(() => buildSecureAccessPath(secret, { userId, redirect: "//evil.example" })).toThrow();
    expect(() => buildSecureAccessPath(secret, { userId, redirect: "https://evil.example" })).toThrow();
    const query = queryOf(buildSecureAccessPath(secret, { userId, redirect: "/x", ts: nowSec }));
    expect(verifySecureLink(secret, { ...query, redirect: "//evil.example" }, now)).toEqual({ ok: false, reason: "malformed" });
  });
});
