import { describe, expect, it } from "vitest";
import { demoAccounts, demoExecutives } from "@/lib/seed/demo-workspace";
import { labelledArticles, type LabelledArticle } from "./__fixtures__/labelled-articles";
import { buildAccountProfile } from "./account-profile";
import { canonicalUrl } from "./canonical-url";
import { deduplicateContent } from "./content-dedup";
import { judgeCompany, judgeMention } from "./relevance";
import { compareStories } from "./semantic-dedup";
import { classifySignal } from "./signal-type";

const profileOf = (key: string) => {
  const a = demoAccounts.find((x) => x.key === key)!;
  return buildAccountProfile({ name: a.name, fullName: a.fullName, url: a.url, people: (demoExecutives[key] ?? []).map((e) => e.fullName) });
};

/** precision and recall of `predicted` for the positive class */
function score(cases: { actual: boolean; predicted: boolean }[]) {
  const tp = cases.filter((c) => c.actual && c.predicted).length;
  const fp = cases.filter((c) => !c.actual && c.predicted).length;
  const fn = cases.filter((c) => c.actual && !c.predicted).length;
  return { precision: tp + fp ? tp / (tp + fp) : 1, recall: tp + fn ? tp / (tp + fn) : 1, n: cases.length };
}

const report = (name: string, s: ReturnType<typeof score>) => {
  if (process.env.DEV_SET_REPORT) console.info(`${name}: precision ${s.precision.toFixed(2)} recall ${s.recall.toFixed(2)} (n=${s.n})`);
};

describe("labelled development set", () => {
  it("holds at least 60 labelled articles with every label kind", () => {
    expect(labelledArticles.length).toBeGreaterThanOrEqual(60);
    expect(labelledArticles.some((a) => a.mention === "passing_mention")).toBe(true);
    expect(labelledArticles.some((a) => a.company === "namesake")).toBe(true);
    expect(labelledArticles.filter((a) => a.sameStoryAs).length).toBeGreaterThanOrEqual(6);
  });

  it("about vs passing mention: passing mentions are found with high precision", () => {
    const cases = labelledArticles.map((a) => ({ actual: a.mention === "passing_mention", predicted: judgeMention(a, profileOf(a.account)).verdict !== "about" }));
    const s = score(cases);
    report("passing mention", s);
    expect(s.precision).toBeGreaterThanOrEqual(0.8);
    expect(s.recall).toBeGreaterThanOrEqual(0.8);
  });

  it("right company vs namesake", () => {
    const about = labelledArticles.filter((a) => a.mention === "about");
    const cases = about.map((a) => ({ actual: a.company === "namesake", predicted: judgeCompany(a, profileOf(a.account)).verdict === "namesake" }));
    const s = score(cases);
    report("namesake", s);
    expect(s.precision).toBeGreaterThanOrEqual(0.8);
    expect(s.recall).toBeGreaterThanOrEqual(0.8);
  });

  it("signal type accuracy", () => {
    const correct = labelledArticles.filter((a) => classifySignal(a.title, a.snippet) === a.signal).length;
    const accuracy = correct / labelledArticles.length;
    if (process.env.DEV_SET_REPORT) {
      console.info(`signal type: accuracy ${accuracy.toFixed(2)} (n=${labelledArticles.length})`);
      for (const a of labelledArticles) if (classifySignal(a.title, a.snippet) !== a.signal) console.info(`  ${a.id}: ${a.signal} → ${classifySignal(a.title, a.snippet)}`);
    }
    expect(accuracy).toBeGreaterThanOrEqual(0.7);
  });

  it("same-story pairs: semantic de-duplication finds the pairs and keeps different stories of one account apart", () => {
    const byId = new Map(labelledArticles.map((a) => [a.id, a]));
    const root = (a: LabelledArticle) => a.sameStoryAs ?? a.id;
    const cases: { actual: boolean; predicted: boolean }[] = [];
    const right = labelledArticles.filter((a) => a.company === "right_company" && a.mention === "about");
    for (let i = 0; i < right.length; i++) {
      for (let j = i + 1; j < right.length; j++) {
        const a = right[i];
        const b = right[j];
        if (a.account !== b.account) continue;
        const profile = profileOf(a.account);
        const verdict = compareStories({ url: null, ...a }, { url: null, ...b }, profile.aliases);
        cases.push({ actual: root(a) === root(b) && byId.has(root(a)), predicted: verdict.duplicate });
      }
    }
    const s = score(cases);
    report("same story", s);
    expect(s.precision).toBeGreaterThanOrEqual(0.8);
    expect(s.recall).toBeGreaterThanOrEqual(0.8);
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
