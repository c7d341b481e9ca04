import type { Metadata } from "next";
import { BackToEvents } from "@/components/event-details/back-to-events";
import { EventDetailCard } from "@/components/event-details/event-detail-card";
import { ContextRequired } from "@/components/shell/context-required";
import { contextRequiredMessage, resolveActingContext } from "@/lib/auth/acting-context";
import { getEventDetails } from "@/lib/events/get-event-details";
import { readOrFallback } from "@/lib/log";
import { EventFeedbackProvider } from "@/components/event-feedback/event-feedback-provider";
import { getOwnFeedback } from "@/lib/event-feedback/mark-event-feedback";
import { markNotRelevantAction, undoNotRelevantAction } from "../feedback-actions";

export const metadata: Metadata = { title: "Event" };

const EVENT_DETAILS_NOT_FOUND = "Event not found. This event may not exist or you may not have access to it.";
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export default async function EventDetailsPage({ params }: { params: Promise<{ eventId: string }> }) {
  const { eventId } = await params;
  const acting = await resolveActingContext();
  if (!acting.scope) return <ContextRequired message={contextRequiredMessage(acting.reason, "Please select a company and user from the header to view events.")} />;
  const { scope } = acting;
  const [event, mark] = UUID.test(eventId)
    ? await Promise.all([
        readOrFallback("event details: loading the event", () => getEventDetails(scope, eventId), null),
        readOrFallback("event details: loading the user's feedback", () => getOwnFeedback(scope, eventId), undefined),
      ])
    : [null, undefined];
  return (
    <div className="mx-auto grid w-full max-w-3xl gap-4">
      <BackToEvents />
      {event ? (
        <EventFeedbackProvider actions={{ mark: markNotRelevantAction, undo: undoNotRelevantAction }} initialMarked={mark ? { [event.id]: mark.reason } : undefined} notice="none">
          <EventDetailCard event={event} />
        </EventFeedbackProvider>
      ) : (
        <p role="alert" className="rounded-xl border border-dashed bg-card px-6 py-14 text-center text-sm text-muted-foreground">
          {EVENT_DETAILS_NOT_FOUND}
        </p>
      )}
    </div>
  );
}
