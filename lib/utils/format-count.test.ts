import { describe, expect, it } from "vitest";
import { formatCount } from "./format-count";

describe("formatCount", () => {
  it("groups thousands as en-US does", () => {
    for (const n of [0, 7, 999, 1000, 12345, 999999, 1234567, -4321]) {
      expect(formatCount(n)).toBe(n.toLocaleString("en-US"));
    }
  });
});
