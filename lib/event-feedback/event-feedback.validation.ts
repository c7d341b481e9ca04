import { z } from "@/lib/validation/zod";
import { eventFeedbackReasons, type EventFeedbackReason } from "@/lib/db/schema/event-feedback";

export { eventFeedbackReasons, type EventFeedbackReason };

/** The reasons as the dialog offers them, in this order. */
export const FEEDBACK_REASON_LABELS: Record<EventFeedbackReason, string> = {
  wrong_company: "Wrong company",
  passing_mention: "Only a passing mention",
  not_important: "Not important to me",
  duplicate: "Duplicate",
  old_news: "Old news",
};

/** Reasons about the event's account (discovery learns from them); the others concern only the marking user. */
export const ACCOUNT_LEVEL_REASONS: ReadonlySet<EventFeedbackReason> = new Set(["wrong_company", "passing_mention", "duplicate", "old_news"]);

export const MARKED_MESSAGE = "Marked not relevant.";
export const UNDONE_MESSAGE = "The event is back in your lists.";
export const EVENT_UNAVAILABLE_MESSAGE = "This event is not available.";

const reason = z.enum(eventFeedbackReasons).nullable().optional();

export const markNotRelevantSchema = z.object({ eventId: z.uuid(), reason });
export const undoNotRelevantSchema = z.object({ eventId: z.uuid() });
export const markByTokenSchema = z.object({ token: z.string().min(1).max(300), reason });
export const undoByTokenSchema = z.object({ token: z.string().min(1).max(300) });

export type MarkNotRelevantInput = z.infer<typeof markNotRelevantSchema>;
