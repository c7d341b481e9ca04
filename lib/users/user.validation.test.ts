import { describe, expect, it } from "vitest";
import { createUserSchema, parseUsersFilter, updateUserSchema, userFormIssue } from "./user.validation";

const COMPANY = "6f1c1a52-8d1e-4c1b-9a55-2f3b1a2c4d5e";

describe("user validation", () => {
  it("needs name, email and company, in the spec's words", () => {
    for (const input of [{ email: "a@b.co", company_id: COMPANY }, { name: "A", company_id: COMPANY }, { name: "A", email: "a@b.co" }, { name: " ", email: "a@b.co", company_id: COMPANY }]) {
      const parsed = createUserSchema.safeParse(input);
      expect(parsed.success).toBe(false);
      if (!parsed.success) expect(userFormIssue(parsed.error)).toBe("Name, email, and company are required.");
    }
  });

  it("defaults role to user and discovery to on, trims, lower-cases the email and drops an empty phone", () => {
    expect(createUserSchema.parse({ name: " Ivy ", email: " Ivy@Example.COM ", company_id: COMPANY, phone_number: " " })).toEqual({
      name: "Ivy",
      email: "ivy@example.com",
      role: "user",
      company_id: COMPANY,
      phone_number: null,
      event_discovery_enabled: true,
    });
    expect(createUserSchema.parse({ name: "A", email: "a@b.co", company_id: COMPANY, role: "admin", event_discovery_enabled: false })).toMatchObject({
      role: "admin",
      event_discovery_enabled: false,
    });
    expect(createUserSchema.safeParse({ name: "A", email: "a@b.co", company_id: COMPANY, role: "owner" }).success).toBe(false);
  });

  it("edits never carry an email", () => {
    const parsed = updateUserSchema.parse({ id: COMPANY, name: "A", email: "new@b.co", company_id: COMPANY });
    expect(parsed).not.toHaveProperty("email");
  });

  it("reads the company filter from the URL", () => {
    expect(parseUsersFilter(COMPANY)).toEqual({ kind: "company", companyId: COMPANY });
    expect(parseUsersFilter("none")).toEqual({ kind: "waiting" });
    expect(parseUsersFilter(["none", COMPANY])).toEqual({ kind: "waiting" });
    expect(parseUsersFilter("'; drop table users")).toEqual({ kind: "all" });
    expect(parseUsersFilter(undefined)).toEqual({ kind: "all" });
  });
});
