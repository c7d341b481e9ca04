import { describe, expect, it } from "vitest";
import { conflictOf, storySpecifics } from "./story-conflicts";
import { groupStories } from "./story-grouping";
import { ignoredWords } from "./story-similarity";

// Real-shaped headlines and leads (written for these tests).

const ascom = ignoredWords(["Ascom"]);
const spec = (title: string, snippet: string, ignored = ascom) => storySpecifics({ title, snippet }, ignored, 700);

const draeger = spec(
  "Ascom and Dräger introduce integrated clinical alarm management in North America",
  "Ascom, a provider of healthcare ICT, announced a clinical alarm management solution with Dräger for hospitals in North America.",
);
const ge = spec(
  "Ascom announces a distribution partnership with GE Healthcare in Europe",
  "Ascom's connectivity and clinical workflow expertise will reach intensive care units across Europe through a new distribution agreement for healthcare providers.",
);

describe("conflicting specifics", () => {
  it("two deals with different partners, neither named by the other article, conflict", () => {
    expect(conflictOf(draeger, ge)).toMatch(/different parties: drager vs ge/);
  });

  it("the same deal told by two outlets does not: the partner is named in the other lead", () => {
    const other = spec("Dräger teams up with Ascom on alarm management", "Medical technology maker Dräger and Ascom will sell an integrated clinical alarm system in North America.");
    expect(conflictOf(draeger, other)).toBeNull();
    expect(conflictOf(ge, spec("GE Healthcare to distribute Ascom software", "Ascom signed a deal with GE Healthcare to distribute its patient monitoring software in Europe."))).toBeNull();
  });

  it("the account itself after 'with' is no other party", () => {
    expect(spec("Dräger partners with Ascom", "Dräger said it would work with Ascom.").counterparties.size).toBe(0);
  });

  it("different sizes of one product line conflict; the same size, or no size on one side, does not", () => {
    const apple = ignoredWords(["Apple"]);
    const big = spec("16-inch MacBook Pro review: the keyboard is back", "Apple's new flagship laptop moves forward.", apple);
    const small = spec("13-Inch MacBook Pro with scissor keyboard expected in 2020", "Apple plans a new 13-inch MacBook Pro.", apple);
    expect(conflictOf(big, small)).toMatch(/different inch: 16 vs 13/);
    expect(conflictOf(big, spec("Apple's 16 inch MacBook Pro is here", "The 16-inch model replaces the 15-inch.", apple))).toBeNull();
    expect(conflictOf(big, spec("MacBook Pro review", "Apple's laptop.", apple))).toBeNull();
    expect(spec("5 in 10 firms plan cuts", "", apple).measures.size).toBe(0);
  });

  it("keeps two similar stories with different partners apart in grouping, and groups them when the test is off", () => {
    const items = [
      { id: "a", title: "Ascom and Dräger introduce clinical alarm management for hospitals", snippet: "Ascom and Dräger introduce an integrated clinical alarm management solution for hospitals and intensive care units.", publishedAt: "2026-03-10" },
      { id: "b", title: "Ascom signs clinical alarm management partnership with Philips for hospitals", snippet: "Ascom signs a clinical alarm management partnership for hospitals and intensive care units.", publishedAt: "2026-03-11" },
    ];
    expect(groupStories(items, { ignore: ["Ascom"], conflicts: false }).groups).toHaveLength(1);
    expect(groupStories(items, { ignore: ["Ascom"] }).groups).toHaveLength(2);
  });
});
