"use client";

import { Loader2 } from "lucide-react";
import { useAction, type ActionFailureOf, type ActionSuccess } from "@/components/shell/use-action";
import { Button } from "@/components/ui/button";
import type { ActionResult } from "@/lib/actions/action-result";

type Page = ActionResult<{ nextCursor: string | null }>;

type Props<R extends Page> = {
  /** Where the next page starts; the button is not shown when there is none. */
  cursor: string | null;
  load: (cursor: string) => Promise<R>;
  /** The next page arrived: append it and take its `nextCursor`. */
  onLoaded: (page: ActionSuccess<R>) => void;
  /** Shown when the call itself fails; an answered failure shows its own message. */
  fallbackError: string;
  /** Default: failures in a toast. With `onError` the list shows them itself. */
  onError?: (failure: ActionFailureOf<R>) => void;
  size?: "sm" | "default";
  className?: string;
};

/** The one "Load more" of a paged list (events, activity, emails): fetches the page after `cursor`. */
export function LoadMoreButton<R extends Page>({ cursor, load, onLoaded, fallbackError, onError, size, className }: Props<R>) {
  const { execute, pending } = useAction(load, { fallbackError, display: onError ? "inline" : "toast", onSuccess: onLoaded, onError });
  if (!cursor) return null;
  return (
    <Button variant="outline" size={size} className={className} onClick={() => void execute(cursor)} disabled={pending}>
      {pending ? <Loader2 className="animate-spin" aria-hidden /> : null}
      {pending ? "Loading..." : "Load more"}
    </Button>
  );
}

/** `incoming` rows not already in `current` (a row can move between pages while the person reads). */
export function appendUnseen<T extends { id: string }>(current: T[], incoming: T[], alsoSeen: Iterable<string> = []): T[] {
  const seen = new Set([...alsoSeen, ...current.map((row) => row.id)]);
  return [...current, ...incoming.filter((row) => !seen.has(row.id))];
}
