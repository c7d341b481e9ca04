import { describe, expect, it } from "vitest";
import { signalTypes } from "../../signal-types";
import { signalView, tokens } from "./signal-features";
import { predictSignal, signalModel, thresholdOf } from "./signal-model";
import { train } from "./train-signal-model";

describe("signal features", () => {
  it("strips wire datelines, bylines and page furniture before reading", () => {
    const view = signalView({
      title: "Acme to cut 500 jobs",
      text: ["By Jane Doe and John Roe, Reuters", "LONDON, Jan 5 (Reuters) - Acme Corp said on Monday it would cut 500 jobs.", "Share on LinkedIn", "The cuts follow a weak year."].join("\n\n"),
    });
    expect(view.lead[0]).toBe("Acme Corp said on Monday it would cut 500 jobs.");
    expect(view.lead).not.toContain("Share on LinkedIn");
    expect(view.lead.some((s) => /^By Jane/.test(s))).toBe(false);
  });

  it("folds amounts and numbers so '$120 million' and '€30m' read alike", () => {
    expect(tokens("raised $120 million")).toEqual(tokens("raised €30m"));
    expect(tokens("cut 500 jobs")).toEqual(["cut", "znum", "job"]);
  });
});

describe("the shipped signal model", () => {
  it("is a versioned file over every signal type with a threshold for 'other'", () => {
    expect(signalModel.version).toMatch(/^signal-model-\d+$/);
    expect(signalModel.classes).toEqual([...signalTypes]);
    for (const type of signalTypes.filter((t) => t !== "other")) expect(thresholdOf(signalModel, type)).toBeGreaterThan(0);
    expect(Object.keys(signalModel.weights).length).toBeGreaterThan(100);
  });

  it("answers 'other' for market commentary that names no event", () => {
    const p = predictSignal({ title: "Stocks drift as investors await inflation data", text: "Shares were little changed on Tuesday as traders waited for the inflation report." });
    expect(p.type).toBe("other");
    expect(p.evidence).toBeNull();
  });

  it("keeps the sentence that shows the event as evidence", () => {
    const p = predictSignal({
      title: "Nordfrakt bought by Ferrovia",
      text: "Ferrovia Logistics has agreed to acquire Nordfrakt, a Swedish rail freight operator, for 2.1 billion crowns.\n\nThe deal is expected to close in the spring.",
    });
    expect(p.type).toBe("acquisition");
    expect(p.evidence).toMatch(/agreed to acquire Nordfrakt/);
  });
});

describe("training", () => {
  const examples = [
    { title: "Acme raises $20 million", text: "Acme raised $20 million in a Series A round led by Index.", label: "funding" as const },
    { title: "Beta buys Gamma", text: "Beta agreed to acquire Gamma for $1 billion.", label: "acquisition" as const },
    { title: "Delta cuts 300 jobs", text: "Delta will cut 300 jobs as sales fall.", label: "layoffs" as const },
    { title: "Markets wait", text: "Shares were flat as markets waited.", label: "other" as const },
  ];

  it("is deterministic: the same examples give the same weights", () => {
    expect(JSON.stringify(train(examples, { epochs: 5, minDocs: 1 }))).toBe(JSON.stringify(train(examples, { epochs: 5, minDocs: 1 })));
  });

  it("keeps each feature's weights centred: what a feature adds to every class alike changes no probability", () => {
    const model = train(examples, { epochs: 5, minDocs: 1 });
    const rows = Object.values(model.weights);
    expect(rows.length).toBeGreaterThan(10);
    for (const row of rows) expect(Math.abs(row.reduce((a, b) => a + b, 0))).toBeLessThan(0.06);
    expect(rows.some((row) => row.some((x) => Math.abs(x) > 0.05))).toBe(true);
  });
});
