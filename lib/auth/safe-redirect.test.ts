import { describe, expect, it } from "vitest";
import { safeRedirect, safeRedirectPath } from "./safe-redirect";

describe("safeRedirectPath", () => {
  it.each([
    ["/dashboard", "/dashboard"],
    ["/user/events/123?tab=summary#top", "/user/events/123?tab=summary#top"],
    ["/user/events?utm_source=email&utm_medium=daily_report", "/user/events?utm_source=email&utm_medium=daily_report"],
    ["/", "/"],
    ["/a/../b", "/b"],
  ])("keeps the on-site path %s", (input, expected) => {
    expect(safeRedirectPath(input)).toBe(expected);
  });

  it.each([
    "//evil.example",
    "//evil.example/path",
    "/\\evil.example",
    "\\\\evil.example",
    "/\\/evil.example",
    "https://evil.example",
    "http:evil.example",
    "javascript:alert(1)",
    "JaVaScRiPt:alert(1)",
    "data:text/html,hi",
    "evil.example",
    "dashboard",
    "/%2f%2fevil.example",
    "%2f%2fevil.example",
    "/%5cevil.example",
    "/%255cevil.example",
    "/%252f%252fevil.example",
    "/\tevil",
    "/\n/evil.example",
    "/\u0000",
    "/x\u007f",
    "",
    "   ",
    "/%E0%A4%A",
  ])("rejects %j", (input) => {
    expect(safeRedirectPath(input)).toBeNull();
  });

  it("rejects non-strings", () => {
    expect(safeRedirectPath(undefined)).toBeNull();
    expect(safeRedirectPath(null)).toBeNull();
  });

  it("falls back when the target is unsafe", () => {
    expect(safeRedirect("//evil.example")).toBe("/");
    expect(safeRedirect("//evil.example", "/signin")).toBe("/signin");
    expect(safeRedirect("/reports")).toBe("/reports");
  });
});
