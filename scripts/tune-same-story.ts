// Fits and reports the same-story grouping's thresholds on the development set
// (same-story/basil-dev.jsonl in EVAL_SHARED_DIR, default ../shared/datasets). Prints "skipped" when
// the folder is absent: the data's licence keeps it out of the repository.
//   npx tsx scripts/tune-same-story.ts            scores the committed defaults
//   npx tsx scripts/tune-same-story.ts --search   also searches the grid (slow) and prints the best
//   npx tsx scripts/tune-same-story.ts --with '{"threshold":0.25}'   also scores a variant
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { GROUPING_DEFAULTS, groupStories, type GroupingOptions } from "@/lib/pipeline/discovery/story-grouping";
import type { StoryInput } from "@/lib/pipeline/discovery/story-similarity";

type Row = { url: string; title: string; source: string; published_at: string; snippet: string; text: string; story_id: string };

const dir = path.resolve(process.env.EVAL_SHARED_DIR ?? "../shared/datasets");
const file = path.join(dir, "same-story", "basil-dev.jsonl");
if (!existsSync(file)) {
  console.log(`same-story grouping: skipped (${file} not found)`);
  process.exit(0);
}
const rows: Row[] = readFileSync(file, "utf8")
  .split("\n")
  .filter((l) => l.trim())
  .map((l) => JSON.parse(l) as Row);

type Score = { precision: number; recall: number; f1: number; tp: number; fp: number; fn: number };

/** Pairwise precision/recall/F1 of a grouping against the gold story ids. */
function pairwise(groups: string[][], gold: Map<string, string>): Score {
  let tp = 0;
  let predicted = 0;
  for (const g of groups) {
    predicted += (g.length * (g.length - 1)) / 2;
    for (let i = 0; i < g.length; i++) for (let j = i + 1; j < g.length; j++) if (gold.get(g[i]) === gold.get(g[j])) tp++;
  }
  const sizes = new Map<string, number>();
  for (const s of gold.values()) sizes.set(s, (sizes.get(s) ?? 0) + 1);
  let positives = 0;
  for (const n of sizes.values()) positives += (n * (n - 1)) / 2;
  const precision = predicted ? tp / predicted : 1;
  const recall = positives ? tp / positives : 1;
  return { precision, recall, f1: precision + recall ? (2 * precision * recall) / (precision + recall) : 0, tp, fp: predicted - tp, fn: positives - tp };
}

const items = (withBody: boolean, subset = rows): StoryInput[] =>
  subset.map((r) => ({ id: r.url, title: r.title, snippet: r.snippet, text: withBody ? r.text : undefined, publishedAt: r.published_at }));
const gold = new Map(rows.map((r) => [r.url, r.story_id]));

// Many stories name the same person (the set is US politics): standing in for "the account", that
// person's name is ignored and the pairs of different stories that both name them must stay apart.
const ACCOUNTS = ["Trump", "Obama", "Clinton", "Romney", "Boehner", "Congress"];
function sameAccountMerges(options: GroupingOptions, withBody: boolean) {
  let pairs = 0;
  let merged = 0;
  for (const account of ACCOUNTS) {
    const about = rows.filter((r) => `${r.title} ${r.snippet}`.includes(account));
    const { groups } = groupStories(items(withBody, about), { ...options, ignore: [account] });
    const groupOf = new Map(groups.flatMap((g, k) => g.map((id) => [id, k] as const)));
    for (let i = 0; i < about.length; i++)
      for (let j = i + 1; j < about.length; j++) {
        if (about[i].story_id === about[j].story_id) continue;
        pairs++;
        if (groupOf.get(about[i].url) === groupOf.get(about[j].url)) merged++;
      }
  }
  return { pairs, merged, rate: pairs ? merged / pairs : 0 };
}

/** Small runs (a discovery run has ~10 candidates): the mean F1 over random 4-story samples. */
function smallRuns(options: GroupingOptions, withBody: boolean, samples = 200) {
  const stories = [...new Set(rows.map((r) => r.story_id))];
  let seed = 7;
  const random = () => ((seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) / 2 ** 32);
  let sum = 0;
  for (let s = 0; s < samples; s++) {
    const pick = new Set([...stories].sort(() => random() - 0.5).slice(0, 4));
    const subset = rows.filter((r) => pick.has(r.story_id)).sort(() => random() - 0.5);
    sum += pairwise(groupStories(items(withBody, subset), options).groups, new Map(subset.map((r) => [r.url, r.story_id]))).f1;
  }
  return sum / samples;
}

const fmt = (s: Score) => `precision ${s.precision.toFixed(3)}  recall ${s.recall.toFixed(3)}  F1 ${s.f1.toFixed(3)}  (tp ${s.tp}, fp ${s.fp}, fn ${s.fn})`;

function report(label: string, options: GroupingOptions) {
  console.log(`\n${label}`);
  for (const withBody of [false, true]) {
    const started = performance.now();
    const score = pairwise(groupStories(items(withBody), options).groups, gold);
    const ms = performance.now() - started;
    const merges = sameAccountMerges(options, withBody);
    console.log(
      `  ${withBody ? "title + snippet + body" : "title + snippet       "}: ${fmt(score)}; small runs F1 ${smallRuns(options, withBody).toFixed(3)}; ` +
        `same-person different stories merged ${merges.merged}/${merges.pairs} (${(merges.rate * 100).toFixed(1)}%); ${ms.toFixed(0)} ms`,
    );
  }
}

console.log(`same-story grouping on ${path.relative(process.cwd(), file)}: ${rows.length} articles, ${new Set(gold.values()).size} stories`);
console.log(`thresholds: ${JSON.stringify(GROUPING_DEFAULTS)}`);
report("committed defaults", {});
const variant = process.argv.indexOf("--with");
if (variant > 0) report(`with ${process.argv[variant + 1]}`, JSON.parse(process.argv[variant + 1]) as GroupingOptions);

if (process.argv.includes("--search")) {
  const grid: GroupingOptions[] = [];
  for (const threshold of [0.2, 0.22, 0.24, 0.26])
    for (const bodyThreshold of [0.25, 0.28, 0.31, 0.34])
      for (const titleWeight of [2, 3])
        for (const bodyChars of [800, 1200])
          for (const priorDocuments of [10])
            for (const [figureBonus, nameBonus] of [
              [0.05, 0],
              [0.05, 0.015],
              [0.05, 0.03],
              [0.08, 0],
              [0.08, 0.02],
            ])
              grid.push({ threshold, bodyThreshold, titleWeight, bodyChars, priorDocuments, figureBonus, nameBonus });
  // one objective for both inputs: the mean of their F1, over the whole set and over small runs
  // and a penalty for every percent of same-person different-story pairs merged
  const objective = (o: GroupingOptions) =>
    [false, true].reduce((s, b) => s + pairwise(groupStories(items(b), o).groups, gold).f1 + 0.5 * smallRuns(o, b, 40) - 2 * sameAccountMerges(o, b).rate, 0);
  const ranked = grid.map((o) => ({ o, value: objective(o) })).sort((a, b) => b.value - a.value);
  for (const { o, value } of ranked.slice(0, 8)) console.log(`  ${value.toFixed(3)}  ${JSON.stringify(o)}`);
  report("best of the grid", ranked[0].o);
}
