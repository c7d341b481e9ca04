"use client";

import { useState, useTransition } from "react";
import { Inbox, Loader2 } from "lucide-react";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import type { ActionResult } from "@/lib/actions/action-result";
import type { ActivityEvent } from "@/lib/events/list-sent-events";
import { ActivityCard } from "./activity-card";

export type LoadMoreActivity = (cursor: string) => Promise<ActionResult<{ events: ActivityEvent[]; nextCursor: string | null }>>;

/** The events of the user's sent reports, newest first, with Load more. */
export function ActivityFeed({
  initialEvents,
  initialCursor,
  loadMore,
}: {
  initialEvents: ActivityEvent[];
  initialCursor: string | null;
  loadMore: LoadMoreActivity;
}) {
  const [events, setEvents] = useState(initialEvents);
  const [cursor, setCursor] = useState(initialCursor);
  const [loading, startLoading] = useTransition();

  if (events.length === 0) {
    return (
      <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed bg-card px-6 py-16 text-center">
        <span className="grid size-11 place-items-center rounded-full bg-brand/10 text-brand">
          <Inbox className="size-5" aria-hidden />
        </span>
        <h2 className="text-base font-semibold">No activity to show yet.</h2>
        <p className="max-w-sm text-sm text-muted-foreground">Events you receive in reports will appear here.</p>
      </div>
    );
  }

  return (
    <div className="grid gap-4">
      <ol className="grid gap-3" aria-label="Activity">
        {events.map((event) => (
          <li key={event.id}>
            <ActivityCard event={event} />
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
                  toast.error(result && !result.ok ? result.error : "Failed to load more events");
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
