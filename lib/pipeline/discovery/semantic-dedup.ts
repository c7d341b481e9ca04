import { industriesOf, industryLexicon } from "./account-profile";
import { canonicalUrl } from "@/lib/events/canonical-url";
import type { Candidate, ExistingEvent, ExtraArticle, ExtraOutlet, StoryText } from "./story-candidates";
import { groupStories, type StoryLink } from "./story-grouping";
import { joinResult, type SemanticDedupResult, type StoryJoin } from "./story-joins";

// Step 8 offline: a candidate that tells the same story as an existing event or a better-ranked
// candidate JOINS it (it becomes one of the event's "Also reported by" outlets); nothing is dropped.
// Same story is decided by story-grouping.ts (TF-IDF over headline and lead, figures and names,
// date window; the account's names weigh nothing).

export type DuplicateVerdict = { duplicate: boolean; reasoning: string; similarity: number };

/** Words of the industries the account's names (and its profile) speak of: all its stories use them. */
export function sectorWordsOf(accountNames: string[], industries: Iterable<string> = []): string[] {
  const all = new Set([...industriesOf(accountNames.join(" ")), ...industries]);
  return [...all].flatMap((i) => industryLexicon[i] ?? []);
}

/** What else the comparison knows: the run's other articles (IDF background) and the account's industries. */
export type GroupingContext = { background?: { title: string; snippet: string; text?: string }[]; industries?: Iterable<string>; people?: string[] };

const groupingOptions = (accountNames: string[], context: GroupingContext = {}) => ({
  // the account's own people are quoted in most of its stories: like its names, they say "this account"
  ignore: [...accountNames, ...(context.people ?? [])],
  sectorWords: sectorWordsOf(accountNames, context.industries),
  background: context.background,
});

const storyItem = (id: string, s: StoryText) => ({ id, title: s.title, snippet: s.snippet, text: s.text, publishedAt: s.date ?? null, seenAt: s.seenAt ?? null });

function explain(link: StoryLink | undefined): string {
  if (!link) return "Same article URL.";
  const evidence = [
    `similarity ${link.similarity}`,
    link.sharedTerms.length ? `shared words: ${link.sharedTerms.join(", ")}` : null,
    link.sharedNames.length ? `shared names: ${link.sharedNames.join(", ")}` : null,
    link.sharedFigures.length ? `shared figures: ${link.sharedFigures.join(", ")}` : null,
  ].filter(Boolean);
  return `Same story (${evidence.join("; ")}).`;
}

/** Whether two articles tell the same story (the pairwise form of groupStories). */
export function compareStories(a: StoryText, b: StoryText, accountNames: string[], context?: GroupingContext): DuplicateVerdict {
  if (a.url && b.url && canonicalUrl(a.url) === canonicalUrl(b.url)) return { duplicate: true, reasoning: "Same article URL.", similarity: 1 };
  const { groups, links } = groupStories([storyItem("b", b), storyItem("a", a)], groupingOptions(accountNames, context));
  const duplicate = groups.length === 1;
  return { duplicate, reasoning: duplicate ? explain(links[0]) : "Different story.", similarity: links[0]?.similarity ?? 0 };
}

/** Offline step 8: groups ranked candidates with each other and with the account's recent events. */
export function groupCandidateStories(candidates: Candidate[], existing: ExistingEvent[], accountNames: string[], context?: GroupingContext): SemanticDedupResult {
  if (candidates.length === 0 || (candidates.length === 1 && existing.length === 0)) return joinResult(candidates, existing, [], null);
  // an existing event's own article found again joins it whatever its text
  const eventByUrl = new Map(existing.filter((e) => e.url).map((e) => [canonicalUrl(e.url!), e.id]));
  const joins: StoryJoin[] = [];
  const rest: Candidate[] = [];
  for (const c of candidates) {
    const eventId = c.url ? eventByUrl.get(canonicalUrl(c.url)) : undefined;
    if (eventId) joins.push({ index: c.index, eventId, reasoning: "Same article URL as the existing event.", similarity: 1 });
    else rest.push(c);
  }
  const { groups, links } = groupStories(
    [...existing.map((e) => storyItem(`event:${e.id}`, e)), ...rest.map((c) => storyItem(`candidate:${c.index}`, c))],
    groupingOptions(accountNames, context),
  );
  const linkOf = new Map(links.map((l) => [l.id, l]));
  for (const group of groups) {
    const [head, ...members] = group;
    for (const member of members) {
      if (!member.startsWith("candidate:")) continue; // two existing events stay as they are
      const index = Number(member.slice("candidate:".length));
      const link = linkOf.get(member);
      const reasoning = explain(link);
      if (head.startsWith("event:")) joins.push({ index, eventId: head.slice("event:".length), reasoning, similarity: link?.similarity });
      else joins.push({ index, candidateIndex: Number(head.slice("candidate:".length)), reasoning, similarity: link?.similarity });
    }
  }
  return joinResult(candidates, existing, joins, { method: "offline", groups: groups.filter((g) => g.length > 1), links });
}

/**
 * Ranked articles beyond the candidates that tell a story step 8 kept (an existing event or a kept
 * candidate): other outlets of it, attached rather than left out. Whoever judged step 8, the story
 * heads are its result's.
 */
export function extraOutletsOf(result: SemanticDedupResult, candidates: Candidate[], existing: ExistingEvent[], extras: ExtraArticle[], accountNames: string[], context?: GroupingContext): ExtraOutlet[] {
  if (extras.length === 0 || (candidates.length === 0 && existing.length === 0)) return [];
  const joined = new Map(result.removed_candidates.map((r) => [r.index, r]));
  const headOf = (index: number) => {
    const r = joined.get(index);
    return r ? { event_id: r.duplicate_of_event_id, candidate_index: r.duplicate_of_event_id ? null : (r.duplicate_of_candidate_index ?? null) } : { event_id: null, candidate_index: index };
  };
  const { groups, links } = groupStories(
    [...existing.map((e) => storyItem(`event:${e.id}`, e)), ...candidates.map((c) => storyItem(`candidate:${c.index}`, c)), ...extras.map((x) => storyItem(`extra:${x.key}`, x))],
    groupingOptions(accountNames, context),
  );
  const linkOf = new Map(links.map((l) => [l.id, l]));
  const byKey = new Map(extras.map((x) => [x.key, x]));
  const out: ExtraOutlet[] = [];
  for (const [head, ...members] of groups) {
    if (head.startsWith("extra:")) continue; // a story of its own: not a candidate, so not selected
    const story = head.startsWith("event:") ? { event_id: head.slice("event:".length), candidate_index: null } : headOf(Number(head.slice("candidate:".length)));
    if (story.event_id === null && story.candidate_index === null) continue;
    for (const member of members) {
      if (!member.startsWith("extra:")) continue;
      const x = byKey.get(Number(member.slice("extra:".length)))!;
      out.push({ dedup_index: x.key, url: x.url, source: x.source, title: x.title, date: x.date ?? null, ...story, similarity: linkOf.get(member)?.similarity ?? null });
    }
  }
  return out.sort((a, b) => a.dedup_index - b.dedup_index);
}
