"use client";

import { useState, useTransition } from "react";
import { Loader2 } from "lucide-react";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import type { ActionResult } from "@/lib/actions/action-result";
import type { ActivityEvent } from "@/lib/events/list-sent-events";
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
  const [loading, startLoading] = useTransition();

  return (
    <div className="grid gap-4">
      <ol className="grid gap-3" aria-label="Activity">
        {children}
        {more.map((event) => (
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
                setMore((current) => {
                  const seen = new Set([...initialIds, ...current.map((e) => e.id)]);
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
