import type { Metadata } from "next";
import { ActivityCard } from "@/components/activity/activity-card";
import { ActivityEmpty } from "@/components/activity/activity-empty";
import { ActivityFeed } from "@/components/activity/activity-feed";
import { ContextRequired } from "@/components/shell/context-required";
import { contextRequiredMessage, resolveActingContext } from "@/lib/auth/acting-context";
import type { ActingScope } from "@/lib/auth/viewer-types";
import { listActivityFeed } from "@/lib/events/list-sent-events";
import { readOrFallback } from "@/lib/log";
import { loadMoreActivityAction } from "./actions";
import { markNotRelevantAction, undoNotRelevantAction } from "./feedback-actions";
import { EventFeedbackProvider, HideMarkedCards } from "@/components/event-feedback/event-feedback-provider";

export const metadata: Metadata = { title: "My events" };

function ActivityHeading() {
  return (
    <div>
      <h1 className="text-2xl font-semibold tracking-tight">My Events</h1>
      <p className="text-sm text-muted-foreground">Events from the reports you received, most recently sent first.</p>
    </div>
  );
}

export default async function UserEventsPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const acting = await resolveActingContext();
  if (!acting.scope) {
    // Straight after confirming a sign-up (/auth/confirm → / → here).
    const justConfirmed = acting.reason !== "pick-context" && (await searchParams).confirmed === "1";
    return (
      <ContextRequired
        title={justConfirmed ? "Email confirmed" : undefined}
        // The title says it is confirmed and the spec's message what comes next: no lead repeating either.
        message={contextRequiredMessage(acting.reason, "Please select a company and user from the header to view events.")}
      />
    );
  }
  const { scope } = acting;
  return (
    <div className="mx-auto grid w-full max-w-3xl gap-5">
      <ActivityHeading />
      {/* loading.tsx is this page's fallback; a Suspense of its own would render the skeleton a second time. */}
      <Feed scope={scope} />
    </div>
  );
}

async function Feed({ scope }: { scope: ActingScope }) {
  const { events, nextCursor } = await readOrFallback("activity: listing the user's sent events", () => listActivityFeed(scope), { events: [], nextCursor: null });
  if (events.length === 0) return <ActivityEmpty />;
  return (
    <EventFeedbackProvider actions={{ mark: markNotRelevantAction, undo: undoNotRelevantAction }}>
      <HideMarkedCards />
      <ActivityFeed initialIds={events.map((e) => e.id)} initialCursor={nextCursor} loadMore={loadMoreActivityAction}>
        {events.map((event) => (
          <li key={event.id}>
            <ActivityCard event={event} />
          </li>
        ))}
      </ActivityFeed>
    </EventFeedbackProvider>
  );
}
