import type { DiscoveryJudge } from "@/lib/providers/llm/discovery-judge";
import type { AccountProfile } from "./account-profile";
import type { LogQuery } from "./discovery-log";
import type { Candidate, ExistingEvent, SemanticDedupResult } from "./semantic-dedup";

// Hosted mode: the language model writes the queries and judges duplicates (structured output).

export async function llmQueries(judge: DiscoveryJudge, profile: AccountProfile, seller: { name: string; solutions: string }, windowDays: number): Promise<LogQuery[]> {
  const queries = await judge.writeQueries({
    account: { name: profile.name, full_name: profile.fullName, domain: profile.domain, aliases: profile.aliases },
    seller,
    windowDays,
  });
  if (queries.length === 0) throw new Error("The model wrote no queries");
  return queries.slice(0, 8).map((q) => ({ purpose: q.purpose, serpapi_engine: q.engine, query: q.query }));
}

export async function llmSemanticDedup(judge: DiscoveryJudge, accountName: string, candidates: Candidate[], existing: ExistingEvent[]): Promise<SemanticDedupResult> {
  const judgement = await judge.judgeDuplicates({
    account: accountName,
    candidates: candidates.map((c) => ({ index: c.index, title: c.title, source: c.source, snippet: c.snippet, text: c.text?.slice(0, 1200) })),
    existing: existing.map((e) => ({ id: e.id, title: e.title, summary: e.eventSummary ?? e.snippet, publication: e.publication })),
  });
  const known = new Set(candidates.map((c) => c.index));
  const eventIds = new Set(existing.map((e) => e.id));
  const removed = judgement.duplicates
    .filter((d) => known.has(d.candidate_index))
    .filter((d, i, all) => all.findIndex((x) => x.candidate_index === d.candidate_index) === i)
    .map((d) => ({
      index: d.candidate_index,
      duplicate_of_event_id: d.duplicate_of_event_id && eventIds.has(d.duplicate_of_event_id) ? d.duplicate_of_event_id : null,
      ...(d.duplicate_of_candidate_index !== null ? { duplicate_of_candidate_index: d.duplicate_of_candidate_index } : {}),
      reasoning: d.reasoning,
    }));
  return {
    status: "completed",
    candidates_before: candidates.length,
    candidates_after: candidates.length - removed.length,
    existing_events_count: existing.length,
    reason: judgement.reason || (removed.length ? `${removed.length} candidate(s) repeat a known story` : "Every candidate is a new story"),
    candidate_events: candidates.map((c) => ({ index: c.index, title: c.title || null, source: c.source || null, ranking: c.ranking, snippet: c.snippet || null })),
    removed_candidates: removed,
    existing_events: existing.map((e) => ({ id: e.id, title: e.title || null, publication: e.publication, event_summary: e.eventSummary })),
    llm_response: judgement,
  };
}
