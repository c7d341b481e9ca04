import { describe, expect, it } from "vitest";
import { FAILED_RESET_LINK_PATH, resetRequestDescription } from "./auth-links";

describe("reset request description", () => {
  it("blames a link only when a failed reset link led to the page", () => {
    const flag = new URL(FAILED_RESET_LINK_PATH, "http://app.test").searchParams.get("link") ?? undefined;
    expect(resetRequestDescription(flag)).toBe("Your reset link has expired or was already used. Enter your email to get a new one.");
    for (const link of [undefined, "", "other", ["failed", "failed"]]) {
      expect(resetRequestDescription(link)).toBe("Enter your email and we'll send you a link to reset your password.");
    }
  });
});
