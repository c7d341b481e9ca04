import type { SignalType } from "@/lib/providers/llm/llm-provider";
import type { AccountProfile } from "./account-profile";
import type { LogArticle } from "./discovery-log";
import { judgeCompany, judgeMention } from "./relevance";
import { classifySignal } from "./signal-type";
import { BUILT_IN_SIGNAL_WEIGHTS, type SignalWeights } from "@/lib/signal-weights/signal-weight-defaults";

// Step 7: keep the articles about the right company, within the recency window, and rank them.

export type RankedArticle = {
  dedup_index: number;
  ranking: number;
  score: number;
  signal_type: SignalType;
  /** the weight (0-100) the signal type counted with: the assigned users' mean (run-discovery.ts) */
  signal_weight: number;
  reason: string;
};
export type DroppedArticle = { dedup_index: number; title: string; reason: string };
export type FilterRankResult = { ranked_articles: RankedArticle[]; dropped_articles: DroppedArticle[]; window_days: number };

// Words in the seller's solutions that make a signal type matter more to that seller.
const SELLER_CUES: Record<SignalType, RegExp> = {
  acquisition: /merger|acquisition|acquired|integration|consolidat/i,
  funding: /funding|growth|scal|investor|cfo|forecast/i,
  leadership_change: /leader|executive|cfo|ceo|board/i,
  layoffs: /restructur|cost|workforce|headcount/i,
  expansion: /expan|growth|scal|new market|distributed/i,
  partnership: /partner|integration|ecosystem/i,
  hiring: /hiring|headcount|workforce|talent|scaling teams/i,
  legal: /compliance|audit|breach|incident|regulat|risk|forensic/i,
  earnings: /revenue|forecast|financ|earnings|bookings/i,
  product_launch: /launch|product|platform/i,
  other: /$^/,
};

export type FilterInput = {
  articles: (LogArticle & { text?: string })[];
  profile: AccountProfile;
  sellerSolutions: string;
  now: Date;
  windowDays: number;
  /** per signal type, 0-100; the type's part of the score is weight / 100 (built-in weights by default) */
  weights?: SignalWeights;
};

export function filterAndRank({ articles, profile, sellerSolutions, now, windowDays, weights = BUILT_IN_SIGNAL_WEIGHTS }: FilterInput): FilterRankResult {
  const dropped: DroppedArticle[] = [];
  const scored: Omit<RankedArticle, "ranking">[] = [];
  const windowStart = now.getTime() - windowDays * 86_400_000;
  articles.forEach((article, index) => {
    const drop = (reason: string) => dropped.push({ dedup_index: index, title: article.title, reason });
    const published = Date.parse(article.date);
    if (!Number.isNaN(published) && published < windowStart) return drop(`Stale: published ${article.date.slice(0, 10)}, before the ${windowDays}-day window`);
    const mention = judgeMention(article, profile);
    if (mention.verdict !== "about") return drop(mention.verdict === "not_mentioned" ? `Not about the account: ${mention.reason}` : mention.reason);
    const company = judgeCompany(article, profile);
    if (company.verdict === "namesake") return drop(company.reason);
    const signal = classifySignal(article.title, article.snippet);
    const ageDays = Number.isNaN(published) ? windowDays / 2 : Math.max(0, (now.getTime() - published) / 86_400_000);
    const recency = 1 - Math.min(1, ageDays / Math.max(1, windowDays));
    const sellerFit = SELLER_CUES[signal].test(sellerSolutions);
    const weight = weights[signal];
    const score = weight / 100 + (sellerFit ? 0.3 : 0) + 0.5 * recency;
    const age = Number.isNaN(published) ? "undated" : ageDays < 1 ? "today" : `${Math.round(ageDays)} day(s) old`;
    scored.push({
      dedup_index: index,
      score: Math.round(score * 1000) / 1000,
      signal_type: signal,
      signal_weight: weight,
      reason: `${signal.replace(/_/g, " ")} (weight ${weight}), ${age}, ${mention.reason}; ${company.reason}${sellerFit ? "; fits the seller's solutions" : ""}`,
    });
  });
  scored.sort((a, b) => b.score - a.score || a.dedup_index - b.dedup_index);
  return { ranked_articles: scored.map((s, i) => ({ ...s, ranking: i + 1 })), dropped_articles: dropped, window_days: windowDays };
}
