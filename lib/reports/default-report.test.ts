import { describe, expect, it } from "vitest";
import { countInWords, defaultReportName, defaultReportSubject } from "./default-report";

describe("default report name and subject", () => {
  it("counts in words up to Ten, then digits", () => {
    expect(countInWords(1)).toBe("One");
    expect(countInWords(10)).toBe("Ten");
    expect(countInWords(11)).toBe("11");
  });

  it("says activity for one and activities for more; the product's default for none", () => {
    expect(defaultReportSubject(1)).toBe("One new activity spotted in your accounts");
    expect(defaultReportSubject(7)).toBe("Seven new activities spotted in your accounts");
    expect(defaultReportSubject(0)).toBe("New Trayo AI report for you");
  });

  it("names the report after the first name and month/day", () => {
    expect(defaultReportName("Ana Lima", new Date("2026-11-23T08:00:00Z"))).toBe("Ana 11/23");
    expect(defaultReportName("  ", new Date("2026-01-05T08:00:00Z"))).toBe("Report 1/5");
  });
});
