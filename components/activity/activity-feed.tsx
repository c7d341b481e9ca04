"use client";

import { useState } from "react";
import { appendUnseen, LoadMoreButton } from "@/components/shared/load-more-button";
import type { ActionResult } from "@/lib/actions/action-result";
import type { ActivityEvent } from "@/lib/events/list-sent-events";
import { HideWhenMarked } from "@/components/event-feedback/event-feedback-provider";
import { ActivityCard } from "./activity-card";

export type LoadMoreActivity = (cursor: string) => Promise<ActionResult<{ events: ActivityEvent[]; nextCursor: string | null }>>;

/**
 * The events of the user's sent reports, newest first, with Load more. The first page comes rendered by
 * the server as `children` (list items of ActivityCard: HTML only, no copy of their data for the client);
 * later pages are fetched and rendered here.
 */
export function ActivityFeed({
  children,
  initialIds,
  initialCursor,
  loadMore,
}: {
  children: React.ReactNode;
  initialIds: string[];
  initialCursor: string | null;
  loadMore: LoadMoreActivity;
}) {
  const [more, setMore] = useState<ActivityEvent[]>([]);
  const [cursor, setCursor] = useState(initialCursor);

  return (
    <div className="grid gap-4">
      <ol className="grid gap-3" aria-label="Activity">
        {children}
        {more.map((event) => (
          <HideWhenMarked key={event.id} id={event.id}>
            <li>
              <ActivityCard event={event} />
            </li>
          </HideWhenMarked>
        ))}
      </ol>
      {cursor ? (
        <div className="flex justify-center">
          <LoadMoreButton
            cursor={cursor}
            load={loadMore}
            fallbackError="Failed to load more events"
            onLoaded={(page) => {
              setMore((current) => appendUnseen(current, page.events, initialIds));
              setCursor(page.nextCursor);
            }}
          />
        </div>
      ) : null}
    </div>
  );
}
