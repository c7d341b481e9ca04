import type { SignalType } from "@/lib/providers/llm/signal-types";
import type { AccountProfile } from "./account-profile";
import type { LogArticle } from "./discovery-log";
import { mentionTightening, namesakeByFeedback, NO_FEEDBACK, signalScoreDelta, sourceWindow, type DiscoveryFeedback, type FeedbackMark } from "./feedback-cues";
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
/** What sellers' feedback did to one article: dropped it, or moved its score (and so its ranking). */
export type FeedbackChange = {
  dedup_index: number;
  title: string;
  effect: "dropped" | "rescored";
  reason: string;
  feedback: { id: string; reason: string | null; event_id: string; event_title: string }[];
  score_delta?: number;
  score_without_feedback?: number;
  ranking_without_feedback?: number;
  ranking?: number;
};
export type FilterRankResult = { ranked_articles: RankedArticle[]; dropped_articles: DroppedArticle[]; window_days: number; feedback_changes: FeedbackChange[] };

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
  /** sellers' "Not relevant" marks on the account's events (feedback-cues.ts) */
  feedback?: DiscoveryFeedback;
};

const cited = (marks: FeedbackMark[]) => marks.map((m) => ({ id: m.id, reason: m.reason, event_id: m.eventId, event_title: m.title }));

export function filterAndRank({ articles, profile, sellerSolutions, now, windowDays, weights = BUILT_IN_SIGNAL_WEIGHTS, feedback = NO_FEEDBACK }: FilterInput): FilterRankResult {
  const dropped: DroppedArticle[] = [];
  const changes: FeedbackChange[] = [];
  const scored: (Omit<RankedArticle, "ranking"> & { without: number })[] = [];
  const tightening = mentionTightening(feedback);
  articles.forEach((article, index) => {
    const drop = (reason: string) => dropped.push({ dedup_index: index, title: article.title, reason });
    const dropByFeedback = (reason: string, marks: FeedbackMark[]) => {
      changes.push({ dedup_index: index, title: article.title, effect: "dropped", reason, feedback: cited(marks) });
      return drop(`${reason} (feedback ${marks.map((m) => m.id).join(", ")})`);
    };
    const published = Date.parse(article.date);
    const window = sourceWindow(article.source, windowDays, feedback);
    if (!Number.isNaN(published) && published < now.getTime() - window.days * 86_400_000) {
      if (published >= now.getTime() - windowDays * 86_400_000) {
        return dropByFeedback(`Old news for ${article.source}: published ${article.date.slice(0, 10)}, before this source's ${window.days}-day window`, window.marks);
      }
      return drop(`Stale: published ${article.date.slice(0, 10)}, before the ${windowDays}-day window`);
    }
    const mention = judgeMention(article, profile, tightening.by);
    if (mention.verdict === "passing_mention" && tightening.by > 0 && judgeMention(article, profile).verdict === "about") {
      return dropByFeedback(`${mention.reason}; the threshold is raised by ${Math.round(tightening.by * 100)} points`, tightening.marks);
    }
    if (mention.verdict !== "about") return drop(mention.verdict === "not_mentioned" ? `Not about the account: ${mention.reason}` : mention.reason);
    const company = judgeCompany(article, profile);
    if (company.verdict === "namesake") return drop(company.reason);
    const namesake = namesakeByFeedback(article, profile, feedback.namesakeCues);
    if (namesake) {
      const mark = feedback.marks.find((m) => m.id === namesake.cue.feedbackId)!;
      return dropByFeedback(`Namesake by feedback: the article ${namesake.reason}, like "${namesake.cue.eventTitle}" marked wrong company`, [mark]);
    }
    const signal = classifySignal(article.title, article.snippet);
    const ageDays = Number.isNaN(published) ? windowDays / 2 : Math.max(0, (now.getTime() - published) / 86_400_000);
    const recency = 1 - Math.min(1, ageDays / Math.max(1, windowDays));
    const sellerFit = SELLER_CUES[signal].test(sellerSolutions);
    const weight = weights[signal];
    const without = Math.round((weight / 100 + (sellerFit ? 0.3 : 0) + 0.5 * recency) * 1000) / 1000;
    const rescored = signalScoreDelta(signal, feedback);
    const age = Number.isNaN(published) ? "undated" : ageDays < 1 ? "today" : `${Math.round(ageDays)} day(s) old`;
    if (rescored.delta !== 0) {
      changes.push({
        dedup_index: index,
        title: article.title,
        effect: "rescored",
        reason: `${signal.replace(/_/g, " ")} marked not important`,
        feedback: cited(rescored.marks),
        score_delta: rescored.delta,
        score_without_feedback: without,
      });
    }
    scored.push({
      dedup_index: index,
      score: Math.round((without + rescored.delta) * 1000) / 1000,
      without,
      signal_type: signal,
      signal_weight: weight,
      reason: `${signal.replace(/_/g, " ")} (weight ${weight}), ${age}, ${mention.reason}; ${company.reason}${sellerFit ? "; fits the seller's solutions" : ""}${rescored.delta ? `; ${rescored.delta} by "not important" feedback` : ""}`,
    });
  });
  const byScore = (key: "score" | "without") => [...scored].sort((a, b) => b[key] - a[key] || a.dedup_index - b.dedup_index);
  const rankWithout = new Map(byScore("without").map((s, i) => [s.dedup_index, i + 1]));
  const ranked = byScore("score").map((s, i) => ({ dedup_index: s.dedup_index, score: s.score, signal_type: s.signal_type, signal_weight: s.signal_weight, reason: s.reason, ranking: i + 1 }));
  const rankOf = new Map(ranked.map((r) => [r.dedup_index, r.ranking]));
  for (const change of changes) {
    if (change.effect !== "rescored") continue;
    change.ranking_without_feedback = rankWithout.get(change.dedup_index);
    change.ranking = rankOf.get(change.dedup_index);
  }
  return { ranked_articles: ranked, dropped_articles: dropped, window_days: windowDays, feedback_changes: changes };
}
