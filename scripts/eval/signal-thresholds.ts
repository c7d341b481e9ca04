import { signalTypes, type SignalType } from "@/lib/providers/llm/signal-types";
import { scoresOf, softmax } from "@/lib/providers/llm/offline/signal-model/signal-model";
import { trainEncoded, type Encoded, type TrainOptions } from "@/lib/providers/llm/offline/signal-model/train-signal-model";
import { macroF1, OUTREACH_TYPES, perClass } from "./scores";
import type { ExampleSource, SignalExample } from "./signal-examples";

// Out-of-fold predictions and the thresholds for "other" chosen on them, shared by the training script
// and its cross-validation.

export const FOLDS = 5;
/** Which story goes to which fold; FOLD_SEED=… draws another assignment, to see how much a figure owes to one draw. */
const FOLD_SEED = Number(process.env.FOLD_SEED ?? 7);
export const foldOf = (group: string) => [...group].reduce((h, c) => (h * 31 + c.charCodeAt(0)) >>> 0, FOLD_SEED) % FOLDS;

export type OutOfFold = { gold: SignalType; top: SignalType; p: number; source: ExampleSource };

/** Each real example predicted by a model trained on the other folds (its story never in its own training). */
export function outOfFoldPredictions(examples: SignalExample[], encoded: Encoded[], options: TrainOptions): OutOfFold[] {
  const outOfFold: OutOfFold[] = [];
  for (let fold = 0; fold < FOLDS; fold++) {
    const model = trainEncoded(
      encoded.filter((_, i) => foldOf(examples[i].group) !== fold),
      options,
    );
    encoded.forEach((e, i) => {
      const example = examples[i];
      if (example.source === "hand" || foldOf(example.group) !== fold) return;
      const probs = softmax(scoresOf(model, e.features));
      let best = 0;
      for (let c = 1; c < probs.length; c++) if (probs[c] > probs[best]) best = c;
      outOfFold.push({ gold: example.label, top: signalTypes[best], p: probs[best], source: example.source });
    });
  }
  return outOfFold;
}

export type Thresholds = Partial<Record<SignalType, number>>;

export function withThresholds(outOfFold: OutOfFold[], thresholds: Thresholds) {
  return outOfFold.map((o) => ({ gold: o.gold, predicted: o.top !== "other" && o.p < (thresholds[o.top] ?? 0) ? ("other" as SignalType) : o.top }));
}

const GRID = Array.from({ length: 19 }, (_, i) => Math.round((0.05 + i * 0.05) * 100) / 100);

/**
 * One threshold per type: the lowest that gives an outreach type the wanted precision (a wrong alert costs
 * more than a missed one) on `outOfFold` and on `alsoOn`, else, and for the other types, the one with the best
 * macro-F1.
 */
export function chooseThresholds(outOfFold: OutOfFold[], precision = 0.9, alsoOn: OutOfFold[] = []): Thresholds {
  const thresholds: Thresholds = {};
  for (const type of signalTypes.filter((t) => t !== "other")) {
    const tried = GRID.map((t) => {
      const candidate = { ...thresholds, [type]: t };
      const classes = perClass(withThresholds(outOfFold, candidate));
      // The precision must hold on every population given (e.g. also on the evaluation set's own mix of sources).
      const also = alsoOn.length ? perClass(withThresholds(alsoOn, candidate)).find((c) => c.type === type)!.precision : 1;
      return { t, macro: macroF1(classes), precision: Math.min(classes.find((c) => c.type === type)!.precision, also) };
    });
    const outreach = OUTREACH_TYPES.includes(type);
    const precise = outreach ? tried.filter((x) => x.precision >= precision) : [];
    // An outreach type that never reaches the precision gets its most precise threshold, not its best F1.
    const chosen = precise.length ? precise[0] : outreach ? tried.reduce((a, b) => (b.precision > a.precision ? b : a)) : tried.reduce((a, b) => (b.macro > a.macro ? b : a));
    thresholds[type] = chosen.t;
  }
  return thresholds;
}
