import { describe, expect, it } from "vitest";
import { devSetMetrics } from "./__fixtures__/dev-set-metrics";
import { labelledArticles } from "./__fixtures__/labelled-articles";
import { canonicalUrl } from "@/lib/events/canonical-url";
import { deduplicateContent } from "./content-dedup";

const metrics = devSetMetrics();

describe("labelled development set (figures: npx tsx scripts/discovery-dev-set.ts)", () => {
  it("holds at least 60 labelled articles with every label kind", () => {
    expect(labelledArticles.length).toBeGreaterThanOrEqual(60);
    expect(labelledArticles.some((a) => a.mention === "passing_mention")).toBe(true);
    expect(labelledArticles.some((a) => a.company === "namesake")).toBe(true);
    expect(labelledArticles.filter((a) => a.sameStoryAs).length).toBeGreaterThanOrEqual(6);
  });

  it("about vs passing mention", () => {
    expect(metrics.passingMention.precision).toBeGreaterThanOrEqual(0.9);
    expect(metrics.passingMention.recall).toBeGreaterThanOrEqual(0.9);
  });

  it("right company vs namesake", () => {
    expect(metrics.namesake.precision).toBeGreaterThanOrEqual(0.9);
    expect(metrics.namesake.recall).toBeGreaterThanOrEqual(0.9);
  });

  it("signal type", () => {
    expect(metrics.signalAccuracy).toBeGreaterThanOrEqual(0.85);
  });

  it("same-story pairs: found, and different stories of one account kept apart", () => {
    expect(metrics.sameStory.precision).toBeGreaterThanOrEqual(0.9);
    expect(metrics.sameStory.recall).toBeGreaterThanOrEqual(0.85);
  });
});

describe("content de-duplication", () => {
  const article = (url: string, title: string, snippet = "") => ({ url, title, source: "S", date: "", snippet });

  it("treats tracking parameters, AMP and mobile variants and trailing slashes as one URL", () => {
    expect(canonicalUrl("https://www.news.example/a/story/?utm_source=x&id=3#top")).toBe(canonicalUrl("https://m.news.example/a/story?id=3"));
    expect(canonicalUrl("https://news.example/a/story/amp")).toBe(canonicalUrl("https://news.example/a/story"));
    expect(canonicalUrl("https://news.example/a/story?id=3")).not.toBe(canonicalUrl("https://news.example/a/story?id=4"));
  });

  it("keeps the first of each URL and of each near-duplicate text, and keeps different stories", () => {
    const result = deduplicateContent([
      article("https://a.example/x?utm_medium=rss", "Verdant Mobility acquires Voltway in all-stock deal", "The acquisition adds 40,000 scooters and operations in 22 cities."),
      article("https://a.example/x", "Something else entirely"),
      article("https://wire.example/y", "Verdant Mobility acquires Voltway in all-stock deal", "The acquisition adds 40,000 scooters and operations in 22 cities to its network."),
      article("https://b.example/z", "Verdant Mobility appoints a new CFO", "Lena Brandt joins from an airline."),
    ]);
    expect(result.kept_indices).toEqual([0, 3]);
    expect(result.removed.map((r) => [r.index, r.reason])).toEqual([
      [1, "same_url"],
      [2, "near_duplicate_text"],
    ]);
  });

  it("is linear: 10,000 distinct articles are all kept", () => {
    const many = Array.from({ length: 10_000 }, (_, i) => article(`https://n.example/${i}`, `Company ${i} story number ${i * 7} about topic ${i % 97}`, `Snippet ${i} words ${i * 13} more ${i * 31}`));
    expect(deduplicateContent(many).kept_indices).toHaveLength(10_000);
  });
});
