import { describe, expect, it } from "vitest";
import { formatEventDate, formatEventDateShort } from "./format-event-date";

describe("event dates", () => {
  it("shows short month, day, year and MM/DD without shifting the day", () => {
    expect(formatEventDate("2026-11-21")).toBe("Nov 21, 2026");
    expect(formatEventDate("2026-01-01")).toBe("Jan 1, 2026");
    expect(formatEventDateShort("2026-11-21")).toBe("11/21");
  });

  it("falls back when there is no date", () => {
    expect(formatEventDate(null)).toBe("—");
    expect(formatEventDate("garbage", "No date")).toBe("No date");
  });
});
