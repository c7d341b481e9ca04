import { signalTypes, type SignalType } from "@/lib/providers/llm/signal-types";

export const OUTREACH_TYPES: SignalType[] = ["funding", "acquisition", "leadership_change", "partnership", "product_launch", "expansion", "layoffs"];

export type ClassScore = { type: SignalType; support: number; predicted: number; precision: number; recall: number; f1: number };

const f1Of = (p: number, r: number) => (p + r ? (2 * p * r) / (p + r) : 0);

export function perClass(pairs: { gold: SignalType; predicted: SignalType }[]): ClassScore[] {
  return signalTypes.map((type) => {
    const tp = pairs.filter((x) => x.gold === type && x.predicted === type).length;
    const support = pairs.filter((x) => x.gold === type).length;
    const predicted = pairs.filter((x) => x.predicted === type).length;
    const precision = predicted ? tp / predicted : support ? 0 : 1;
    const recall = support ? tp / support : 1;
    return { type, support, predicted, precision, recall, f1: f1Of(precision, recall) };
  });
}

/** Out-of-fold figures as the training script stores them in the model file (per class: precision, recall, support). */
export type OutOfFoldFigures = { macro_f1: number; per_class: Partial<Record<SignalType, { precision: number; recall: number; support: number }>> };

export function outOfFoldClasses(figures: OutOfFoldFigures): ClassScore[] {
  return signalTypes.map((type) => {
    const { precision = 0, recall = 0, support = 0 } = figures.per_class[type] ?? {};
    const predicted = precision ? Math.round((support * recall) / precision) : 0;
    return { type, support, predicted, precision, recall, f1: f1Of(precision, recall) };
  });
}

/** The lowest precision among the seven types that trigger outreach (the target: ≥ 0.9). */
export const lowestOutreachPrecision = (classes: ClassScore[]) => Math.min(...classes.filter((c) => OUTREACH_TYPES.includes(c.type)).map((c) => c.precision));

/** Macro-F1 over the classes present in the gold labels. */
export const macroF1 = (classes: ClassScore[]) => {
  const present = classes.filter((c) => c.support > 0);
  return present.reduce((s, c) => s + c.f1, 0) / Math.max(1, present.length);
};

export type Binary = { tp: number; fp: number; fn: number; tn: number; precision: number; recall: number; f1: number };

export function binary(cases: { actual: boolean; predicted: boolean }[]): Binary {
  const tp = cases.filter((c) => c.actual && c.predicted).length;
  const fp = cases.filter((c) => !c.actual && c.predicted).length;
  const fn = cases.filter((c) => c.actual && !c.predicted).length;
  const tn = cases.length - tp - fp - fn;
  const precision = tp + fp ? tp / (tp + fp) : 1;
  const recall = tp + fn ? tp / (tp + fn) : 1;
  return { tp, fp, fn, tn, precision, recall, f1: f1Of(precision, recall) };
}

/**
 * Pairwise precision/recall/F1 of a grouping against gold story ids (pairs within a gold story are positives).
 * With `blockOf`, only pairs in the same block are judged (e.g. one account's articles, as discovery sees them).
 */
export function pairwise(ids: string[], gold: Map<string, string>, predictedGroups: string[][], blockOf?: Map<string, string>): Binary {
  const predicted = new Map<string, number>();
  predictedGroups.forEach((g, i) => g.forEach((id) => predicted.set(id, i)));
  const cases: { actual: boolean; predicted: boolean }[] = [];
  for (let i = 0; i < ids.length; i++)
    for (let j = i + 1; j < ids.length; j++) {
      const a = ids[i];
      const b = ids[j];
      if (blockOf && blockOf.get(a) !== blockOf.get(b)) continue;
      cases.push({ actual: gold.get(a) === gold.get(b), predicted: predicted.has(a) && predicted.get(a) === predicted.get(b) });
    }
  return binary(cases);
}

export const pct = (x: number) => (x * 100).toFixed(1).padStart(5);
