import { signalTypes, type SignalType } from "../../signal-types";
import { cueHits, featuresOf, signalView, tokens, type SignalInput, type SparseFeatures } from "./signal-features";
import modelFile from "./signal-model-v2.json";
import { unpackWordScores, wordVectorScores, type PackedWordScores, type WordScores } from "./signal-word-scores";

// A linear model (multinomial logistic regression) over the article's words and cue phrases, trained on
// labelled real news by scripts/train-signal-model.ts. It answers "other" unless the best type is likely
// enough: a wrong alert costs a seller more than a missed one.

export type SignalModel = {
  version: string;
  classes: SignalType[];
  /** Below this probability the best non-"other" type becomes "other": one for all, or one per type. */
  threshold: number | Partial<Record<SignalType, number>>;
  weights: Record<string, number[]>;
  /** each word's vote from its word vector, for the averaged vectors of headline and lead */
  word_scores?: PackedWordScores;
  trained_on?: Record<string, unknown>;
};

export type SignalPrediction = {
  type: SignalType;
  /** The model's probability for `type` (before the threshold for "other"). */
  probability: number;
  /** The sentence of the article that shows the event (null for "other"). */
  evidence: string | null;
  probabilities: Partial<Record<SignalType, number>>;
};

export const signalModel = modelFile as unknown as SignalModel;

export function scoresOf(model: SignalModel, features: SparseFeatures): number[] {
  const scores = new Array<number>(model.classes.length).fill(0);
  for (const [name, value] of features) {
    const w = model.weights[name];
    if (!w) continue;
    for (let c = 0; c < scores.length; c++) scores[c] += w[c] * value;
  }
  return scores;
}

export function softmax(scores: number[]): number[] {
  const max = Math.max(...scores);
  const exps = scores.map((s) => Math.exp(s - max));
  const sum = exps.reduce((a, b) => a + b, 0);
  return exps.map((e) => e / sum);
}

// Unpacked once per model, on its first prediction: importing the model costs nothing more.
const unpacked = new WeakMap<SignalModel, WordScores>();

function wordScoresOf(model: SignalModel): WordScores | null {
  if (!model.word_scores) return null;
  let scores = unpacked.get(model);
  if (!scores) unpacked.set(model, (scores = unpackWordScores(model.word_scores)));
  return scores;
}

/** The signal type an article reports, from its headline and whatever text is known (snippet or body). */
export function predictSignal(input: SignalInput, model: SignalModel = signalModel): SignalPrediction {
  const view = signalView(input);
  const scores = scoresOf(model, featuresOf(view));
  const wordScores = wordScoresOf(model);
  if (wordScores) wordVectorScores(wordScores, view).forEach((s, c) => (scores[c] += s));
  const probs = softmax(scores);
  let best = 0;
  for (let c = 1; c < probs.length; c++) if (probs[c] > probs[best]) best = c;
  const probabilities = Object.fromEntries(model.classes.map((c, i) => [c, Math.round(probs[i] * 1000) / 1000])) as SignalPrediction["probabilities"];
  const top = model.classes[best];
  if (top === "other" || probs[best] < thresholdOf(model, top)) return { type: "other", probability: probs[best], evidence: null, probabilities };
  return { type: top, probability: probs[best], evidence: evidenceFor(model, best, [...view.lead, ...view.body]), probabilities };
}

export const thresholdOf = (model: SignalModel, type: SignalType) => (typeof model.threshold === "number" ? model.threshold : (model.threshold[type] ?? 0.5));

/** The sentence whose words and cues argue most for the class. */
function evidenceFor(model: SignalModel, classIndex: number, sentences: string[]): string | null {
  const type = model.classes[classIndex];
  let best: { sentence: string; score: number } | null = null;
  for (const sentence of sentences) {
    let score = 0;
    for (const word of new Set(tokens(sentence))) score += model.weights[`l:${word}`]?.[classIndex] ?? 0;
    // A sentence with the type's own cue phrase states the event; others only talk around it.
    if (type !== "other" && cueHits([sentence]).has(type)) score += 100;
    if (score > 0 && (!best || score > best.score)) best = { sentence, score };
  }
  return best?.sentence ?? null;
}

export const modelClasses: readonly SignalType[] = signalTypes;
