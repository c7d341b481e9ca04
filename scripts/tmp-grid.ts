import { groupStories, type GroupingOptions } from "@/lib/pipeline/discovery/story-grouping";
import { loadEvalSet } from "./eval/eval-set";
import { accountKeys, storyScores } from "./eval/eval-stories";

const { items } = loadEvalSet(process.env.EVAL_TEXT_DIR!);
const part = process.env.PART ?? "development";
const dev = items.filter((i) => i.part === part);
type A = Parameters<typeof storyScores>[2] extends ((a: infer X) => unknown) | undefined ? X : never;
const grouper = (opts: GroupingOptions) => (articles: A) => {
  const keyOf = accountKeys(articles);
  const by = new Map<string, A>();
  for (const a of articles) by.set(keyOf.get(a.id)!, [...(by.get(keyOf.get(a.id)!) ?? []), a]);
  return [...by.values()].flatMap((run) => groupStories(run.map((a) => ({ id: a.id, title: a.title, snippet: a.snippet, text: a.text, publishedAt: a.publishedAt ?? undefined })), { ...opts, ignore: [run[0].account, ...(run[0].aliases ?? [])] }).groups);
};
const variants: GroupingOptions[] = JSON.parse(process.argv[2] ?? "[{}]");
for (const v of variants) {
  const s = storyScores(dev, "snippet", grouper(v));
  const b = storyScores(dev, "body", grouper(v));
  console.log(JSON.stringify(v), `snippet F1 ${s.pairs.f1.toFixed(3)} P ${s.pairs.precision.toFixed(3)} R ${s.pairs.recall.toFixed(3)} merged ${s.sameAccountMerged}/${s.sameAccountDifferentStories}`, `| body F1 ${b.pairs.f1.toFixed(3)} merged ${b.sameAccountMerged}/${b.sameAccountDifferentStories}`);
}
