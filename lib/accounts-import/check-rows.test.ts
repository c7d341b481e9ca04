import { describe, expect, it } from "vitest";
import { RowChecker } from "./check-rows";
import { ownerLookup } from "./owner-lookup";

const mapping = { name: 0, url: 1, fullName: 2, ownerEmail: 3 };
const owners = ownerLookup([
  { id: "u1", email: "Ana@Seller.test", name: "Ana Owner" },
  { id: "u2", email: "bo@seller.test", name: "Same Name" },
  { id: "u3", email: "cy@seller.test", name: "Same Name" },
]);

describe("RowChecker", () => {
  it("creates valid rows with the form's normalised URL and optional official name", () => {
    const checker = new RowChecker(mapping, new Map(), owners);
    const { outcome, account } = checker.check(["Acme", "Acme.com", "Acme Corporation", ""], 2);
    expect(outcome).toEqual({ row: 2, name: "Acme", website: "Acme.com", status: "created", reason: null });
    expect(account?.fields).toEqual({ name: "Acme", url: "https://acme.com", full_name: "Acme Corporation" });
    expect(account?.ownerId).toBeNull();
  });

  it("reports invalid rows with the form's messages", () => {
    const checker = new RowChecker(mapping, new Map(), owners);
    expect(checker.check(["", "acme.com", "", ""], 2).outcome).toMatchObject({ status: "invalid", reason: "Both name and URL are required." });
    expect(checker.check(["Acme", "not a url", "", ""], 3).outcome).toMatchObject({ status: "invalid", reason: /valid website URL/ });
    expect(checker.check(["Acme", "ftp://acme.com", "", ""], 4).outcome.status).toBe("invalid");
  });

  it("finds duplicates by normalised domain in the company and earlier in the file", () => {
    const checker = new RowChecker(mapping, new Map([["acme.com", "Acme Inc"]]), owners);
    expect(checker.check(["Acme again", "https://WWW.Acme.com/about", "", ""], 2).outcome).toMatchObject({
      status: "duplicate",
      reason: "An account with the domain acme.com already exists: “Acme Inc”.",
    });
    expect(checker.check(["Globex", "globex.com", "", ""], 3).outcome.status).toBe("created");
    expect(checker.check(["Globex EU", "http://www.globex.com", "", ""], 4).outcome).toMatchObject({
      status: "duplicate",
      reason: "Same domain (globex.com) as row 3 of this file.",
    });
  });

  it("an invalid row does not claim its domain", () => {
    const checker = new RowChecker(mapping, new Map(), owners);
    expect(checker.check(["", "initech.com", "", ""], 2).outcome.status).toBe("invalid");
    expect(checker.check(["Initech", "initech.com", "", ""], 3).outcome.status).toBe("created");
  });

  it("assigns owners by email or unique name, and refuses unknown or ambiguous ones", () => {
    const checker = new RowChecker(mapping, new Map(), owners);
    expect(checker.check(["A", "a.com", "", "ana@seller.test"], 2).account?.ownerId).toBe("u1");
    expect(checker.check(["B", "b.com", "", "Ana Owner"], 3).account?.ownerId).toBe("u1");
    expect(checker.check(["C", "c.com", "", "nobody@other.test"], 4).outcome).toMatchObject({
      status: "invalid",
      reason: "The owner “nobody@other.test” is not a user of this company.",
    });
    expect(checker.check(["D", "d.com", "", "same name"], 5).outcome.reason).toMatch(/More than one user/);
  });
});
