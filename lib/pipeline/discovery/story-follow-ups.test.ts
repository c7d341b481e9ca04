import { describe, expect, it } from "vitest";
import { followUpOf, isLegalStep } from "./story-follow-ups";
import { groupStories } from "./story-grouping";

// Real-shaped headlines and leads (written for these tests).

describe("legal steps in headlines", () => {
  it("reads arrests, charges, pleas and verdicts", () => {
    expect(isLegalStep("Man charged with arson over Harbor Foods fire in Kendal")).toBe(true);
    expect(isLegalStep("Police arrest driver after fatal hit-and-run")).toBe(true);
    expect(isLegalStep("Former aide faces federal fraud charges")).toBe(true);
    expect(isLegalStep("Ex-CFO pleads guilty to insider trading")).toBe(true);
    expect(isLegalStep("Warehouse arsonist sentenced to six years")).toBe(true);
  });

  it("not an accounting charge, nor the incident itself", () => {
    expect(isLegalStep("Northwind to cut 1,000 jobs, take charge")).toBe(false);
    expect(isLegalStep("Harbor Foods fire in Kendal town centre tackled")).toBe(false);
    expect(isLegalStep("Gunman kills 1, wounds 2 at accounting office")).toBe(false);
  });

  it("an incident and a legal step reported on a later day are two events; the same day, or two steps, say nothing", () => {
    const incident = { legalStep: false, days: [100, 100] as [number, number] };
    const charge = { legalStep: true, days: [101, 101] as [number, number] };
    expect(followUpOf(incident, charge)).toMatch(/later legal step/);
    expect(followUpOf(charge, incident)).toMatch(/later legal step/);
    expect(followUpOf(incident, { ...charge, days: [100, 100] })).toBeNull();
    expect(followUpOf({ ...incident, legalStep: true }, charge)).toBeNull();
    expect(followUpOf(incident, { ...charge, days: null })).toBeNull();
  });
});

describe("grouping an incident and the charge that followed", () => {
  const fire = [
    {
      id: "fire-a",
      title: "Harbor Foods fire in Kendal town centre tackled",
      snippet: "Crews from Cumbria Fire and Rescue have tackled a blaze at a supermarket in Kendal. The fire service was called at 06:00 to the Harbor Foods store in Market Street on Sunday; half the roof at the entrance collapsed.",
      publishedAt: "2026-07-19",
    },
    {
      id: "fire-b",
      title: "Major fire at Harbor Foods in Kendal",
      snippet: "A large fire broke out at the Harbor Foods supermarket in Kendal town centre on Sunday morning, destroying much of the store's roof. Eight crews fought the blaze in Market Street.",
      publishedAt: "2026-07-19",
    },
  ];
  const charge = {
    id: "charge",
    title: "Man charged with arson over Harbor Foods fire in Kendal",
    snippet: "A man has been charged with arson after a fire at the Harbor Foods supermarket in Kendal, Cumbria. Half of the roof at the entrance of the store in Market Street collapsed in the blaze on Sunday.",
    publishedAt: "2026-07-20",
  };
  const options = { ignore: ["Harbor Foods"] };

  it("keeps the next day's charge apart from the fire it retells", () => {
    expect(groupStories([...fire, charge], options).groups).toEqual([["fire-a", "fire-b"], ["charge"]]);
    expect(groupStories([...fire, charge], { ...options, conflicts: false }).groups).toHaveLength(1);
  });

  it("groups them when the charge is reported the day of the fire (outlets may already know of it)", () => {
    expect(groupStories([...fire, { ...charge, publishedAt: "2026-07-19" }], options).groups).toHaveLength(1);
  });
});
