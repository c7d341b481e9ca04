import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { reportTextSchema, SINGLE_LINE_MESSAGE } from "./report.validation";

describe("report text", () => {
  const input = (field: "name" | "subject", value: string) => ({ reportId: randomUUID(), field, value });

  it.each(["Weekly\r\nBcc: thief@evil.test", "Weekly\nX-Injected: 1", "Weekly\rnews", "Weekly\u2028news"])("refuses a subject with a line break (%j)", (value) => {
    const parsed = reportTextSchema.safeParse(input("subject", value));
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0].message).toBe(SINGLE_LINE_MESSAGE);
  });

  it("keeps an ordinary subject and name", () => {
    expect(reportTextSchema.parse(input("subject", "Your Trayo Report: 3 events")).value).toBe("Your Trayo Report: 3 events");
    expect(reportTextSchema.safeParse(input("name", "Q3 – accounts")).success).toBe(true);
  });
});
