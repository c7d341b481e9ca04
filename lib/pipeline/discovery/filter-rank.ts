import type { SignalType } from "@/lib/providers/llm/llm-provider";
import type { AccountProfile } from "./account-profile";
import type { LogArticle } from "./discovery-log";
import { judgeCompany, judgeMention } from "./relevance";
import { classifySignal } from "./signal-type";

// Step 7: keep the articles about the right company, within the recency window, and rank them.

export type RankedArticle = {
  dedup_index: number;
  ranking: number;
  score: number;
  signal_type: SignalType;
  reason: string;
};
export type DroppedArticle = { dedup_index: number; title: string; reason: string };
export type FilterRankResult = { ranked_articles: RankedArticle[]; dropped_articles: DroppedArticle[]; window_days: number };

const SIGNAL_WEIGHT: Record<SignalType, number> = {
  acquisition: 1,
  funding: 0.9,
  leadership_change: 0.9,
  layoffs: 0.8,
  expansion: 0.8,
  partnership: 0.7,
  hiring: 0.7,
  legal: 0.7,
  earnings: 0.6,
  product_launch: 0.6,
  other: 0.2,
};

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
};

export function filterAndRank({ articles, profile, sellerSolutions, now, windowDays }: FilterInput): FilterRankResult {
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
    const score = SIGNAL_WEIGHT[signal] + (sellerFit ? 0.3 : 0) + 0.5 * recency;
    const age = Number.isNaN(published) ? "undated" : ageDays < 1 ? "today" : `${Math.round(ageDays)} day(s) old`;
    scored.push({
      dedup_index: index,
      score: Math.round(score * 1000) / 1000,
      signal_type: signal,
      reason: `${signal.replace(/_/g, " ")}, ${age}, ${mention.reason}; ${company.reason}${sellerFit ? "; fits the seller's solutions" : ""}`,
    });
  });
  scored.sort((a, b) => b.score - a.score || a.dedup_index - b.dedup_index);
  return { ranked_articles: scored.map((s, i) => ({ ...s, ranking: i + 1 })), dropped_articles: dropped, window_days: windowDays };
}
