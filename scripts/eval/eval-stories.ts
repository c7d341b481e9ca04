import { compareStories } from "@/lib/pipeline/discovery/semantic-dedup";
import type { EvalItem } from "./eval-set";
import { binary, pairwise, type Binary } from "./scores";

// Same-story grouping: pairwise scores against the labelled story ids, and how often two DIFFERENT
// stories about the same account end up in one group (that merge would hide an event).

export type StoryScores = { pairs: Binary; sameAccountDifferentStories: number; sameAccountMerged: number; articles: number; stories: number };

type Article = { id: string; title: string; snippet: string; text?: string; account: string };

/** Groups by the pipeline's pairwise same-story judge (union of "duplicate" pairs). */
export function groupByJudge(articles: Article[]): string[][] {
  const parent = articles.map((_, i) => i);
  const find = (i: number): number => (parent[i] === i ? i : (parent[i] = find(parent[i])));
  for (let i = 0; i < articles.length; i++)
    for (let j = i + 1; j < articles.length; j++) {
      const a = articles[i];
      const b = articles[j];
      if (compareStories({ url: null, ...a }, { url: null, ...b }, [a.account, b.account]).duplicate) parent[find(i)] = find(j);
    }
  const groups = new Map<number, string[]>();
  articles.forEach((a, i) => groups.set(find(i), [...(groups.get(find(i)) ?? []), a.id]));
  return [...groups.values()];
}

export function storyScores(items: EvalItem[], input: "snippet" | "body", group: (articles: Article[]) => string[][] = groupByJudge): StoryScores {
  const articles = items
    .filter((i) => i.article && !i.text_id)
    .map((i) => ({ id: i.id, title: i.article!.title, snippet: i.article!.snippet, text: input === "body" ? i.article!.text : undefined, account: i.account }));
  const gold = new Map(items.map((i) => [i.id, i.story_id ?? i.id]));
  const groups = group(articles);
  const pairs = pairwise(
    articles.map((a) => a.id),
    gold,
    groups,
  );
  const groupOf = new Map<string, number>();
  groups.forEach((g, n) => g.forEach((id) => groupOf.set(id, n)));
  const account = new Map(articles.map((a) => [a.id, a.account.toLowerCase()]));
  const cases: { actual: boolean; predicted: boolean }[] = [];
  for (let i = 0; i < articles.length; i++)
    for (let j = i + 1; j < articles.length; j++) {
      const a = articles[i].id;
      const b = articles[j].id;
      if (account.get(a) !== account.get(b) || gold.get(a) === gold.get(b)) continue;
      cases.push({ actual: false, predicted: groupOf.get(a) === groupOf.get(b) });
    }
  const merged = binary(cases).fp;
  return { pairs, sameAccountDifferentStories: cases.length, sameAccountMerged: merged, articles: articles.length, stories: new Set(articles.map((a) => gold.get(a.id))).size };
}
