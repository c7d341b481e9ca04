import { describe, expect, it } from "vitest";
import { formatShortDate } from "./format-date";

describe("formatShortDate", () => {
  it("shows short month, day and year", () => {
    expect(formatShortDate("2026-03-04")).toBe("Mar 4, 2026");
    expect(formatShortDate(new Date(2025, 11, 31, 12))).toBe("Dec 31, 2025");
  });

  it("shows a dash for missing or invalid dates", () => {
    expect(formatShortDate(null)).toBe("—");
    expect(formatShortDate("not a date")).toBe("—");
  });
});
