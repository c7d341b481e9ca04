import { describe, expect, it } from "vitest";
import {
  ACCOUNT_INVALID_URL_MESSAGE,
  ACCOUNT_REQUIRED_MESSAGE,
  accountFormSchema,
  firstIssueMessage,
  normaliseAccountUrl,
} from "./account.validation";

function messageFor(input: unknown) {
  const parsed = accountFormSchema.safeParse(input);
  return parsed.success ? null : firstIssueMessage(parsed.error);
}

describe("account form validation", () => {
  it("asks for both name and URL when either is missing or blank", () => {
    expect(messageFor({ name: "", url: "acme.com" })).toBe(ACCOUNT_REQUIRED_MESSAGE);
    expect(messageFor({ name: "   ", url: "acme.com" })).toBe(ACCOUNT_REQUIRED_MESSAGE);
    expect(messageFor({ name: "Acme", url: "" })).toBe(ACCOUNT_REQUIRED_MESSAGE);
    expect(messageFor({ url: "acme.com" })).toBe(ACCOUNT_REQUIRED_MESSAGE);
    expect(messageFor({})).toBe(ACCOUNT_REQUIRED_MESSAGE);
  });

  it("stores an empty full name as null and trims the rest", () => {
    const parsed = accountFormSchema.parse({ name: "  Acme  ", url: " acme.com ", full_name: "   " });
    expect(parsed).toEqual({ name: "Acme", url: "https://acme.com", full_name: null });
    expect(accountFormSchema.parse({ name: "Acme", url: "acme.com" }).full_name).toBeNull();
    expect(accountFormSchema.parse({ name: "Acme", url: "acme.com", full_name: " Acme Corp " }).full_name).toBe("Acme Corp");
  });

  it("rejects text that cannot be a website address", () => {
    expect(messageFor({ name: "Acme", url: "not a url" })).toBe(ACCOUNT_INVALID_URL_MESSAGE);
    expect(messageFor({ name: "Acme", url: "javascript:alert(1)" })).toBe(ACCOUNT_INVALID_URL_MESSAGE);
    expect(messageFor({ name: "Acme", url: "ftp://acme.com" })).toBe(ACCOUNT_INVALID_URL_MESSAGE);
    expect(messageFor({ name: "Acme", url: "acme" })).toBe(ACCOUNT_INVALID_URL_MESSAGE);
  });
});

describe("normaliseAccountUrl", () => {
  it("adds https, lower-cases the host and drops a bare trailing slash", () => {
    expect(normaliseAccountUrl("Acme.COM")).toBe("https://acme.com");
    expect(normaliseAccountUrl("https://www.Acme.com/")).toBe("https://www.acme.com");
    expect(normaliseAccountUrl("http://acme.com")).toBe("http://acme.com");
  });

  it("keeps paths, queries and ports", () => {
    expect(normaliseAccountUrl("acme.com/en/about/")).toBe("https://acme.com/en/about/");
    expect(normaliseAccountUrl("http://127.0.0.1:4599")).toBe("http://127.0.0.1:4599");
    expect(normaliseAccountUrl("https://acme.com/?ref=1")).toBe("https://acme.com/?ref=1");
  });

  it("refuses credentials in the address", () => {
    expect(normaliseAccountUrl("https://user:pw@acme.com")).toBeNull();
  });
});
