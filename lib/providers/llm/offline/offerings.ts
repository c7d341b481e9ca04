import type { SignalType } from "../signal-types";
import type { Solution } from "./solutions";
import { contentTokens } from "./text-tools";

// Words that tie a kind of event to the needs a seller's solution may address.
const signalNeeds: Record<SignalType, string> = {
  funding: "growth scale scaling plan planning forecast forecasting pipeline bookings hiring investment capacity",
  acquisition: "merger mergers acquisition integration integrate combine data systems erp crm billing migration acquired workforce access",
  leadership_change: "leadership strategy priorities planning reporting risk new",
  hiring: "hiring headcount workforce planning talent recruiting scaling teams onboarding access",
  expansion: "growth expansion scaling new sites regions distributed capacity planning cloud",
  partnership: "integration data connect partners platform cloud sharing",
  product_launch: "launch customers data platform growth demand forecasting",
  layoffs: "cost efficiency restructuring planning workforce consolidation savings",
  earnings: "forecast forecasting revenue reporting planning finance results audit",
  legal: "compliance audit regulatory reporting risk security breach monitoring response controls",
  other: "growth planning data",
};

export type RankedSolution = Solution & { score: number };

/** An offering with how well the article calls for it: "strong" when a sentence of the story states the need it answers. */
export type FittedSolution = RankedSolution & { fit: "strong" | "weak"; need: string | null };

/** Distinct words a story sentence must share with a solution for the sentence to state the need it answers. */
const NEED_WORDS = 2;
// Words too common in solution descriptions to show a need on their own.
const WEAK_WORDS = new Set(
  contentTokens("new team teams growth data platform services service solution solutions business leader leaders help report financial ready"),
);
// Words of a solution's description that name the kind of event it is built for ("… after mergers").
const eventKindWords: Partial<Record<SignalType, string>> = {
  acquisition: "merger mergers acquisition acquisitions acquired integration",
  hiring: "hiring headcount recruiting fast-scaling scaling",
  expansion: "expansion distributed sites regions",
  layoffs: "restructuring cost costs efficiency",
  legal: "compliance regulatory breach audit",
  funding: "fast-scaling scaling rapid",
};

/** Solutions ranked by how much the article (and the kind of event) speaks to them; the best 1–2. */
export function matchOfferings(solutions: Solution[], articleText: string, signal: SignalType): RankedSolution[] {
  if (solutions.length === 0) return [];
  const articleCounts = new Map<string, number>();
  for (const t of contentTokens(articleText)) articleCounts.set(t, (articleCounts.get(t) ?? 0) + 1);
  const needs = new Set(contentTokens(signalNeeds[signal]));
  const ranked = solutions
    .map((solution, order) => {
      const tokens = new Set(contentTokens(`${solution.name} ${solution.description}`));
      let score = 0;
      for (const t of tokens) {
        const n = articleCounts.get(t) ?? 0;
        if (n > 0) score += 1 + Math.log(n);
        if (needs.has(t)) score += 2;
      }
      // Stable order for ties: the seller's own listing order.
      return { ...solution, score: score - order * 0.01 };
    })
    .sort((a, b) => b.score - a.score);
  const [best, second] = ranked;
  return second && second.score > 0 && second.score >= best.score * 0.6 ? [best, second] : [best];
}

/**
 * The offerings to show: those a sentence of the story calls for (strong fit, best first, at most two), else
 * the closest one by the ranking above, marked as a weak fit.
 */
export function fitOfferings(solutions: Solution[], sentences: string[], signal: SignalType): FittedSolution[] {
  if (solutions.length === 0) return [];
  const ranked = matchOfferings(solutions, sentences.join("\n\n"), signal);
  const rankOf = new Map(ranked.map((r, i) => [r.name, i]));
  const tokenised = sentences.map((s) => ({ text: s, tokens: new Set(contentTokens(s)) }));
  const fitted = solutions.map((solution, order) => {
    const own = new Set(contentTokens(`${solution.name} ${solution.description}`).filter((t) => !WEAK_WORDS.has(t)));
    let need: string | null = null;
    let shared = 0;
    const inStory = new Set<string>();
    for (const sentence of tokenised) {
      const found = [...own].filter((t) => sentence.tokens.has(t));
      found.forEach((t) => inStory.add(t));
      if (found.length > shared) [need, shared] = [sentence.text, found.length];
    }
    // The need may be told over several sentences ("the breach" here, "forensic investigators" there), or
    // be the event itself when the solution is built for that kind of event and the story speaks to it.
    const kind = new Set(contentTokens(eventKindWords[signal] ?? ""));
    const forThisEvent = inStory.size >= 1 && contentTokens(solution.description).some((t) => kind.has(t));
    const stated = shared >= NEED_WORDS || inStory.size >= NEED_WORDS || forThisEvent;
    // Score: the distinct words of the solution one sentence holds (listing order breaks ties).
    return { ...solution, score: shared - order * 0.01, need: stated ? need : null };
  });
  const rank = (f: { name: string }) => rankOf.get(f.name) ?? solutions.length;
  const strong = fitted.filter((f) => f.need).sort((a, b) => Math.round(b.score) - Math.round(a.score) || rank(a) - rank(b));
  if (strong.length > 0) return strong.slice(0, 2).map((f) => ({ ...f, fit: "strong" as const }));
  const closest = ranked[0];
  return [{ ...closest, fit: "weak" as const, need: null }];
}
