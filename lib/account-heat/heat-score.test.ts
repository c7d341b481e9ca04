import { describe, expect, it } from "vitest";
import { mergeWeights } from "@/lib/signal-weights/signal-weight-defaults";
import { computeHeat, heatExplanation, heatLabel, heatView, signalLine, sortByHeat } from "./heat-score";

const today = "2026-11-27";
const signal = (id: string, accountId: string, signalType: string, day: string) => ({ eventId: id, accountId, title: `Story ${id}`, signalType, day });

describe("account heat", () => {
  it("two strong signals in 21 days: Heating up, with the signals that made it", () => {
    const heat = computeHeat([signal("1", "a", "funding", "2026-11-25"), signal("2", "a", "acquisition", "2026-11-10")], mergeWeights(), today).get("a")!;
    expect(heat.hot).toBe(true);
    expect(heatLabel(heat)).toBe("Heating up");
    expect(heatExplanation(heat).lines).toEqual(["Funding (weight 90, strong), 2 days ago: Story 1", "Acquisition (weight 100, strong), 17 days ago: Story 2"]);
  });

  it("one strong signal, or strong ones older than 21 days, is not heating up", () => {
    const weights = mergeWeights();
    expect(computeHeat([signal("1", "a", "funding", "2026-11-25"), signal("2", "a", "hiring", "2026-11-24")], weights, today).get("a")!.hot).toBe(false);
    const old = computeHeat([signal("1", "a", "funding", "2026-11-25"), signal("2", "a", "acquisition", "2026-11-01")], weights, today).get("a")!;
    expect(old.hot).toBe(false);
    expect(old.signals).toHaveLength(1);
    expect(heatLabel(old)).toBe("Heat 0.9");
  });

  it("the user's weights decide what is strong", () => {
    const events = [signal("1", "a", "hiring", "2026-11-26"), signal("2", "a", "hiring", "2026-11-20")];
    expect(computeHeat(events, mergeWeights(), today).get("a")!.hot).toBe(false);
    expect(computeHeat(events, mergeWeights({ hiring: 85 }), today).get("a")!.hot).toBe(true);
  });

  it("newer signals count more", () => {
    const weights = mergeWeights();
    const fresh = computeHeat([signal("1", "a", "funding", today)], weights, today).get("a")!.score;
    const older = computeHeat([signal("1", "a", "funding", "2026-11-06")], weights, today).get("a")!.score;
    expect(fresh).toBeGreaterThan(older);
  });

  it("a line names the type, weight, age and title", () => {
    expect(signalLine({ eventId: "1", title: "Acme raises", type: "funding", weight: 90, ageDays: 1, strong: true, points: 0.9 })).toBe("Funding (weight 90, strong), 1 day ago: Acme raises");
  });

  it("sorts hottest first and keeps the default order otherwise", () => {
    const rows = [{ id: "cold" }, { id: "warm" }, { id: "hot" }, { id: "cold2" }];
    const views: Record<string, ReturnType<typeof heatView>> = {
      warm: { label: "Heat 0.5", hot: false, score: 0.5 },
      hot: { label: "Heating up", hot: true, score: 1.7 },
    };
    expect(sortByHeat(rows, (r) => views[r.id]).map((r) => r.id)).toEqual(["hot", "warm", "cold", "cold2"]);
  });
});
