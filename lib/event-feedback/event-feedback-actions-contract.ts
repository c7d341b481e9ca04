import type { ActionResult } from "@/lib/actions/action-result";
import type { EventFeedbackReason } from "./event-feedback.validation";

/** The server actions a page hands to the "Not relevant" controls (routes own them; components call them). */
export type EventFeedbackActions = {
  mark: (input: { eventId: string; reason?: EventFeedbackReason | null }) => Promise<ActionResult<{ eventId: string; reason: EventFeedbackReason | null }>>;
  undo: (input: { eventId: string }) => Promise<ActionResult<{ eventId: string }>>;
};
