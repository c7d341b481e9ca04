import { describe, expect, it } from "vitest";
import { initials } from "./initials";

describe("initials", () => {
  it("takes the first letters of the first two words", () => {
    expect(initials("Uma User")).toBe("UU");
    expect(initials("Dr. Tomas Lindqvist")).toBe("DT");
  });

  it("uses one letter for a single word and upper-cases it", () => {
    expect(initials("bea")).toBe("B");
  });

  it("ignores extra whitespace", () => {
    expect(initials("  Ada    Admin  ")).toBe("AA");
  });

  it("is empty for a missing or blank name", () => {
    expect(initials(null)).toBe("");
    expect(initials("   ")).toBe("");
  });

  it("keeps letters outside the basic plane whole", () => {
    expect(initials("Émile Zola")).toBe("ÉZ");
  });
});
