import { describe, expect, it } from "vitest";
import { createAttemptLimiter } from "./attempt-limiter";

describe("createAttemptLimiter", () => {
  it("blocks after the maximum within the window and allows again after it", () => {
    let t = 0;
    const limiter = createAttemptLimiter({ max: 2, windowMs: 1000, now: () => t });
    expect(limiter.allowed("a")).toBe(true);
    limiter.record("a");
    limiter.record("a");
    expect(limiter.allowed("a")).toBe(false);
    expect(limiter.allowed("b")).toBe(true);
    t = 1001;
    expect(limiter.allowed("a")).toBe(true);
    limiter.record("a");
    limiter.clear("a");
    expect(limiter.allowed("a")).toBe(true);
  });
});
