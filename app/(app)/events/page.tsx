import type { Metadata } from "next";
import { Plus } from "lucide-react";
import { EventsHeading } from "@/components/events/events-heading";
import { EventsManager } from "@/components/events/events-manager";
import { ContextRequired } from "@/components/shell/context-required";
import { Button } from "@/components/ui/button";
import { contextRequiredMessage, resolveActingContext } from "@/lib/auth/acting-context";
import type { ActingScope } from "@/lib/auth/viewer-types";
import { toEventListRow } from "@/lib/events/event-list-row";
import { loadEventsPage } from "@/lib/events/load-events-page";
import {
  createEventAction,
  deleteEventAction,
  loadEventAction,
  loadMoreEventsAction,
  pollEventStatusesAction,
  refreshEventAction,
  renderEventPreviewAction,
  updateEventAction,
  updateEventDataAction,
} from "./actions";
import { EventFeedbackProvider } from "@/components/event-feedback/event-feedback-provider";
import { markNotRelevantAction, undoNotRelevantAction } from "../user/events/feedback-actions";

export const metadata: Metadata = { title: "Events" };

const actions = {
  create: createEventAction,
  load: loadEventAction,
  updateDetails: updateEventAction,
  updateData: updateEventDataAction,
  refresh: refreshEventAction,
  remove: deleteEventAction,
  loadMore: loadMoreEventsAction,
  poll: pollEventStatusesAction,
  preview: renderEventPreviewAction,
};

export default async function EventsPage() {
  const acting = await resolveActingContext();
  if (!acting.scope) {
    return (
      <div className="grid gap-4">
        <EventsHeaderWithoutContext />
        <ContextRequired message={contextRequiredMessage(acting.reason, "Please select a company and user from the header to manage events.")} />
      </div>
    );
  }
  // loading.tsx is this page's fallback; a Suspense of its own would render the skeleton a second time.
  return <EventsData scope={acting.scope} />;
}

async function EventsData({ scope }: { scope: ActingScope }) {
  const { list, accounts } = await loadEventsPage(scope);
  return (
    <EventFeedbackProvider actions={{ mark: markNotRelevantAction, undo: undoNotRelevantAction }} notice="placed">
      <EventsManager initialEvents={list.events.map(toEventListRow)} initialCursor={list.nextCursor} accounts={accounts} actions={actions} />
    </EventFeedbackProvider>
  );
}

/** The page header as EventsManager shows it, with '+ New Event' disabled: there is no one to act for. */
function EventsHeaderWithoutContext() {
  return (
    <div className="flex flex-wrap items-end justify-between gap-3">
      <EventsHeading />
      <Button disabled>
        <Plus aria-hidden />
        <span>
          <span className="sr-only">+ </span>
          New Event
        </span>
      </Button>
    </div>
  );
}
