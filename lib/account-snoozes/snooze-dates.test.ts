import { describe, expect, it } from "vitest";
import { snoozeDateProblem, snoozedUntilLabel, snoozeUntil } from "./snooze-dates";

describe("snooze dates", () => {
  it("1 week, 1 month (month ends kept), or a date", () => {
    expect(snoozeUntil("week", "2026-11-27")).toBe("2026-12-04");
    expect(snoozeUntil("month", "2026-11-27")).toBe("2026-12-27");
    expect(snoozeUntil("month", "2027-01-31")).toBe("2027-02-28");
    expect(snoozeUntil("date", "2026-11-27", "2027-01-05")).toBe("2027-01-05");
  });

  it("refuses today, the past and more than a year", () => {
    expect(snoozeDateProblem("2026-11-27", "2026-11-27")).toBe("Choose a date after today.");
    expect(snoozeDateProblem("2028-01-01", "2026-11-27")).toBe("Choose a date within a year.");
    expect(snoozeDateProblem("2026-11-28", "2026-11-27")).toBeNull();
  });

  it("the badge text", () => {
    expect(snoozedUntilLabel("2026-12-04")).toBe("Snoozed until Dec 4, 2026");
  });
});
