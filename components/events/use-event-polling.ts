"use client";

import { useEffect, useRef } from "react";
import { useAction } from "@/components/shell/use-action";
import { isActiveStatus } from "@/lib/events/event-rules";
import type { EventsActions } from "@/lib/events/event-actions-contract";
import type { EventRow } from "@/lib/events/list-events";

export const EVENT_POLL_INTERVAL_MS = 5000;
/** A poll that has not answered by then counts as missed, so one lost request never stops the polling. */
export const EVENT_POLL_TIMEOUT_MS = 30_000;

/**
 * While any listed event is pending or running, asks the server every 5 s for their statuses and
 * hands back the rows that changed; the interval is cleared as soon as nothing is active.
 */
export function useEventPolling(
  rows: Pick<EventRow, "id" | "status">[],
  poll: EventsActions["poll"],
  onUpdate: (changed: EventRow[], missing: string[]) => void,
) {
  const active = rows.filter((r) => isActiveStatus(r.status)).map((r) => ({ id: r.id, status: r.status }));
  const activeRef = useRef(active);
  const onUpdateRef = useRef(onUpdate);
  const inFlight = useRef(false);
  const hasActive = active.length > 0;
  // A failed poll shows nothing (the next tick asks again); an expired session still offers sign-in.
  const { execute: pollOnce } = useAction(poll);

  useEffect(() => {
    activeRef.current = active;
    onUpdateRef.current = onUpdate;
  });

  useEffect(() => {
    if (!hasActive) return;
    const timer = setInterval(async () => {
      if (inFlight.current || document.hidden || activeRef.current.length === 0) return;
      inFlight.current = true;
      let timeout: ReturnType<typeof setTimeout> | undefined;
      try {
        const result = await Promise.race([
          pollOnce(activeRef.current),
          new Promise<null>((resolve) => (timeout = setTimeout(() => resolve(null), EVENT_POLL_TIMEOUT_MS))),
        ]);
        if (result && (result.changed.length > 0 || result.missing.length > 0)) onUpdateRef.current(result.changed, result.missing);
      } catch {
        // A missed poll is retried on the next tick.
      } finally {
        clearTimeout(timeout);
        inFlight.current = false;
      }
    }, EVENT_POLL_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [hasActive, pollOnce]);
}
