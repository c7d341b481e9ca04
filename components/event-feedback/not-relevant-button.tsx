"use client";

import { useEventFeedback } from "./event-feedback-provider";

/**
 * "Not relevant" on an event card; once marked here (event details), "Undo not relevant". The event's
 * title is read from its card when clicked, so a card carries no copy of it (list pages' weight).
 */
export function NotRelevantButton({ eventId, className }: { eventId: string; className?: string }) {
  const feedback = useEventFeedback();
  if (!feedback) return null;
  const marked = feedback.marked.has(eventId);
  return (
    <button
      // No type and no id of its own: outside any form, and the card's data-event-id says which event (list pages' weight).
      className={className}
      // Not disabled while undoing: a disabled button would drop the focus it holds.
      aria-busy={marked && feedback.undoing ? true : undefined}
      onClick={(e) => {
        if (marked) return feedback.undoing ? undefined : feedback.undo(eventId);
        const card = e.currentTarget.closest("article");
        feedback.ask({ id: eventId, title: card?.querySelector("h1, h2")?.textContent?.trim() || "This event" });
      }}
    >
      {marked ? "Undo not relevant" : "Not relevant"}
    </button>
  );
}
