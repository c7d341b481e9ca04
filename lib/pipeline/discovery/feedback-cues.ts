import type { EventFeedbackReason } from "@/lib/db/schema/event-feedback";
import type { SignalType } from "@/lib/providers/llm/signal-types";
import { domainOf, industriesOf, type AccountProfile } from "./account-profile";
import type { ArticleText } from "./relevance";

// What sellers' "Not relevant" marks on the account's events teach discovery (issue 25). Pure: the marks
// are loaded with the account's context (account-context.ts) and applied in step 7 (filter-rank.ts).

/** One standing mark, with what discovery needs of the marked event. */
export type FeedbackMark = {
  id: string;
  userId: string;
  eventId: string;
  reason: EventFeedbackReason | null;
  duplicateOfEventId: string | null;
  title: string;
  text: string;
  publication: string | null;
  signalType: SignalType | null;
};

/** A "wrong company" mark as a negative cue on the account's namesake check. */
export type NamesakeCue = { feedbackId: string; eventTitle: string; otherNames: string[]; domains: string[]; industries: string[] };

export type DiscoveryFeedback = {
  marks: FeedbackMark[];
  namesakeCues: NamesakeCue[];
  /** "only a passing mention" marks: each tightens the about-the-account threshold */
  passingMentions: FeedbackMark[];
  /** "old news" marks per source (lower-cased publication) */
  oldNewsBySource: Map<string, FeedbackMark[]>;
  /** "not important to me" marks per signal type, and the share of the account's users who made one */
  notImportantByType: Map<SignalType, { marks: FeedbackMark[]; share: number }>;
};

/** How much each passing-mention mark raises the share of sentences that must name the account (at most two count). */
export const PASSING_MENTION_STEP = 0.15;
/** The score a signal type loses when every user of the account marked one of its events "not important". */
export const NOT_IMPORTANT_PENALTY = 0.3;

export const NO_FEEDBACK: DiscoveryFeedback = { marks: [], namesakeCues: [], passingMentions: [], oldNewsBySource: new Map(), notImportantByType: new Map() };

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
// Words that may follow a company's name without naming another company.
const NOT_A_NAME = /^(?:CEO|CFO|COO|CTO|Chief|Inc|Corp|Co|Ltd|Plc|PLC|LLC|Group|Holdings|The|A|An|In|On|At|For|And|But|As|Said|Says|Will|Has|Is|Was)$/;
const DOMAIN = /\b(?:[a-z0-9-]+\.)+(?:com|net|org|io|co|ai|uk|de|fr|app|dev|biz|info)\b/gi;

/**
 * The cue a "wrong company" mark adds: the other company's name (the account's name followed by a word
 * of its own, "Orbit Bakery"), any web domain the marked article names other than the account's, and
 * the industries it speaks of that the account's do not include. Pure.
 */
export function namesakeCueOf(mark: FeedbackMark, profile: AccountProfile): NamesakeCue {
  const text = `${mark.title}. ${mark.text}`;
  const otherNames = new Set<string>();
  for (const alias of profile.aliases) {
    for (const m of text.matchAll(new RegExp(`(?<![\\w])${escapeRegExp(alias)}\\s([\\p{Lu}][\\p{L}-]+)`, "gu"))) {
      const own = [profile.name, profile.fullName ?? ""].some((n) => n.includes(`${alias} ${m[1]}`));
      if (!own && !NOT_A_NAME.test(m[1])) otherNames.add(`${alias} ${m[1]}`);
    }
  }
  const domains = [...new Set((text.match(DOMAIN) ?? []).map((d) => d.toLowerCase()))].filter((d) => d !== profile.domain && !d.endsWith(`.${profile.domain}`));
  const industries = [...industriesOf(text)].filter((i) => !profile.industries.has(i));
  return { feedbackId: mark.id, eventTitle: mark.title, otherNames: [...otherNames], domains, industries };
}

/** Groups the account's marks by what they teach. `assignedUsers`: how many users share the account. Pure. */
export function discoveryFeedbackOf(marks: FeedbackMark[], profile: AccountProfile, assignedUsers: number): DiscoveryFeedback {
  const feedback: DiscoveryFeedback = { marks, namesakeCues: [], passingMentions: [], oldNewsBySource: new Map(), notImportantByType: new Map() };
  const notImportantUsers = new Map<SignalType, Set<string>>();
  for (const mark of marks) {
    if (mark.reason === "wrong_company") feedback.namesakeCues.push(namesakeCueOf(mark, profile));
    if (mark.reason === "passing_mention") feedback.passingMentions.push(mark);
    if (mark.reason === "old_news" && mark.publication) {
      const key = mark.publication.trim().toLowerCase();
      feedback.oldNewsBySource.set(key, [...(feedback.oldNewsBySource.get(key) ?? []), mark]);
    }
    if (mark.reason === "not_important" && mark.signalType) {
      const entry = feedback.notImportantByType.get(mark.signalType) ?? { marks: [], share: 0 };
      entry.marks.push(mark);
      feedback.notImportantByType.set(mark.signalType, entry);
      notImportantUsers.set(mark.signalType, (notImportantUsers.get(mark.signalType) ?? new Set()).add(mark.userId));
    }
  }
  for (const [type, entry] of feedback.notImportantByType) entry.share = Math.min(1, (notImportantUsers.get(type)?.size ?? 0) / Math.max(1, assignedUsers));
  return feedback;
}

/** A "wrong company" cue the article matches, with why; null when none does. Pure. */
export function namesakeByFeedback(article: ArticleText & { url?: string }, profile: AccountProfile, cues: NamesakeCue[]): { cue: NamesakeCue; reason: string } | null {
  const text = `${article.title}. ${article.snippet} ${article.text ?? ""}`;
  const lower = text.toLowerCase();
  const articleDomain = domainOf(article.url);
  for (const cue of cues) {
    const name = cue.otherNames.find((n) => text.includes(n));
    if (name) return { cue, reason: `names ${name}` };
    const domain = cue.domains.find((d) => lower.includes(d) || articleDomain === d);
    if (domain) return { cue, reason: `names ${domain}` };
    const industries = industriesOf(text);
    const shared = cue.industries.filter((i) => industries.has(i));
    if (shared.length > 0 && ![...industries].some((i) => profile.industries.has(i))) return { cue, reason: `speaks of ${shared.join(", ")}` };
  }
  return null;
}

/** How much the about-the-account threshold is raised, and by which marks. */
export function mentionTightening(feedback: DiscoveryFeedback): { by: number; marks: FeedbackMark[] } {
  const marks = feedback.passingMentions.slice(0, 2);
  return { by: marks.length * PASSING_MENTION_STEP, marks };
}

/** The recency window for an article's source: halved for each "old news" mark on that source (at least 1 day). */
export function sourceWindow(source: string | null | undefined, windowDays: number, feedback: DiscoveryFeedback): { days: number; marks: FeedbackMark[] } {
  const marks = source ? (feedback.oldNewsBySource.get(source.trim().toLowerCase()) ?? []) : [];
  return { days: marks.length ? Math.max(1, Math.floor(windowDays / 2 ** marks.length)) : windowDays, marks };
}

/** The score change of a signal type from "not important" marks (negative or 0). */
export function signalScoreDelta(signal: SignalType, feedback: DiscoveryFeedback): { delta: number; marks: FeedbackMark[] } {
  const entry = feedback.notImportantByType.get(signal);
  if (!entry) return { delta: 0, marks: [] };
  return { delta: -Math.round(NOT_IMPORTANT_PENALTY * entry.share * 1000) / 1000, marks: entry.marks };
}
