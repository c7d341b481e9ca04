import { describe, expect, it } from "vitest";
import { signalTypes } from "@/lib/providers/llm/signal-types";
import { BUILT_IN_SIGNAL_WEIGHTS, byWeight, meanWeights, mergeWeights, weightOf } from "./signal-weight-defaults";

describe("signal weights", () => {
  it("have a built-in weight for every signal type the model gives", () => {
    expect(Object.keys(BUILT_IN_SIGNAL_WEIGHTS).sort()).toEqual([...signalTypes].sort());
  });

  it("the user's weight wins over the company's default, which wins over the built-in one", () => {
    const w = mergeWeights({ funding: 10, hiring: 95 }, { funding: 40 });
    expect(w.funding).toBe(40);
    expect(w.hiring).toBe(95);
    expect(w.acquisition).toBe(BUILT_IN_SIGNAL_WEIGHTS.acquisition);
  });

  it("an unknown type weighs as other", () => {
    expect(weightOf(mergeWeights({ other: 5 }), "weather")).toBe(5);
  });

  it("discovery takes the assigned users' mean", () => {
    expect(meanWeights([mergeWeights({ hiring: 100 }), mergeWeights({ hiring: 0 })]).hiring).toBe(50);
    expect(meanWeights([])).toEqual(BUILT_IN_SIGNAL_WEIGHTS);
  });

  it("orders items by their type's weight and keeps the order of equal weights", () => {
    const items = [
      { id: "a", type: "hiring" },
      { id: "b", type: "funding" },
      { id: "c", type: "hiring" },
    ];
    expect(byWeight(items, (i) => i.type, mergeWeights()).map((i) => i.id)).toEqual(["b", "a", "c"]);
    expect(byWeight(items, (i) => i.type, mergeWeights({ hiring: 100, funding: 0 })).map((i) => i.id)).toEqual(["a", "c", "b"]);
  });
});
