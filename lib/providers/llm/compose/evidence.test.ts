import { describe, expect, it } from "vitest";
import { buildEvidence } from "./evidence";
import type { ComposeInput } from "./compose-types";

const event = {
  title: "Larkspur Retail picks a single ERP for its stores",
  event_summary: "Larkspur Retail is consolidating customer, inventory and finance data onto one platform. The rollout starts in March.",
  summary: null,
} as unknown as ComposeInput["event"];

describe("message evidence", () => {
  it("flags a claim whose words only overlap a sentence that does not say it", () => {
    // "eleven finance systems" is not in the sentence about customer, inventory and finance data.
    const evidence = buildEvidence(event, [{ claim: "Larkspur Retail is consolidating eleven finance systems onto one platform." }]);
    expect(evidence.claims).toEqual([{ claim: "Larkspur Retail is consolidating eleven finance systems onto one platform.", sourceId: null, supported: false }]);
    expect(evidence.sources).toEqual([]);
  });

  it("flags it too when the model quotes that sentence as its support", () => {
    const evidence = buildEvidence(event, [{ claim: "Larkspur Retail is consolidating eleven finance systems onto one platform.", quote: "consolidating customer, inventory and finance data" }]);
    expect(evidence.claims[0].supported).toBe(false);
  });

  it("cites the sentence that states a lightly reworded claim", () => {
    const evidence = buildEvidence(event, [{ claim: "Larkspur Retail is consolidating customer, inventory and finance data onto one platform." }]);
    expect(evidence.claims[0]).toMatchObject({ supported: true, sourceId: 1 });
    expect(evidence.sources[0].text).toContain("customer, inventory and finance data");
  });
});
