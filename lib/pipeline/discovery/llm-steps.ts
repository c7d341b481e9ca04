import type { DiscoveryJudge } from "@/lib/providers/llm/discovery-judge";
import type { AccountProfile } from "./account-profile";
import type { LogQuery } from "./discovery-log";
import type { Candidate, ExistingEvent } from "./story-candidates";
import { joinResult, type SemanticDedupResult, type StoryJoin } from "./story-joins";

// Hosted mode: the language model writes the queries and judges which candidates repeat a story
// (structured output).

export async function llmQueries(judge: DiscoveryJudge, profile: AccountProfile, seller: { name: string; solutions: string }, windowDays: number): Promise<LogQuery[]> {
  const queries = await judge.writeQueries({
    account: { name: profile.name, full_name: profile.fullName, domain: profile.domain, aliases: profile.aliases },
    seller,
    windowDays,
  });
  if (queries.length === 0) throw new Error("The model wrote no queries");
  return queries.slice(0, 8).map((q) => ({ purpose: q.purpose, serpapi_engine: q.engine, query: q.query }));
}

/**
 * The model judges which candidates repeat a story; like the offline step, a repeat JOINS the event
 * or better-ranked candidate it repeats (another outlet of that story), it is never dropped.
 */
export async function llmSemanticDedup(judge: DiscoveryJudge, accountName: string, candidates: Candidate[], existing: ExistingEvent[]): Promise<SemanticDedupResult> {
  const judgement = await judge.judgeDuplicates({
    account: accountName,
    candidates: candidates.map((c) => ({ index: c.index, title: c.title, source: c.source, snippet: c.snippet, text: c.text?.slice(0, 1200) })),
    existing: existing.map((e) => ({ id: e.id, title: e.title, summary: e.eventSummary ?? e.snippet, publication: e.publication })),
  });
  const joins: StoryJoin[] = judgement.duplicates.map((d) => ({
    index: d.candidate_index,
    ...(d.duplicate_of_event_id ? { eventId: d.duplicate_of_event_id } : d.duplicate_of_candidate_index !== null ? { candidateIndex: d.duplicate_of_candidate_index } : {}),
    reasoning: d.reasoning,
  }));
  return joinResult(candidates, existing, joins, judgement, judgement.reason || undefined);
}
