// How much each signal type matters (issue 25, part 2): 0 (not at all) to 100. Plain data, shared by
// the server and the forms (no zod, no database here).
import { signalTypes, type SignalType } from "@/lib/providers/llm/signal-types";

export type SignalWeights = Record<SignalType, number>;

export const SIGNAL_TYPE_LABELS: Record<SignalType, string> = {
  funding: "Funding",
  acquisition: "Acquisition",
  leadership_change: "Leadership change",
  hiring: "Hiring",
  expansion: "Expansion",
  partnership: "Partnership",
  product_launch: "Product launch",
  layoffs: "Layoffs",
  earnings: "Earnings",
  legal: "Legal",
  other: "Other",
};

/**
 * The built-in weights, where neither the user nor the company set one: discovery's former fixed type
 * weights × 100, so with no one's settings the ranking is what it was.
 */
export const BUILT_IN_SIGNAL_WEIGHTS: SignalWeights = {
  acquisition: 100,
  funding: 90,
  leadership_change: 90,
  layoffs: 80,
  expansion: 80,
  partnership: 70,
  hiring: 70,
  legal: 70,
  earnings: 60,
  product_launch: 60,
  other: 20,
};

/** A signal whose type the user weighs at least this much is a strong one (account heat). */
export const STRONG_SIGNAL_WEIGHT = 80;

export const isSignalType = (value: unknown): value is SignalType => typeof value === "string" && (signalTypes as readonly string[]).includes(value);

/** The weight of `type` (unknown types count as "other"). */
export function weightOf(weights: SignalWeights, type: string | null | undefined): number {
  return weights[isSignalType(type) ? type : "other"];
}

/** Layers partial weights over the built-in ones: later layers win (company defaults, then the user's). */
export function mergeWeights(...layers: Partial<SignalWeights>[]): SignalWeights {
  const merged = { ...BUILT_IN_SIGNAL_WEIGHTS };
  for (const layer of layers) for (const type of signalTypes) if (layer[type] !== undefined) merged[type] = layer[type]!;
  return merged;
}

/** The mean weight per type over several users' weights (discovery runs once for all of an account's users). */
export function meanWeights(all: SignalWeights[]): SignalWeights {
  if (all.length === 0) return { ...BUILT_IN_SIGNAL_WEIGHTS };
  const mean = {} as SignalWeights;
  for (const type of signalTypes) mean[type] = Math.round(all.reduce((sum, w) => sum + w[type], 0) / all.length);
  return mean;
}

/** Items sorted by their signal type's weight, highest first; items of equal weight keep their order. */
export function byWeight<T>(items: T[], typeOf: (item: T) => string | null | undefined, weights: SignalWeights): T[] {
  return items
    .map((item, index) => ({ item, index, weight: weightOf(weights, typeOf(item)) }))
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .map((x) => x.item);
}
