import { describe, expect, it } from "vitest";
import { conflictOf, storySpecifics } from "./story-conflicts";
import { headlineFigureConflict, headlineFiguresOf } from "./story-headline-figures";
import { ignoredWords } from "./story-similarity";

// Real-shaped headlines (written for these tests).

const figures = (title: string) => headlineFiguresOf(title);
const conflict = (a: string, b: string) => headlineFigureConflict(figures(a), figures(b));

describe("headline figures", () => {
  it("reads quarters, halves and years in their usual spellings", () => {
    expect(figures("Acme Q3 profit rises 10%").periods.get("quarter")).toEqual(new Set(["3"]));
    expect(figures("Acme third-quarter profit rises").periods.get("quarter")).toEqual(new Set(["3"]));
    expect(figures("Acme 3Q earnings beat").periods.get("quarter")).toEqual(new Set(["3"]));
    expect(figures("Acme sees first half sales slip").periods.get("half")).toEqual(new Set(["1"]));
    expect(figures("Acme raises FY2026 outlook").periods.get("year")).toEqual(new Set(["2026"]));
  });

  it("reads money with its scale, percentages and counts of things", () => {
    expect(figures("Acme to buy Beta for $2bn").amounts.get("$")).toEqual([2e9]);
    expect(figures("Acme agrees $2 billion Beta deal").amounts.get("$")).toEqual([2e9]);
    expect(figures("Acme to pay $225 mln settlement").amounts.get("$")).toEqual([225e6]);
    expect(figures("Acme profit up 12 percent").amounts.get("%")).toEqual([12]);
    expect(figures("Acme to cut 3,500 jobs").amounts.get("count:job")).toEqual([3500]);
    expect(figures("Acme to open 100 more stores").amounts.get("count:stor")).toEqual([100]);
    // a year or an amount of money is not a count
    expect([...figures("Acme to open stores by 2030, raises US$8,000,000 offering").amounts.keys()]).toEqual(["$"]);
  });

  it("different quarters, amounts, percentages or counts in the two headlines conflict", () => {
    expect(conflict("Acme Q3 profit rises 10%", "Acme Q4 profit falls 5%")).toMatch(/different quarter/);
    expect(conflict("Acme first-quarter sales jump", "Acme second-quarter sales slide")).toMatch(/different quarter/);
    expect(conflict("Acme to cut 3,500 jobs to improve margins", "Acme to Cut 1,000 Jobs")).toMatch(/different count:job/);
    expect(conflict("Acme sues Beta for $28bn", "Acme sues four firms for $20bn")).toMatch(/different \$/);
    expect(conflict("Acme shares plunge 20%", "Acme shares slip 3% on outlook")).toMatch(/different %/);
    expect(conflict("Acme 2025 results beat forecasts", "Acme 2026 outlook disappoints")).toMatch(/different year/);
  });

  it("one deal told in other words, rounded, or in another currency does not conflict", () => {
    expect(conflict("Acme to buy Beta for $2bn", "Acme agrees $2 billion Beta deal")).toBeNull();
    expect(conflict("Acme to buy Beta for $2.05bn", "Acme seals $2bn Beta takeover")).toBeNull();
    expect(conflict("Acme to buy Beta for $2bn", "Acme in £1.6bn swoop on Beta")).toBeNull();
    expect(conflict("Acme Q3 profit rises 10%", "Acme third-quarter profit up 10 percent")).toBeNull();
    expect(conflict("Acme to cut 1,000 jobs", "Acme job cuts hit Ohio plant")).toBeNull();
  });

  it("keeps two quarters' results apart in the conflict test of whole articles", () => {
    const acme = ignoredWords(["Acme"]);
    const spec = (title: string, snippet: string) => storySpecifics({ title, snippet }, acme, 700);
    const q3 = spec("Acme Q3 profit rises 10% on cloud demand", "Acme reported third-quarter net profit up 10% as cloud revenue grew.");
    const q4 = spec("Acme Q4 profit falls 5% as cloud demand cools", "Acme said fourth-quarter net profit fell 5% as cloud revenue slowed.");
    expect(conflictOf(q3, q4)).toMatch(/different quarter/);
  });
});
