import { describe, expect, it } from "vitest";
import { contextualizedSchema, eventDetailsSchema, firstIssue, INVALID_URL, newEventSchema } from "./event.validation";

const message = (result: { success: boolean; error?: unknown }) =>
  result.success ? null : firstIssue(result.error as Parameters<typeof firstIssue>[0]);

const accountId = "6f1c3a57-2b0c-4a53-9a4e-0d6b1d5b7a10";
const offering = { name: "Revenue Forecasting Cloud", link: "https://northwind.example/forecasting", offering: "Forecast the merged pipeline." };
const valid = {
  event_summary: "Helio Grid raised a Series C.",
  tldr: "",
  why_it_matters: "New money means new planning cycles.",
  suggested_action: "Offer a forecasting workshop.",
  offerings: [offering],
};

describe("new event", () => {
  it("requires both URL and account", () => {
    expect(message(newEventSchema.safeParse({ accountId, url: "" }))).toBe("URL and account are required");
    expect(message(newEventSchema.safeParse({ accountId: "", url: "https://news.example/a" }))).toBe("URL and account are required");
    expect(message(newEventSchema.safeParse({ accountId: "  ", url: "   " }))).toBe("URL and account are required");
  });

  it("requires a valid http(s) URL", () => {
    expect(message(newEventSchema.safeParse({ accountId, url: "not a url" }))).toBe(INVALID_URL);
    expect(message(newEventSchema.safeParse({ accountId, url: "javascript:alert(1)" }))).toBe(INVALID_URL);
    expect(newEventSchema.parse({ accountId, url: " https://news.example/a " })).toEqual({ accountId, url: "https://news.example/a" });
  });
});

describe("event details", () => {
  it("stores empty title, date and summary as null", () => {
    const parsed = eventDetailsSchema.parse({ eventId: accountId, title: " ", eventDate: "", summary: "", url: "https://x.example", accountId });
    expect(parsed).toMatchObject({ title: null, eventDate: null, summary: null });
  });

  it("rejects a malformed date", () => {
    expect(message(eventDetailsSchema.safeParse({ eventId: accountId, eventDate: "21/11/2026", url: "https://x.example", accountId }))).toBe(
      "Please enter a valid date.",
    );
  });
});

describe("contextualized", () => {
  it("accepts a complete event with tldr left empty", () => {
    expect(contextualizedSchema.safeParse(valid).success).toBe(true);
  });

  it.each(["event_summary", "why_it_matters", "suggested_action"] as const)("requires %s", (field) => {
    expect(message(contextualizedSchema.safeParse({ ...valid, [field]: "   " }))).toBe("All fields are required.");
  });

  it("needs one or two offerings", () => {
    expect(message(contextualizedSchema.safeParse({ ...valid, offerings: [] }))).toBe("You must have 1 or 2 offerings.");
    expect(message(contextualizedSchema.safeParse({ ...valid, offerings: [offering, offering, offering] }))).toBe(
      "You must have 1 or 2 offerings.",
    );
    expect(contextualizedSchema.safeParse({ ...valid, offerings: [offering, offering] }).success).toBe(true);
  });

  it.each(["name", "link", "offering"] as const)("requires the offering's %s", (field) => {
    expect(message(contextualizedSchema.safeParse({ ...valid, offerings: [offering, { ...offering, [field]: "" }] }))).toBe(
      "All offering fields are required.",
    );
  });

  it("reports missing fields before the offering count", () => {
    expect(message(contextualizedSchema.safeParse({ ...valid, event_summary: "", offerings: [] }))).toBe("All fields are required.");
  });
});

describe("input limits (issue 14)", () => {
  it("accepts only http(s) offering links", () => {
    for (const link of ["data:text/html,<script>alert(1)</script>", "vbscript:msgbox(1)", "javascript:alert(1)"]) {
      expect(message(contextualizedSchema.safeParse({ ...valid, offerings: [{ ...offering, link }] }))).toBe(
        "Offering links must be web addresses starting with http:// or https://.",
      );
    }
  });

  it("caps every text field with a clear message", () => {
    const eventId = "7a1c3a57-2b0c-4a53-9a4e-0d6b1d5b7a10";
    const details = { eventId, url: "https://news.example/a", accountId };
    expect(message(eventDetailsSchema.safeParse({ ...details, title: "x".repeat(2_500_000) }))).toBe("Title must be at most 500 characters.");
    expect(message(eventDetailsSchema.safeParse({ ...details, summary: "x".repeat(10_001) }))).toBe("Summary must be at most 10,000 characters.");
    expect(message(contextualizedSchema.safeParse({ ...valid, why_it_matters: "x".repeat(5_001) }))).toBe("Why it matters must be at most 5,000 characters.");
    expect(message(contextualizedSchema.safeParse({ ...valid, offerings: [{ ...offering, name: "x".repeat(201) }] }))).toBe(
      "Offering name must be at most 200 characters.",
    );
  });
});
