import type { DiscoveryFeedback } from "./feedback-cues";
import type { FeedbackChange } from "./filter-rank";

/**
 * The log's feedback step: the standing marks discovery used (what each taught) and what they changed,
 * article by article (dropped, or rescored with the score and ranking before and after). Pure.
 */
export function feedbackLogOf(feedback: DiscoveryFeedback, changes: FeedbackChange[]) {
  return {
    marks: feedback.marks.map((m) => ({ id: m.id, reason: m.reason, event_id: m.eventId, event_title: m.title, user_id: m.userId })),
    namesake_cues: feedback.namesakeCues.map((c) => ({ feedback_id: c.feedbackId, other_names: c.otherNames, domains: c.domains, industries: c.industries })),
    old_news_sources: [...feedback.oldNewsBySource.keys()],
    passing_mention_marks: feedback.passingMentions.length,
    not_important: [...feedback.notImportantByType].map(([signal_type, entry]) => ({ signal_type, share_of_users: entry.share, marks: entry.marks.map((m) => m.id) })),
    changes,
  };
}
