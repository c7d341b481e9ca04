import { describe, expect, it } from "vitest";
import { mergeAlsoReportedBy } from "./also-reported-by-list";
import { extraOutletsOf } from "./semantic-dedup";
import type { Candidate, ExistingEvent } from "./story-candidates";
import { joinResult } from "./story-joins";

const candidate = (index: number, source: string): Candidate => ({
  index,
  url: `https://${source}.example/story-${index}`,
  title: `Story ${index}`,
  snippet: "",
  source,
  ranking: index + 1,
  date: "2026-11-20",
});
const event: ExistingEvent = { id: "e1", url: "https://tracked.example/a", title: "Tracked", snippet: "", publication: "Tracked", eventSummary: null };

describe("step 8 joins (offline or judged by the model)", () => {
  it("keeps every candidate: repeats join the story's head with the article they bring", () => {
    const result = joinResult([candidate(0, "a"), candidate(1, "b"), candidate(2, "c"), candidate(3, "d")], [event], [
      { index: 1, candidateIndex: 0, reasoning: "Same takeover." },
      { index: 2, candidateIndex: 1, reasoning: "Same takeover again." }, // a chain leads to its head
      { index: 3, eventId: "e1", reasoning: "Already tracked." },
    ], { method: "test" });
    expect(result.candidates_after).toBe(1);
    expect(result.removed_candidates).toEqual([
      expect.objectContaining({ index: 1, duplicate_of_event_id: null, duplicate_of_candidate_index: 0, joined: "candidate", source: "b", url: "https://b.example/story-1" }),
      expect.objectContaining({ index: 2, duplicate_of_event_id: null, duplicate_of_candidate_index: 0, joined: "candidate", source: "c" }),
      expect.objectContaining({ index: 3, duplicate_of_event_id: "e1", joined: "event", source: "d", reasoning: "Already tracked." }),
    ]);
    expect(result.story_groups).toEqual([
      { event_id: null, candidate_index: 0, joined_candidates: [1, 2] },
      { event_id: "e1", candidate_index: null, joined_candidates: [3] },
    ]);
  });

  it("ignores a model's joins onto unknown events, itself, or in a cycle", () => {
    const result = joinResult([candidate(0, "a"), candidate(1, "b"), candidate(2, "c")], [event], [
      { index: 0, eventId: "made-up", reasoning: "?" },
      { index: 1, candidateIndex: 2, reasoning: "?" },
      { index: 2, candidateIndex: 1, reasoning: "?" },
    ], {});
    expect(result.removed_candidates).toEqual([]);
    expect(result.candidates_after).toBe(3);
  });
});

describe("the Also reported by list", () => {
  it("adds each other outlet once by canonical URL, never the event's own article or a non-web link", () => {
    const merged = mergeAlsoReportedBy("https://own.example/story", [], [
      { url: "https://www.own.example/story/?utm_source=x", title: "Own", source: "Own", date: "" },
      { url: "https://b.example/s?utm_medium=rss", title: "B's take", source: "B", date: "2026-11-20" },
      { url: "https://b.example/s", title: "B again", source: "B", date: "2026-11-20" },
      { url: "ftp://c.example/s", title: "C", source: "C", date: "" },
    ]);
    expect(merged).toEqual([{ source: "B", url: "https://b.example/s?utm_medium=rss", title: "B's take", date: "2026-11-20" }]);
    expect(mergeAlsoReportedBy("https://own.example/story", merged, [{ url: "https://m.b.example/s", title: "", source: "B", date: "" }])).toHaveLength(1);
  });
});

describe("ranked articles beyond the candidates", () => {
  const art = (index: number, source: string, title: string, snippet: string) => ({ ...candidate(index, source), title, snippet });
  const takeover = art(0, "harbor", "Marlow Freight to buy Danish trucking firm Nordvej for $240 million", "Marlow Freight agreed to acquire Nordvej Transport, adding 1,100 trucks to its freight network.");
  const cfo = art(1, "harbor", "Marlow Freight names Ingrid Solberg chief financial officer", "Solberg, previously treasurer at a shipping group, joins as the company prepares a bond sale.");
  const third = { ...art(0, "copenhagen", "Nordvej Transport’s 1,100 trucks go to Marlow Freight in $240 million sale", "The Danish haulier Nordvej Transport will become part of Marlow Freight."), key: 14 };
  const unrelated = { ...art(0, "port", "Marlow Freight opens Rotterdam depot", "The depot will handle 300 containers a day."), key: 15 };

  it("attaches another outlet of a kept story, and nothing else", () => {
    const result = joinResult([takeover, cfo], [], [], { method: "test" });
    const extras = extraOutletsOf(result, [takeover, cfo], [], [third, unrelated], ["Marlow Freight", "Marlow"]);
    expect(extras).toEqual([expect.objectContaining({ dedup_index: 14, source: "copenhagen", candidate_index: 0, event_id: null })]);
  });

  it("follows a joined candidate to the story it joined", () => {
    const tracked: ExistingEvent = { ...event, title: takeover.title, snippet: takeover.snippet };
    const result = joinResult([takeover, cfo], [tracked], [{ index: 0, eventId: "e1", reasoning: "Tracked." }], { method: "test" });
    const extras = extraOutletsOf(result, [takeover, cfo], [tracked], [third], ["Marlow Freight", "Marlow"]);
    expect(extras).toEqual([expect.objectContaining({ dedup_index: 14, event_id: "e1", candidate_index: null })]);
  });
});
