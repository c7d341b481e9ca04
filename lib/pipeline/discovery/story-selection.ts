import { canonicalUrl } from "@/lib/events/canonical-url";
import type { LogArticle } from "./discovery-log";
import type { StoryArticle } from "./select-events";
import type { Candidate } from "./story-candidates";
import type { SemanticDedupResult } from "./story-joins";

// Step 9's input from step 8's grouping: one story per kept candidate, in ranking order, carrying the
// articles that joined it (other outlets' candidates, ranked articles beyond the candidates, and the
// syndicated copies step 6 set aside for it); and, per existing event, the articles that joined it.

export function storiesToSelect(input: {
  candidates: Candidate[];
  semantic: SemanticDedupResult;
  articleOf: (c: Candidate) => LogArticle;
  /** near-duplicate copies of the candidate's article from other outlets (step 6) */
  syndicatedCopiesOf: (c: Candidate) => LogArticle[];
}): { ordered: StoryArticle[]; joinedEvents: Map<string, LogArticle[]> } {
  const { candidates, semantic, articleOf } = input;
  const joined = new Map(semantic.removed_candidates.map((r) => [r.index, r]));
  const byIndex = new Map(candidates.map((c) => [c.index, c]));
  const withCopies = (c: Candidate): LogArticle[] => {
    const own = articleOf(c);
    const copies = input.syndicatedCopiesOf(c).filter((copy) => copy.source && copy.source !== own.source && canonicalUrl(copy.url) !== canonicalUrl(own.url));
    return [own, ...copies];
  };
  const others = new Map<number, LogArticle[]>();
  const joinedEvents = new Map<string, LogArticle[]>();
  for (const r of semantic.removed_candidates) {
    const c = byIndex.get(r.index);
    if (!c) continue;
    if (r.duplicate_of_event_id) {
      joinedEvents.set(r.duplicate_of_event_id, [...(joinedEvents.get(r.duplicate_of_event_id) ?? []), ...withCopies(c)]);
    } else if (r.duplicate_of_candidate_index !== undefined) {
      others.set(r.duplicate_of_candidate_index, [...(others.get(r.duplicate_of_candidate_index) ?? []), ...withCopies(c)]);
    }
  }
  for (const x of semantic.also_reported_beyond_candidates ?? []) {
    if (!x.url) continue;
    const article: LogArticle = { url: x.url, title: x.title, source: x.source, date: x.date ?? "", snippet: "" };
    if (x.event_id) joinedEvents.set(x.event_id, [...(joinedEvents.get(x.event_id) ?? []), article]);
    else if (x.candidate_index !== null) others.set(x.candidate_index, [...(others.get(x.candidate_index) ?? []), article]);
  }
  const ordered = candidates
    .filter((c) => !joined.has(c.index) && c.url)
    .map((c) => {
      const [own, ...copies] = withCopies(c);
      return { ...own, alsoReportedBy: [...copies, ...(others.get(c.index) ?? [])] };
    });
  return { ordered, joinedEvents };
}
