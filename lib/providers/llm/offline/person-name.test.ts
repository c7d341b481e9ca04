import { describe, expect, it } from "vitest";
import { cleanPersonName } from "./person-name";

describe("cleanPersonName", () => {
  it.each([
    "Crisis Manager",
    "Trump's Strategy",
    "Trump’s Strategy",
    "Wall Street",
    "Goldman Sachs",
    "Silicon Valley",
    "Prime Minister",
    "New York",
    "Hong Kong",
    "Capital Markets Day",
    "Deutsche Bank",
    "Stanford University",
    "Growth Strategy",
    "Vision Pro",
    "Black Friday",
    // a division or product line read as "Vice President of Advanced Development Programs"
    "Development Programs",
    "Gene Therapy Tools",
    // a page that lost its spaces glues the next word onto the surname
    "Jensen Huangtouted",
    "Jennifer Jones Patonafter",
  ])("%s is not a person", (phrase) => {
    expect(cleanPersonName(phrase)).toBeNull();
  });

  it.each([
    ["Ko Shiota", "Ko Shiota"],
    ["And David Menlow", "David Menlow"],
    ["Im Leo Cunningham", "Leo Cunningham"],
    ["Satya Nadella", "Satya Nadella"],
    ["Daniel Park", "Daniel Park"],
    ["Gideon Marsh", "Gideon Marsh"],
    ["Hunter Biden", "Hunter Biden"],
    ["Tim Cook’s", "Tim Cook"],
    ["Dr. Jan de Vries", "Dr. Jan de Vries"],
    ["Mary-Kate O'Neil", "Mary-Kate O'Neil"],
  ])("%s is a person", (raw, name) => {
    expect(cleanPersonName(raw)).toBe(name);
  });
});
