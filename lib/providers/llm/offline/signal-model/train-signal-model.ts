import { signalTypes, type SignalType } from "../../signal-types";
import { featuresOf, signalView, type SignalInput, type SparseFeatures, type WordVectors } from "./signal-features";
import { softmax, type SignalModel } from "./signal-model";

// Training of the signal model: softmax regression with L2, AdaGrad, a fixed number of passes in a fixed
// order, so the same examples always give the same weights. Features are read once (`encode`) and held as
// index arrays, so the cross-validation of scripts/train-signal-model.ts can train many times on them.

export type TrainingExample = SignalInput & { label: SignalType; weight?: number };

export type TrainOptions = { epochs?: number; learningRate?: number; l2?: number; minWeight?: number; minDocs?: number };

export type Encoded = { features: SparseFeatures; label: number; weight: number };

export function encode(examples: TrainingExample[], vectors?: WordVectors): Encoded[] {
  return examples.map((e) => ({ features: featuresOf(signalView(e), vectors), label: signalTypes.indexOf(e.label), weight: e.weight ?? 1 }));
}

export function train(examples: TrainingExample[], options: TrainOptions = {}): SignalModel {
  return trainEncoded(encode(examples), options);
}

export function trainEncoded(encoded: Encoded[], options: TrainOptions = {}): SignalModel {
  const { epochs = 40, learningRate = 0.4, l2 = 1e-4, minWeight = 0.02, minDocs = 3 } = options;
  const classes = [...signalTypes];
  const C = classes.length;
  // A word seen in fewer than minDocs articles is those articles', not the signal's.
  const docs = new Map<string, number>();
  for (const item of encoded) for (const name of item.features.keys()) docs.set(name, (docs.get(name) ?? 0) + 1);
  const index = new Map<string, number>();
  const names: string[] = [];
  const data = encoded.map((item) => {
    const idx: number[] = [];
    const val: number[] = [];
    for (const [name, value] of item.features) {
      if ((docs.get(name) ?? 0) < minDocs && name !== "bias") continue;
      let i = index.get(name);
      if (i === undefined) {
        i = names.length;
        index.set(name, i);
        names.push(name);
      }
      idx.push(i);
      val.push(value);
    }
    return { idx: Int32Array.from(idx), val: Float64Array.from(val), label: item.label, weight: item.weight };
  });
  const w = new Float64Array(names.length * C);
  const g2 = new Float64Array(names.length * C).fill(1e-8);
  // Rarer classes count as much as common ones in total.
  const perClass = classes.map((_, c) => data.filter((d) => d.label === c).reduce((s, d) => s + d.weight, 0));
  const balance = classes.map((_, c) => (perClass[c] ? data.length / (C * perClass[c]) : 0));
  const scores = new Array<number>(C);
  for (let epoch = 0; epoch < epochs; epoch++) {
    for (let i = 0; i < data.length; i++) {
      // a fixed permutation per epoch: deterministic, still mixed
      const item = data[(i * 7919 + epoch * 104729) % data.length];
      scores.fill(0);
      for (let f = 0; f < item.idx.length; f++) {
        const base = item.idx[f] * C;
        const value = item.val[f];
        for (let c = 0; c < C; c++) scores[c] += w[base + c] * value;
      }
      const probs = softmax(scores);
      const scale = item.weight * balance[item.label];
      for (let f = 0; f < item.idx.length; f++) {
        const base = item.idx[f] * C;
        const value = item.val[f];
        for (let c = 0; c < C; c++) {
          const k = base + c;
          const grad = scale * (probs[c] - (c === item.label ? 1 : 0)) * value + l2 * w[k];
          g2[k] += grad * grad;
          w[k] -= (learningRate * grad) / Math.sqrt(g2[k]);
        }
      }
    }
  }
  const weights: Record<string, number[]> = {};
  for (let i = 0; i < names.length; i++) {
    // Softmax ignores what a feature adds to every class alike: each row is centred on its mean, which keeps
    // the scores' differences and lets rows that only shift all classes drop out (a smaller file).
    const row = Array.from(w.subarray(i * C, i * C + C));
    const mean = row.reduce((a, b) => a + b, 0) / C;
    const centred = row.map((x) => x - mean);
    if (centred.some((x) => Math.abs(x) >= minWeight)) weights[names[i]] = centred.map((x) => Math.round(x * 100) / 100);
  }
  return { version: "signal-model-2", classes, threshold: 0, weights };
}
