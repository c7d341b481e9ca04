import { describe, expect, it } from "vitest";
import { DEMO_CORPUS_TODAY } from "@/lib/providers/news-corpus/demo/demo-news-host";
import { getDemoArticle, listDemoArticles, type DemoArticleListing } from "@/lib/providers/news-corpus/demo/list-demo-articles";
import { demoAccounts, demoExecutives } from "@/lib/seed/demo-workspace";
import { buildAccountProfile } from "./account-profile";
import { judgeCompany, judgeMention } from "./relevance";
import { compareStories } from "./semantic-dedup";
import { classifySignal } from "./signal-type";

// The offline demo must show every discovery step working for every demo account, not only the two
// the e2e test uses: each account has fresh stories of several signal types, the same story from a
// second outlet, a namesake, a passing mention and a stale story, and the pipeline's own judges tell
// them apart.

const WINDOW_DAYS = 30;
const ageDays = (a: DemoArticleListing) => (DEMO_CORPUS_TODAY - Date.parse(a.date)) / 86_400_000;
const textOf = (a: DemoArticleListing) => getDemoArticle(a.slug)!.paragraphs.join("\n\n");
const story = (a: DemoArticleListing) => ({ url: a.url, title: a.title, snippet: a.snippet, text: textOf(a) });

describe.each(demoAccounts.map((account) => [account.key, account] as const))("demo corpus for %s", (key, account) => {
  const profile = buildAccountProfile({
    name: account.name,
    fullName: account.fullName,
    url: account.url,
    people: (demoExecutives[key] ?? []).map((e) => e.fullName),
  });
  const own = listDemoArticles({ accountKey: key });
  const fresh = own.filter((a) => ageDays(a) <= WINDOW_DAYS);
  const decoys = listDemoArticles().filter((a) => a.decoy?.accountKey === key);
  // what step 8 knows of the account besides its names: its people and industries
  const known = { people: profile.people, industries: profile.industries };

  it("has two or more fresh stories of different signal types, each told by two outlets at least once", () => {
    const freshStories = fresh.filter((a) => !a.sameStoryAs);
    expect(freshStories.length).toBeGreaterThanOrEqual(2);
    expect(new Set(freshStories.map((a) => a.signalType)).size).toBeGreaterThanOrEqual(2);
    const copies = fresh.filter((a) => a.sameStoryAs);
    expect(copies.length).toBeGreaterThanOrEqual(1);
    for (const copy of copies) {
      const original = own.find((a) => a.slug === copy.sameStoryAs)!;
      expect(original.source).not.toBe(copy.source);
      expect(compareStories(story(copy), story(original), profile.aliases, known).duplicate, copy.slug).toBe(true);
    }
    // and different stories of the account are not mistaken for one another
    const [first, second] = freshStories;
    expect(compareStories(story(first), story(second), profile.aliases, known).duplicate).toBe(false);
  });

  it("has a stale story outside the discovery window", () => {
    expect(own.some((a) => ageDays(a) > WINDOW_DAYS)).toBe(true);
  });

  it("has its own stories judged about the right company, with the signal type they carry", () => {
    for (const a of own) {
      expect(judgeMention(story(a), profile).verdict, a.slug).toBe("about");
      expect(judgeCompany(story(a), profile).verdict, a.slug).toBe("right_company");
      if (ageDays(a) <= WINDOW_DAYS) expect(classifySignal(a.title, a.snippet), a.slug).toBe(a.signalType);
    }
  });

  it("has a namesake and a passing mention that the pipeline drops", () => {
    const namesakes = decoys.filter((d) => d.decoy!.kind === "namesake");
    const mentions = decoys.filter((d) => d.decoy!.kind === "passing_mention");
    expect(namesakes.length).toBeGreaterThanOrEqual(1);
    expect(mentions.length).toBeGreaterThanOrEqual(1);
    for (const d of [...namesakes, ...mentions]) expect(ageDays(d), d.slug).toBeLessThanOrEqual(WINDOW_DAYS);
    for (const n of namesakes) expect(judgeCompany(story(n), profile).verdict, n.slug).toBe("namesake");
    for (const m of mentions) expect(judgeMention(story(m), profile).verdict, m.slug).toBe("passing_mention");
  });
});
