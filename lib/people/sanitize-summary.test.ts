import { describe, expect, it } from "vitest";
import { sanitizeSummary } from "./sanitize-summary";

describe("sanitizeSummary", () => {
  it("keeps inline formatting and drops scripts, handlers and links", () => {
    const html = sanitizeSummary('<b>Raised</b> $40M<script>alert(1)</script><img src=x onerror=alert(1)><a href="javascript:x">go</a>');
    expect(html).toBe("<b>Raised</b> $40Mgo");
  });

  it("returns plain text unchanged and nothing for nothing", () => {
    expect(sanitizeSummary("Q3 revenue up 12%")).toBe("Q3 revenue up 12%");
    expect(sanitizeSummary(null)).toBe("");
  });
});
