import { describe, expect, it } from "vitest";
import { OfflineLlm } from "../offline-llm";
import { devSet } from "./dev-set";
import { evaluate } from "./evaluate";

// The "Done means" on the project's own labelled set (npm run eval prints the full report).
describe("offline analysis on the labelled development set", () => {
  it("has at least 120 items covering every signal type and both relations", () => {
    expect(devSet.length).toBeGreaterThanOrEqual(120);
    expect(new Set(devSet.map((i) => i.signal)).size).toBe(11);
    expect(new Set(devSet.map((i) => i.relation))).toEqual(new Set(["about", "mention"]));
    expect(new Set(devSet.map((i) => i.id)).size).toBe(devSet.length);
  });

  it("meets the quality bar: signal macro-F1 ≥ 0.8, other precision ≥ 0.8, stakeholders ≥ 0.9 precision, none invented, clean TL;DRs", async () => {
    const report = await evaluate(new OfflineLlm(), devSet);
    expect(report.macroF1).toBeGreaterThanOrEqual(0.8);
    expect(report.otherPrecision).toBeGreaterThanOrEqual(0.8);
    expect(report.stakeholders.precision).toBeGreaterThanOrEqual(0.9);
    expect(report.stakeholders.invented).toBe(0);
    expect(report.tldr).toMatchObject({ short: 0, furniture: 0, notFromText: 0 });
    expect(report.changes.addressDeparting).toBe(0);
    expect(report.changes.addressIncoming).toBe(report.changes.items);
  });
});
