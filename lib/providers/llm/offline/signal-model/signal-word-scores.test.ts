import { describe, expect, it } from "vitest";
import { featuresOf, signalView, type WordVectors } from "./signal-features";
import { packWordScores, unpackWordScores, wordVectorScores } from "./signal-word-scores";

// Three made-up 2-d word vectors and a model with two classes.
const table = new Map([
  ["acquire", Float32Array.from([1, 0])],
  ["rival", Float32Array.from([0, 1])],
  ["shares", Float32Array.from([0.5, -1])],
]);
const vectors: WordVectors = { dims: 2, scale: 0.5, get: (w) => table.get(w) };
const weights: Record<string, number[]> = { "v:t:0": [2, -1], "v:t:1": [0.5, 0.25], "v:l:0": [-1, 1], "v:l:1": [3, 0] };

/** What the training features give: the averaged vectors (scaled) times their weights. */
function trainedScores(title: string, text: string): number[] {
  const out = [0, 0];
  for (const [name, value] of featuresOf(signalView({ title, text }), vectors)) if (weights[name]) weights[name].forEach((w, c) => (out[c] += w * value));
  return out;
}

describe("word vectors folded into word scores", () => {
  const scores = unpackWordScores(packWordScores([...table.keys()], (w) => table.get(w)!, weights, 2, 0.5, 2));

  it("score an article as the averaged vectors did in training (to int8 rounding)", () => {
    for (const [title, text] of [
      ["Acme to acquire rival", "Shares rose after Acme agreed to acquire its rival. Nothing else."],
      ["Rival shares fall", "The rival's shares fell sharply."],
    ]) {
      const expected = trainedScores(title, text);
      const got = wordVectorScores(scores, signalView({ title, text }));
      expect(expected.some((x) => Math.abs(x) > 0.1)).toBe(true);
      got.forEach((g, c) => expect(g).toBeCloseTo(expected[c], 1));
    }
  });

  it("add nothing for words without a vector", () => {
    expect(wordVectorScores(scores, signalView({ title: "Quarterly update", text: "Nothing here is known." }))).toEqual([0, 0]);
  });
});
