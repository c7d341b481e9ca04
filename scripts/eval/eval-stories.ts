import { groupStories } from "@/lib/pipeline/discovery/story-grouping";
import type { EvalItem } from "./eval-set";
import { binary, pairwise, type Binary } from "./scores";

// Same-story grouping: pairwise scores against the labelled story ids, and how often two DIFFERENT
// stories about the same account end up in one group (that merge would hide an event).

export type StoryScores = { pairs: Binary; sameAccountDifferentStories: number; sameAccountMerged: number; articles: number; stories: number };

type Article = { id: string; title: string; snippet: string; text?: string; account: string; aliases?: string[]; publishedAt?: string | null };

/**
 * Discovery's same-story grouping as discovery runs it: per account (each run is one account's news), the
 * account's names weighing nothing. Two articles of one story filed under different accounts never meet.
 */
export function groupByPipeline(articles: Article[]): string[][] {
  const byAccount = new Map<string, Article[]>();
  for (const a of articles) byAccount.set(a.account.toLowerCase(), [...(byAccount.get(a.account.toLowerCase()) ?? []), a]);
  return [...byAccount.values()].flatMap((run) =>
    groupStories(
      run.map((a) => ({ id: a.id, title: a.title, snippet: a.snippet, text: a.text, publishedAt: a.publishedAt ?? undefined })),
      { ignore: [run[0].account, ...(run[0].aliases ?? [])] },
    ).groups,
  );
}

export function storyScores(items: EvalItem[], input: "snippet" | "body", group: (articles: Article[]) => string[][] = groupByPipeline): StoryScores {
  const articles = items
    .filter((i) => i.article && !i.text_id)
    .map((i) => ({ id: i.id, title: i.article!.title, snippet: i.article!.snippet, text: input === "body" ? i.article!.text : undefined, account: i.account, aliases: i.account_aliases, publishedAt: i.article!.published_at ?? i.published_at }));
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
