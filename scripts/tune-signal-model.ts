// Cross-validates the signal model's training options on the development data only (never the held-out
// part): 5 folds by story, out-of-fold predictions, the thresholds for "other" chosen as
// scripts/train-signal-model.ts chooses them, scored on the development part of the evaluation set
// (whose mix of sources is the held-out part's) and on all examples.
//   EVAL_TEXT_DIR=… TRAIN_TEXT_DIR=… npx tsx scripts/tune-signal-model.ts '{"l2":1e-3,"epochs":20}' …
import { signalTypes } from "@/lib/providers/llm/signal-types";
import { encode, type TrainOptions } from "@/lib/providers/llm/offline/signal-model/train-signal-model";
import { chooseThresholds, outOfFoldPredictions, withThresholds } from "./eval/signal-thresholds";
import { signalExamples } from "./eval/signal-examples";
import { loadWordVectors, VECTOR_SCALE, VECTOR_WORDS } from "./eval/word-vectors";
import { lowestOutreachPrecision, macroF1, perClass } from "./eval/scores";

const { real, handWritten } = signalExamples(process.env.EVAL_TEXT_DIR, process.env.TRAIN_TEXT_DIR);
const examples = [...real, ...handWritten];
// VECTOR_SCALE=0 leaves the word vectors out; VECTOR_WORDS sets how many words have one
const scale = Number(process.env.VECTOR_SCALE ?? VECTOR_SCALE);
const encoded = encode(examples, scale ? loadWordVectors(scale, Number(process.env.VECTOR_WORDS ?? VECTOR_WORDS)) : undefined);
const variants: (TrainOptions & { thresholdsFrom?: "all" | "eval" | "both"; precision?: number; evalWeight?: number })[] = process.argv.slice(2).map((a) => JSON.parse(a));
if (!variants.length) variants.push({});

for (const variant of variants) {
  const started = Date.now();
  // the development part's articles may count more than the training articles (their mix is the held-out part's)
  const weighted = encoded.map((e, i) => (examples[i].source === "eval" ? { ...e, weight: e.weight * (variant.evalWeight ?? 1) } : e));
  const outOfFold = outOfFoldPredictions(examples, weighted, variant);
  const evalPart = outOfFold.filter((o) => o.source === "eval");
  const thresholds =
    variant.thresholdsFrom === "eval"
      ? chooseThresholds(evalPart, variant.precision ?? 0.9)
      : chooseThresholds(outOfFold, variant.precision ?? 0.9, variant.thresholdsFrom === "both" ? evalPart : []);
  for (const [name, part] of [
    ["development (eval)", outOfFold.filter((o) => o.source === "eval")],
    ["all", outOfFold],
  ] as const) {
    const classes = perClass(withThresholds(part, thresholds));
    const lowest = lowestOutreachPrecision(classes);
    console.log(`${JSON.stringify(variant)} ${name}: macro-F1 ${macroF1(classes).toFixed(3)}, lowest outreach P ${lowest.toFixed(2)} | ${classes.map((c) => `${c.type.slice(0, 6)} ${c.precision.toFixed(2)}/${c.recall.toFixed(2)}`).join(" ")}`);
  }
  if (process.env.CONFUSION) {
    const pairs = withThresholds(outOfFold.filter((o) => o.source === "eval"), thresholds);
    console.log(`  gold \\ predicted: ${signalTypes.map((t) => t.slice(0, 5).padStart(6)).join("")}`);
    for (const gold of signalTypes) console.log(`  ${gold.slice(0, 16).padEnd(17)}${signalTypes.map((p) => String(pairs.filter((x) => x.gold === gold && x.predicted === p).length).padStart(6)).join("")}`);
  }
  console.log(`  thresholds ${JSON.stringify(thresholds)} (${((Date.now() - started) / 1000).toFixed(0)} s)`);
}
