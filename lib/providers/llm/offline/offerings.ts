import type { SignalType } from "../llm-provider";
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
