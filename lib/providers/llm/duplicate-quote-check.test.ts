import { describe, expect, it } from "vitest";
import type { DuplicateJudgement, DuplicateRequest } from "./discovery-judge";
import { unsupportedDuplicates, withoutUnsupportedDuplicates } from "./duplicate-quote-check";

const request: DuplicateRequest = {
  account: "Orbit Labs",
  candidates: [
    { index: 0, title: "Orbit Labs buys sensor maker Kelvix", source: "Tech Daily", snippet: "The deal values Kelvix at $90 million." },
    { index: 1, title: "Kelvix acquired by Orbit Labs in $90m deal", source: "Wire", snippet: "Orbit Labs agreed to buy Kelvix." },
    { index: 2, title: "Orbit Labs opens Austin office", source: "Local", snippet: "Orbit Labs will hire 50 engineers in Austin." },
  ],
  existing: [{ id: "ev-1", title: "Orbit Labs opens office in Austin, Texas", summary: "The company will hire 50 engineers.", publication: "Local" }],
};

const judgement: DuplicateJudgement = {
  duplicates: [
    { candidate_index: 1, duplicate_of_event_id: null, duplicate_of_candidate_index: 0, reasoning: "Same Kelvix deal.", candidate_quote: "Kelvix acquired by Orbit Labs", duplicate_quote: "Orbit Labs buys sensor maker Kelvix" },
    { candidate_index: 2, duplicate_of_event_id: "ev-1", duplicate_of_candidate_index: null, reasoning: "Same Austin office.", candidate_quote: "Orbit Labs opens Austin office", duplicate_quote: "Orbit Labs opens office in Austin" },
  ],
  unique_candidates: [0],
  reason: "Two repeats",
};

describe("duplicate judgements backed by quotes of both stories", () => {
  it("accepts duplicates that quote the candidate and the story it repeats", () => {
    expect(unsupportedDuplicates(judgement, request)).toEqual([]);
    expect(withoutUnsupportedDuplicates(judgement, [])).toBe(judgement);
  });

  it("sets aside a duplicate whose quote is not in its stories: the candidate is unique again", () => {
    const bad: DuplicateJudgement = {
      ...judgement,
      duplicates: [judgement.duplicates[0], { ...judgement.duplicates[1], duplicate_quote: "Orbit Labs expands in Texas" }],
    };
    const unsupported = unsupportedDuplicates(bad, request);
    expect(unsupported.map((u) => [u.label, u.problem])).toEqual([["duplicates[1].duplicate_quote", "not_found"]]);
    const kept = withoutUnsupportedDuplicates(bad, unsupported);
    expect(kept.duplicates.map((d) => d.candidate_index)).toEqual([1]);
    expect(kept.unique_candidates).toEqual([0, 2]);
    expect(kept.reason).toBe("Two repeats (1 duplicate judgement(s) set aside: their quotes are not in the stories)");
  });

  it("does not accept a quote from the wrong story or an unknown candidate", () => {
    const wrongStory = { ...judgement, duplicates: [{ ...judgement.duplicates[0], candidate_quote: "Orbit Labs buys sensor maker Kelvix" }] };
    expect(unsupportedDuplicates(wrongStory, request).map((u) => u.label)).toEqual(["duplicates[0].candidate_quote (candidate 1)"]);
    const unknown = { ...judgement, duplicates: [{ ...judgement.duplicates[0], candidate_index: 9 }] };
    expect(unsupportedDuplicates(unknown, request)).toHaveLength(1);
  });
});
