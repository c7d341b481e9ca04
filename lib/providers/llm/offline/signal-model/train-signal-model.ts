import { signalTypes, type SignalType } from "../../llm-provider";
import { featuresOf, signalView, type SignalInput, type SparseFeatures } from "./signal-features";
import { scoresOf, softmax, type SignalModel } from "./signal-model";

// Training of the signal model: softmax regression with L2, AdaGrad, a fixed number of passes in a fixed
// order, so the same examples always give the same weights.

export type TrainingExample = SignalInput & { label: SignalType; weight?: number };

export type TrainOptions = { epochs?: number; learningRate?: number; l2?: number; minWeight?: number; minDocs?: number };

type Encoded = { features: SparseFeatures; label: number; weight: number };

export function encode(examples: TrainingExample[]): Encoded[] {
  return examples.map((e) => ({ features: featuresOf(signalView(e)), label: signalTypes.indexOf(e.label), weight: e.weight ?? 1 }));
}

export function train(examples: TrainingExample[], options: TrainOptions = {}): SignalModel {
  const { epochs = 40, learningRate = 0.4, l2 = 1e-4, minWeight = 0.02, minDocs = 3 } = options;
  const classes = [...signalTypes];
  const encoded = encode(examples);
  // A word seen in one article only is that article's, not the signal's.
  const docs = new Map<string, number>();
  for (const item of encoded) for (const name of item.features.keys()) docs.set(name, (docs.get(name) ?? 0) + 1);
  const data = encoded.map((item) => ({ ...item, features: new Map([...item.features].filter(([name]) => (docs.get(name) ?? 0) >= minDocs || name === "bias")) }));
  const weights: Record<string, number[]> = {};
  const g2: Record<string, number[]> = {};
  for (const item of data)
    for (const name of item.features.keys()) {
      weights[name] ??= new Array(classes.length).fill(0);
      g2[name] ??= new Array(classes.length).fill(1e-8);
    }
  // Rarer classes count as much as common ones in total.
  const perClass = classes.map((_, c) => data.filter((d) => d.label === c).reduce((s, d) => s + d.weight, 0));
  const balance = classes.map((_, c) => (perClass[c] ? data.length / (classes.length * perClass[c]) : 0));
  const model: SignalModel = { version: "signal-model-1", classes, threshold: 0, weights };
  for (let epoch = 0; epoch < epochs; epoch++) {
    for (let i = 0; i < data.length; i++) {
      // a fixed permutation per epoch: deterministic, still mixed
      const item = data[(i * 7919 + epoch * 104729) % data.length];
      const probs = softmax(scoresOf(model, item.features));
      const scale = item.weight * balance[item.label];
      for (const [name, value] of item.features) {
        const w = weights[name];
        const g = g2[name];
        for (let c = 0; c < classes.length; c++) {
          const grad = scale * (probs[c] - (c === item.label ? 1 : 0)) * value + l2 * w[c];
          g[c] += grad * grad;
          w[c] -= (learningRate * grad) / Math.sqrt(g[c]);
        }
      }
    }
  }
  const pruned: Record<string, number[]> = {};
  for (const [name, w] of Object.entries(weights)) {
    if (w.some((x) => Math.abs(x) >= minWeight)) pruned[name] = w.map((x) => Math.round(x * 1000) / 1000);
  }
  return { ...model, weights: pruned };
}
