import { demoAccounts, demoExecutives } from "@/lib/seed/demo-workspace";
import { buildAccountProfile } from "../account-profile";
import { judgeCompany, judgeMention } from "../relevance";
import { compareStories } from "../semantic-dedup";
import { classifySignal } from "../signal-type";
import { labelledArticles, type LabelledArticle } from "./labelled-articles";

// Precision and recall of each discovery step on the labelled development set
// (printed by `npx tsx scripts/discovery-dev-set.ts`, asserted by discovery-steps.test.ts).

export const profileOf = (key: string) => {
  const a = demoAccounts.find((x) => x.key === key)!;
  return buildAccountProfile({ name: a.name, fullName: a.fullName, url: a.url, people: (demoExecutives[key] ?? []).map((e) => e.fullName) });
};

export type Score = { precision: number; recall: number; n: number };

export function score(cases: { actual: boolean; predicted: boolean }[]): Score {
  const tp = cases.filter((c) => c.actual && c.predicted).length;
  const fp = cases.filter((c) => !c.actual && c.predicted).length;
  const fn = cases.filter((c) => c.actual && !c.predicted).length;
  return { precision: tp + fp ? tp / (tp + fp) : 1, recall: tp + fn ? tp / (tp + fn) : 1, n: cases.length };
}

export function devSetMetrics() {
  const passingMention = score(labelledArticles.map((a) => ({ actual: a.mention === "passing_mention", predicted: judgeMention(a, profileOf(a.account)).verdict !== "about" })));
  const about = labelledArticles.filter((a) => a.mention === "about");
  const namesake = score(about.map((a) => ({ actual: a.company === "namesake", predicted: judgeCompany(a, profileOf(a.account)).verdict === "namesake" })));
  const misclassified = labelledArticles.filter((a) => classifySignal(a.title, a.snippet) !== a.signal);
  const signalAccuracy = 1 - misclassified.length / labelledArticles.length;
  const root = (a: LabelledArticle) => a.sameStoryAs ?? a.id;
  const right = labelledArticles.filter((a) => a.company === "right_company" && a.mention === "about");
  const pairs: { actual: boolean; predicted: boolean }[] = [];
  for (let i = 0; i < right.length; i++) {
    for (let j = i + 1; j < right.length; j++) {
      if (right[i].account !== right[j].account) continue;
      // as in the pipeline: the account's other articles weigh its everyday words, its people are known
      const profile = profileOf(right[i].account);
      const background = right.filter((a, k) => a.account === right[i].account && k !== i && k !== j);
      const verdict = compareStories({ url: null, ...right[i] }, { url: null, ...right[j] }, profile.aliases, { background, people: profile.people, industries: profile.industries });
      pairs.push({ actual: root(right[i]) === root(right[j]), predicted: verdict.duplicate });
    }
  }
  return {
    articles: labelledArticles.length,
    passingMention,
    namesake,
    signalAccuracy,
    misclassified: misclassified.map((a) => `${a.id}: ${a.signal} → ${classifySignal(a.title, a.snippet)}`),
    sameStory: score(pairs),
  };
}
