import { describe, expect, it } from "vitest";
import { formatCompactDate, formatDateTime, formatShortDate } from "./format-date";

describe("date formatting", () => {
  it("shows short month, day and year", () => {
    expect(formatShortDate("2026-03-04")).toBe("Mar 4, 2026");
    expect(formatShortDate(new Date(2025, 11, 31, 12))).toBe("Dec 31, 2025");
  });

  it("shows short month, day, year and MM/DD without shifting the day", () => {
    expect(formatShortDate("2026-11-21")).toBe("Nov 21, 2026");
    expect(formatShortDate("2026-01-01")).toBe("Jan 1, 2026");
    expect(formatCompactDate("2026-11-21")).toBe("11/21");
  });

  it("shows a dash, or the given fallback, for missing or invalid dates", () => {
    expect(formatShortDate(null)).toBe("—");
    expect(formatShortDate("not a date")).toBe("—");
    expect(formatShortDate("garbage", "No date")).toBe("No date");
  });
});

describe("date formatting of timestamps", () => {
  it("reads ISO date-times as the moment they name, in local time", () => {
    const moment = new Date(2026, 10, 21, 23, 30);
    expect(formatShortDate(moment.toISOString())).toBe("Nov 21, 2026");
    expect(formatCompactDate(moment.toISOString())).toBe("11/21");
    expect(formatShortDate("2026-02-03T08:00:00")).toBe("Feb 3, 2026");
  });

  it("refuses impossible days rather than rolling them over", () => {
    expect(formatShortDate("2026-02-31")).toBe("—");
    expect(formatCompactDate("2026-13-01")).toBe("—");
  });

  it("shows the time of day after the short date, on a 12-hour clock", () => {
    expect(formatDateTime(new Date(2026, 10, 26, 8, 4))).toBe("Nov 26, 2026, 8:04 AM");
    expect(formatDateTime(new Date(2026, 10, 26, 0, 30))).toBe("Nov 26, 2026, 12:30 AM");
    expect(formatDateTime(new Date(2026, 10, 26, 12, 0))).toBe("Nov 26, 2026, 12:00 PM");
    expect(formatDateTime(new Date(2026, 10, 26, 23, 59))).toBe("Nov 26, 2026, 11:59 PM");
    expect(formatDateTime(null)).toBe("—");
  });
});
