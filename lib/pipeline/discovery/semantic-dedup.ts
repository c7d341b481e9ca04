import type { SignalType } from "@/lib/providers/llm/llm-provider";
import { contentWords } from "./account-profile";
import { canonicalUrl } from "./canonical-url";
import { classifySignal } from "./signal-type";

// Step 8 offline: is a candidate the same story as an earlier candidate or an existing event? Decided
// from the URL, the signal type, shared named entities and amounts, and word overlap, and explained.

export type StoryText = { url: string | null; title: string; snippet: string; text?: string; signalType?: SignalType | null };
export type ExistingEvent = StoryText & { id: string; publication: string | null; eventSummary: string | null };
export type Candidate = StoryText & { index: number; source: string; ranking: number };

export type DuplicateVerdict = { duplicate: boolean; reasoning: string; similarity: number };

const AMOUNT = /\$\s?\d[\d,.]*\s?(million|billion|m|bn|k)?|\b\d[\d,.]*\s?(million|billion|percent|%)|\b\d{1,3}(,\d{3})+\b/gi;
const ENTITY = /\b([A-Z][a-zA-Z&'’-]+(?:\s+(?:[A-Z][a-zA-Z&'’-]+|of|de|and))*)/g;
const COMMON_CAPS = new Set(
  "The A An In On At For And But Its It This That Chief Executive Officer Financial Operating Technology Information Security People President Vice Monday Tuesday Wednesday Thursday Friday Saturday Sunday January February March April May June July August September October November December Inc Ltd Group Company Analysts He She They We".split(" "),
);

export function amountsOf(text: string): Set<string> {
  return new Set((text.match(AMOUNT) ?? []).map((a) => a.toLowerCase().replace(/\s+/g, "").replace(/\$/, "$").replace(/(million|m)$/, "m").replace(/(billion|bn)$/, "b")));
}

export function entitiesOf(text: string, ignore: string[]): Set<string> {
  const ignored = new Set(ignore.flatMap((n) => n.toLowerCase().split(/\s+/)));
  const out = new Set<string>();
  for (const match of text.matchAll(ENTITY)) {
    const words = match[1].split(/\s+/).filter((w) => !COMMON_CAPS.has(w) && !ignored.has(w.toLowerCase()) && w.length > 2);
    if (words.length) out.add(words.join(" ").toLowerCase());
  }
  return out;
}

function jaccard(a: Set<string>, b: Set<string>): number {
  if (!a.size || !b.size) return 0;
  let inter = 0;
  for (const x of a) if (b.has(x)) inter++;
  return inter / (a.size + b.size - inter);
}

const body = (s: StoryText) => `${s.title}. ${s.snippet} ${(s.text ?? "").slice(0, 1500)}`;

export function compareStories(a: StoryText, b: StoryText, accountNames: string[]): DuplicateVerdict {
  if (a.url && b.url && canonicalUrl(a.url) === canonicalUrl(b.url)) return { duplicate: true, reasoning: "Same article URL.", similarity: 1 };
  const typeA = a.signalType ?? classifySignal(a.title, a.snippet);
  const typeB = b.signalType ?? classifySignal(b.title, b.snippet);
  const wordsA = new Set(contentWords(body(a)).filter((w) => !accountNames.some((n) => n.toLowerCase().includes(w))));
  const wordsB = new Set(contentWords(body(b)).filter((w) => !accountNames.some((n) => n.toLowerCase().includes(w))));
  const similarity = Math.round(jaccard(wordsA, wordsB) * 100) / 100;
  const sharedAmounts = [...amountsOf(body(a))].filter((x) => amountsOf(body(b)).has(x));
  const entitiesB = entitiesOf(body(b), accountNames);
  const sharedEntities = [...entitiesOf(body(a), accountNames)].filter((x) => entitiesB.has(x));
  const sameType = typeA === typeB && typeA !== "other";
  const evidence = [
    sameType ? `both report a ${typeA.replace(/_/g, " ")}` : `signal types differ (${typeA} vs ${typeB})`,
    sharedEntities.length ? `shared names: ${sharedEntities.slice(0, 4).join(", ")}` : "no shared names",
    sharedAmounts.length ? `shared figures: ${sharedAmounts.slice(0, 3).join(", ")}` : "no shared figures",
    `word overlap ${similarity}`,
  ].join("; ");
  const duplicate =
    similarity >= 0.45 || (sameType && (sharedEntities.length > 0 || sharedAmounts.length > 0) && similarity >= 0.08) || (sameType && similarity >= 0.25);
  return { duplicate, reasoning: `${duplicate ? "Same story" : "Different story"}: ${evidence}.`, similarity };
}

export type SemanticDedupResult = {
  status: "completed" | "skipped";
  candidates_before: number;
  candidates_after: number;
  existing_events_count: number;
  reason: string;
  candidate_events: { index: number; title: string | null; source: string | null; ranking: number; snippet: string | null }[];
  removed_candidates: { index: number; duplicate_of_event_id: string | null; duplicate_of_candidate_index?: number; reasoning: string }[];
  existing_events: { id: string; title: string | null; publication: string | null; event_summary: string | null }[];
  llm_response: unknown;
};

/** Offline semantic de-duplication of ranked candidates against each other and the account's recent events. */
export function deduplicateSemantically(candidates: Candidate[], existing: ExistingEvent[], accountNames: string[]): SemanticDedupResult {
  const base = {
    candidates_before: candidates.length,
    existing_events_count: existing.length,
    candidate_events: candidates.map((c) => ({ index: c.index, title: c.title || null, source: c.source || null, ranking: c.ranking, snippet: c.snippet || null })),
    existing_events: existing.map((e) => ({ id: e.id, title: e.title || null, publication: e.publication, event_summary: e.eventSummary })),
  };
  if (candidates.length === 0) {
    return { ...base, status: "skipped", candidates_after: 0, reason: "No candidates to compare", removed_candidates: [], llm_response: null };
  }
  if (candidates.length === 1 && existing.length === 0) {
    return { ...base, status: "skipped", candidates_after: 1, reason: "One candidate and no existing events in the last 60 days: nothing to compare", removed_candidates: [], llm_response: null };
  }
  const removed: SemanticDedupResult["removed_candidates"] = [];
  const decisions: { candidate_index: number; compared_with: string; duplicate: boolean; reasoning: string }[] = [];
  const kept: Candidate[] = [];
  for (const candidate of candidates) {
    let verdict: SemanticDedupResult["removed_candidates"][number] | undefined;
    for (const event of existing) {
      const v = compareStories(candidate, event, accountNames);
      decisions.push({ candidate_index: candidate.index, compared_with: `event ${event.id}`, duplicate: v.duplicate, reasoning: v.reasoning });
      if (v.duplicate) {
        verdict = { index: candidate.index, duplicate_of_event_id: event.id, reasoning: `${v.reasoning} Already tracked as "${event.title}".` };
        break;
      }
    }
    if (!verdict) {
      for (const other of kept) {
        const v = compareStories(candidate, other, accountNames);
        decisions.push({ candidate_index: candidate.index, compared_with: `candidate ${other.index}`, duplicate: v.duplicate, reasoning: v.reasoning });
        if (v.duplicate) {
          verdict = {
            index: candidate.index,
            duplicate_of_event_id: null,
            duplicate_of_candidate_index: other.index,
            reasoning: `${v.reasoning} Same story as candidate ${other.index} ("${other.title}", ${other.source}), which ranks higher.`,
          };
          break;
        }
      }
    }
    if (verdict) removed.push(verdict);
    else kept.push(candidate);
  }
  return {
    ...base,
    status: "completed",
    candidates_after: kept.length,
    reason: removed.length
      ? `${removed.length} candidate(s) repeat a story already tracked or found by another outlet`
      : "Every candidate is a new story",
    removed_candidates: removed,
    llm_response: { method: "offline", duplicates: removed, unique_candidates: kept.map((k) => k.index), comparisons: decisions },
  };
}
