import { describe, expect, it } from "vitest";
import { isAppRoute } from "@/lib/routes/app-routes";
import { hasSessionCookie, hasSupabaseSessionCookie, signInPathFor } from "./route-access";

describe("isAppRoute", () => {
  it("covers every page of the authenticated shell and the pages below them", () => {
    for (const path of [
      "/dashboard",
      "/accounts",
      "/events",
      "/reports",
      "/user",
      "/user/events",
      "/user/events/123/compose",
      "/user/people/person/9",
      "/companies",
      "/users",
      "/job-queue",
      "/discoveries",
      "/emails",
    ]) {
      expect(isAppRoute(path), path).toBe(true);
    }
  });

  it("leaves public pages alone", () => {
    for (const path of ["/", "/signin", "/signup", "/forgot-password", "/reset-password", "/auth/callback", "/eventsx", "/username"]) {
      expect(isAppRoute(path), path).toBe(false);
    }
  });
});

describe("hasSessionCookie", () => {
  it("recognises the local (better-auth) session cookie, also the secure variant", () => {
    expect(hasSessionCookie([{ name: "trayo.session_token", value: "abc" }])).toBe(true);
    expect(hasSessionCookie([{ name: "__Secure-trayo.session_token", value: "abc" }])).toBe(true);
  });

  it("recognises Supabase's auth cookie, whole or chunked", () => {
    expect(hasSessionCookie([{ name: "sb-abcd-auth-token", value: "base64-x" }])).toBe(true);
    expect(hasSessionCookie([{ name: "sb-abcd-auth-token.0", value: "base64-x" }])).toBe(true);
  });

  it("tells a Supabase session apart (only that one is refreshed in the proxy)", () => {
    expect(hasSupabaseSessionCookie([{ name: "sb-abcd-auth-token.1", value: "x" }])).toBe(true);
    expect(hasSupabaseSessionCookie([{ name: "trayo.session_token", value: "x" }])).toBe(false);
  });

  it("ignores other and emptied cookies", () => {
    expect(hasSessionCookie([])).toBe(false);
    expect(hasSessionCookie([{ name: "trayo-admin-selection", value: "{}" }])).toBe(false);
    expect(hasSessionCookie([{ name: "trayo.session_token", value: "" }])).toBe(false);
    expect(hasSessionCookie([{ name: "trayo.session_data", value: "x" }])).toBe(false);
  });
});

describe("signInPathFor", () => {
  const redirectOf = (path: string) => new URL(path, "http://app.test").searchParams.get("redirect");

  it("carries the page and its query to sign-in as the redirect parameter", () => {
    const path = signInPathFor("/user/events", "?status=failed&q=a%20b");
    expect(new URL(path, "http://app.test").pathname).toBe("/signin");
    expect(redirectOf(path)).toBe("/user/events?status=failed&q=a%20b");
    expect(redirectOf(signInPathFor("/accounts", ""))).toBe("/accounts");
  });

  it("sends plain /signin when the page is not a safe on-site path", () => {
    expect(signInPathFor("//evil.example/dashboard", "")).toBe("/signin");
    expect(signInPathFor("/\\evil.example", "")).toBe("/signin");
  });
});
