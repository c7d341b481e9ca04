import type { Candidate, ExistingEvent, ExtraOutlet } from "./story-candidates";

// Step 8's result, whoever judged it (the offline grouping or the hosted language model): candidates
// that repeat a story JOIN the existing event or the kept candidate telling it. They are listed in the
// spec's `removed_candidates` (they are removed from the list of new events) with the spec's fields,
// and beside them what the join needs: which candidate or event they joined and the article itself, so
// step 9 can record them as "Also reported by".

/** One judged repetition: candidate `index` tells the story of an event or of another candidate. */
export type StoryJoin = { index: number; eventId?: string; candidateIndex?: number; reasoning: string; similarity?: number };

export type JoinedCandidate = {
  index: number;
  duplicate_of_event_id: string | null;
  duplicate_of_candidate_index?: number;
  reasoning: string;
  /** grouping, not removal: the article is kept as another outlet of the story it joined */
  joined: "event" | "candidate";
  url: string | null;
  source: string | null;
  title: string | null;
  date: string | null;
  similarity?: number;
};

export type StoryGroup = { event_id: string | null; candidate_index: number | null; joined_candidates: number[] };

export type SemanticDedupResult = {
  status: "completed" | "skipped";
  candidates_before: number;
  candidates_after: number;
  existing_events_count: number;
  reason: string;
  candidate_events: { index: number; title: string | null; source: string | null; ranking: number; snippet: string | null; url?: string | null }[];
  removed_candidates: JoinedCandidate[];
  existing_events: { id: string; title: string | null; publication: string | null; event_summary: string | null }[];
  llm_response: unknown;
  /** each story told by more than one article: the event or kept candidate and who joined it */
  story_groups: StoryGroup[];
  /** ranked articles beyond the candidates that are other outlets of a kept story (extraOutletsOf) */
  also_reported_beyond_candidates?: ExtraOutlet[];
};

/**
 * Resolves judged joins into a consistent grouping: a join onto a candidate that itself joined
 * something follows it to the story's head (an event, or the best-ranked candidate); joins onto
 * unknown ids or in a cycle are dropped (that candidate stays a story of its own).
 */
export function resolveJoins(candidates: Candidate[], existing: ExistingEvent[], joins: StoryJoin[]): Map<number, { eventId: string | null; candidateIndex: number | null; join: StoryJoin }> {
  const known = new Set(candidates.map((c) => c.index));
  const events = new Set(existing.map((e) => e.id));
  const direct = new Map<number, StoryJoin>();
  for (const j of joins) {
    if (!known.has(j.index) || direct.has(j.index)) continue;
    if (j.eventId ? events.has(j.eventId) : j.candidateIndex !== undefined && known.has(j.candidateIndex) && j.candidateIndex !== j.index) direct.set(j.index, j);
  }
  const out = new Map<number, { eventId: string | null; candidateIndex: number | null; join: StoryJoin }>();
  for (const [index, join] of direct) {
    let at: StoryJoin = join;
    const seen = new Set([index]);
    let head: { eventId: string | null; candidateIndex: number | null } | null = null;
    for (;;) {
      if (at.eventId) {
        head = { eventId: at.eventId, candidateIndex: null };
        break;
      }
      const next = at.candidateIndex!;
      if (seen.has(next)) break; // a cycle: nobody in it is the story's head
      seen.add(next);
      const further = direct.get(next);
      if (!further) {
        head = { eventId: null, candidateIndex: next };
        break;
      }
      at = further;
    }
    if (head) out.set(index, { ...head, join });
  }
  return out;
}

/** Step 8's log entry from the judged joins (`llmResponse` null: nothing was compared). */
export function joinResult(candidates: Candidate[], existing: ExistingEvent[], joins: StoryJoin[], llmResponse: unknown, reason?: string): SemanticDedupResult {
  const base = {
    candidates_before: candidates.length,
    existing_events_count: existing.length,
    candidate_events: candidates.map((c) => ({ index: c.index, title: c.title || null, source: c.source || null, ranking: c.ranking, snippet: c.snippet || null, url: c.url })),
    existing_events: existing.map((e) => ({ id: e.id, title: e.title || null, publication: e.publication, event_summary: e.eventSummary })),
  };
  if (llmResponse === null) {
    return {
      ...base,
      status: "skipped",
      candidates_after: candidates.length,
      reason: candidates.length === 0 ? "No candidates to compare" : "One candidate and no existing events in the last 60 days: nothing to compare",
      removed_candidates: [],
      llm_response: null,
      story_groups: [],
    };
  }
  const resolved = resolveJoins(candidates, existing, joins);
  const byIndex = new Map(candidates.map((c) => [c.index, c]));
  const removed: JoinedCandidate[] = [...resolved]
    .sort(([a], [b]) => a - b)
    .map(([index, { eventId, candidateIndex, join }]) => {
      const c = byIndex.get(index)!;
      return {
        index,
        duplicate_of_event_id: eventId,
        ...(candidateIndex !== null ? { duplicate_of_candidate_index: candidateIndex } : {}),
        reasoning: join.reasoning,
        joined: eventId ? ("event" as const) : ("candidate" as const),
        url: c.url,
        source: c.source || null,
        title: c.title || null,
        date: c.date ?? null,
        ...(join.similarity !== undefined ? { similarity: join.similarity } : {}),
      };
    });
  const groups = new Map<string, StoryGroup>();
  for (const r of removed) {
    const key = r.duplicate_of_event_id ? `e:${r.duplicate_of_event_id}` : `c:${r.duplicate_of_candidate_index}`;
    const group = groups.get(key) ?? { event_id: r.duplicate_of_event_id, candidate_index: r.duplicate_of_candidate_index ?? null, joined_candidates: [] };
    group.joined_candidates.push(r.index);
    groups.set(key, group);
  }
  const toEvents = removed.filter((r) => r.joined === "event").length;
  return {
    ...base,
    status: "completed",
    candidates_after: candidates.length - removed.length,
    reason:
      reason ||
      (removed.length
        ? `${removed.length} candidate(s) tell a story already found: ${toEvents} joined existing events and ${removed.length - toEvents} joined a better-ranked candidate, as other outlets reporting it`
        : "Every candidate is a new story"),
    removed_candidates: removed,
    llm_response: llmResponse,
    story_groups: [...groups.values()],
  };
}
