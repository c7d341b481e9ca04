import { groupStories } from "@/lib/pipeline/discovery/story-grouping";
import type { EvalItem } from "./eval-set";
import { binary, pairwise, type Binary } from "./scores";

// Same-story grouping: pairwise scores against the labelled story ids, and how often two DIFFERENT
// stories about the same account end up in one group (that merge would hide an event).

export type StoryScores = {
  /** pairs of one account's articles, as discovery meets them (one run per account): the measure */
  pairs: Binary;
  /** every pair, also those of one story filed under different accounts (a deal's two parties), which no run compares */
  allPairs: Binary;
  sameAccountDifferentStories: number;
  sameAccountMerged: number;
  articles: number;
  stories: number;
};

type Article = { id: string; title: string; snippet: string; text?: string; account: string; aliases?: string[]; publishedAt?: string | null };

/**
 * Discovery's same-story grouping as discovery runs it: per account (each run is one account's news), the
 * account's names weighing nothing. Two articles of one story filed under different accounts never meet.
 */
export function groupByPipeline(articles: Article[]): string[][] {
  const keyOf = accountKeys(articles);
  const byAccount = new Map<string, Article[]>();
  for (const a of articles) byAccount.set(keyOf.get(a.id)!, [...(byAccount.get(keyOf.get(a.id)!) ?? []), a]);
  return [...byAccount.values()].flatMap((run) =>
    groupStories(
      run.map((a) => ({ id: a.id, title: a.title, snippet: a.snippet, text: a.text, publishedAt: a.publishedAt ?? undefined })),
      { ignore: [run[0].account, ...(run[0].aliases ?? [])] },
    ).groups,
  );
}

/** One key per account: labels that name it differently ("Big Machine", alias "Big Machine Records") meet. */
export function accountKeys(articles: Pick<Article, "id" | "account" | "aliases">[]): Map<string, string> {
  const parent = new Map<string, string>();
  const find = (x: string): string => {
    const p = parent.get(x) ?? x;
    if (p === x) return x;
    const root = find(p);
    parent.set(x, root);
    return root;
  };
  const names = (a: Pick<Article, "account" | "aliases">) => [a.account, ...(a.aliases ?? [])].map((n) => n.trim().toLowerCase()).filter(Boolean);
  for (const a of articles) {
    const [first, ...rest] = names(a);
    for (const n of rest) if (find(n) !== find(first)) parent.set(find(n), find(first));
  }
  return new Map(articles.map((a) => [a.id, find(a.account.trim().toLowerCase())]));
}

export function storyScores(items: EvalItem[], input: "snippet" | "body", group: (articles: Article[]) => string[][] = groupByPipeline): StoryScores {
  const articles = items
    .filter((i) => i.article && !i.text_id)
    .map((i) => ({ id: i.id, title: i.article!.title, snippet: i.article!.snippet, text: input === "body" ? i.article!.text : undefined, account: i.account, aliases: i.account_aliases, publishedAt: i.article!.published_at ?? i.published_at }));
  const gold = new Map(items.map((i) => [i.id, i.story_id ?? i.id]));
  const groups = group(articles);
  const account = accountKeys(articles);
  const ids = articles.map((a) => a.id);
  const pairs = pairwise(ids, gold, groups, account);
  const allPairs = pairwise(ids, gold, groups);
  const groupOf = new Map<string, number>();
  groups.forEach((g, n) => g.forEach((id) => groupOf.set(id, n)));
  const cases: { actual: boolean; predicted: boolean }[] = [];
  for (let i = 0; i < articles.length; i++)
    for (let j = i + 1; j < articles.length; j++) {
      const a = articles[i].id;
      const b = articles[j].id;
      if (account.get(a) !== account.get(b) || gold.get(a) === gold.get(b)) continue;
      cases.push({ actual: false, predicted: groupOf.get(a) === groupOf.get(b) });
    }
  const merged = binary(cases).fp;
  return { pairs, allPairs, sameAccountDifferentStories: cases.length, sameAccountMerged: merged, articles: articles.length, stories: new Set(articles.map((a) => gold.get(a.id))).size };
}
