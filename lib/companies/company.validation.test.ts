import { describe, expect, it } from "vitest";
import { companyFormIssue, companyFormSchema, solutionsBriefHint } from "./company.validation";
import { storedCompanyLogoPath } from "./upload-company-logo";

describe("company validation", () => {
  it("trims the name and requires it with the spec's message", () => {
    expect(companyFormSchema.parse({ name: "  Gridworks  ", solutions: " ", solutions_brief: "" })).toEqual({ name: "Gridworks", solutions: null, solutions_brief: null });
    const parsed = companyFormSchema.safeParse({ name: "   " });
    expect(parsed.success).toBe(false);
    if (!parsed.success) expect(companyFormIssue(parsed.error)).toBe("Company name is required.");
  });

  it("counts the brief against the 200–400 recommendation", () => {
    expect(solutionsBriefHint(0)).toEqual({ text: "0 characters (recommended 200–400)", inRange: false });
    expect(solutionsBriefHint(200).inRange).toBe(true);
    expect(solutionsBriefHint(400).inRange).toBe(true);
    expect(solutionsBriefHint(401).inRange).toBe(false);
  });

  it("recognises only its own stored logo", () => {
    const id = "6f1c1a52-8d1e-4c1b-9a55-2f3b1a2c4d5e";
    expect(storedCompanyLogoPath(id, `/api/storage/assets/companies/logos/${id}.png?v=1`)).toBe(`companies/logos/${id}.png`);
    expect(storedCompanyLogoPath(id, "https://elsewhere.example/logo.png")).toBeNull();
    expect(storedCompanyLogoPath(id, null)).toBeNull();
  });
});
