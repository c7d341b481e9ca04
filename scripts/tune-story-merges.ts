// Same-story grouping on the development part of the labelled real-news set only (never the held-out
// part): pairwise F1 per account and how many pairs of different stories about one account merge, for the
// committed options and for variants; `--show` lists the development part's wrong merges.
//   EVAL_TEXT_DIR=… npx tsx scripts/tune-story-merges.ts '{"threshold":0.24}' … [--show]
import { groupStories, type GroupingOptions } from "@/lib/pipeline/discovery/story-grouping";
import { loadEvalSet } from "./eval/eval-set";
import { accountKeys, storyScores } from "./eval/eval-stories";

const { items } = loadEvalSet(process.env.EVAL_TEXT_DIR);
const dev = items.filter((i) => i.part === "development");
const variants: GroupingOptions[] = [{}, ...process.argv.slice(2).filter((a) => a.startsWith("{")).map((a) => JSON.parse(a) as GroupingOptions)];

for (const options of variants) {
  for (const input of ["snippet", "body"] as const) {
    const s = storyScores(dev, input, (articles) => {
      const keyOf = accountKeys(articles);
      const runs = new Map<string, typeof articles>();
      for (const a of articles) runs.set(keyOf.get(a.id)!, [...(runs.get(keyOf.get(a.id)!) ?? []), a]);
      return [...runs.values()].flatMap((run) => {
        const result = groupStories(
          run.map((a) => ({ id: a.id, title: a.title, snippet: a.snippet, text: a.text, publishedAt: a.publishedAt ?? undefined })),
          { ...options, ignore: [run[0].account, ...(run[0].aliases ?? [])] },
        );
        if (process.argv.includes("--show")) {
          const gold = new Map(dev.map((i) => [i.id, i.story_id ?? i.id]));
          const byId = new Map(run.map((a) => [a.id, a]));
          for (const l of result.links)
            if (gold.get(l.id) !== gold.get(l.matched))
              console.log(`  ${input} wrong ${l.similarity} (cos ${l.cosine}) names ${l.sharedNames} figs ${l.sharedFigures}\n    A: ${byId.get(l.id)!.title} | ${byId.get(l.id)!.snippet.slice(0, 240)}\n    B: ${byId.get(l.matched)!.title} | ${byId.get(l.matched)!.snippet.slice(0, 240)}`);
        }
        return result.groups;
      });
    });
    console.log(`${JSON.stringify(options)} ${input}: F1 ${s.pairs.f1.toFixed(3)} (P ${s.pairs.precision.toFixed(3)} R ${s.pairs.recall.toFixed(3)}), merged ${s.sameAccountMerged}/${s.sameAccountDifferentStories}`);
  }
}
