"use client";

import { useState, useTransition } from "react";
import { Loader2, Newspaper } from "lucide-react";
import { Button } from "@/components/ui/button";
import type { EventsActions } from "@/lib/events/event-actions-contract";
import type { EventRow } from "@/lib/events/list-events";
import { UserEventCard } from "./user-event-card";
import { showActionError } from "@/components/shell/action-error";

/** The user's own events, newest first, with Load more. */
export function UserEventFeed({
  initialEvents,
  initialCursor,
  loadMore,
}: {
  initialEvents: EventRow[];
  initialCursor: string | null;
  loadMore: EventsActions["loadMore"];
}) {
  const [events, setEvents] = useState(initialEvents);
  const [cursor, setCursor] = useState(initialCursor);
  const [loading, startLoading] = useTransition();

  if (events.length === 0) {
    return (
      <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed bg-card px-6 py-16 text-center">
        <span className="grid size-11 place-items-center rounded-full bg-brand/10 text-brand">
          <Newspaper className="size-5" aria-hidden />
        </span>
        <h2 className="text-base font-semibold">No events yet</h2>
        <p className="max-w-sm text-sm text-muted-foreground">
          News about your accounts will appear here as soon as Trayo has read and summarised it.
        </p>
      </div>
    );
  }

  return (
    <div className="grid gap-4">
      <ol className="grid gap-3" aria-label="Your events">
        {events.map((event) => (
          <li key={event.id}>
            <UserEventCard event={event} />
          </li>
        ))}
      </ol>
      {cursor ? (
        <div className="flex justify-center">
          <Button
            variant="outline"
            disabled={loading}
            onClick={() =>
              startLoading(async () => {
                const result = await loadMore(cursor).catch(() => null);
                if (!result || !result.ok) {
                  showActionError(result?.error ?? "Failed to load more events");
                  return;
                }
                setEvents((current) => {
                  const seen = new Set(current.map((e) => e.id));
                  return [...current, ...result.events.filter((e) => !seen.has(e.id))];
                });
                setCursor(result.nextCursor);
              })
            }
          >
            {loading ? <Loader2 className="animate-spin" aria-hidden /> : null}
            {loading ? "Loading..." : "Load more"}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
