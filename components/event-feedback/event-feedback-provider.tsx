"use client";

import { createContext, useCallback, useContext, useMemo, useState } from "react";
import dynamic from "next/dynamic";
import { Loader2 } from "lucide-react";
import { useAction } from "@/components/shell/use-action";
import { Button } from "@/components/ui/button";
import type { EventFeedbackActions } from "@/lib/event-feedback/event-feedback-actions-contract";
import type { EventFeedbackReason } from "@/lib/event-feedback/event-feedback.validation";

// Loads on first use, not with the page (first-load JS budget).
const NotRelevantDialog = dynamic(() => import("./not-relevant-dialog").then((m) => m.NotRelevantDialog), { ssr: false });

export type FeedbackTarget = { id: string; title: string };

type FeedbackContext = {
  /** the events marked here, with their reason */
  marked: ReadonlyMap<string, EventFeedbackReason | null>;
  ask: (event: FeedbackTarget) => void;
  undo: (eventId: string) => void;
  undoing: boolean;
  /** the event marked last, while it stays marked: the notice offers its Undo */
  last: FeedbackTarget | null;
};

const Context = createContext<FeedbackContext | null>(null);

export const useEventFeedback = () => useContext(Context);

/**
 * Focuses what `find` returns once it is there, shown and enabled (the state update that renders it, or
 * drops the style rule hiding its card, may land a few frames later).
 */
function focusWhenReady(find: () => HTMLElement | null | undefined, frames = 20) {
  requestAnimationFrame(() => {
    const target = find();
    if (target && !target.matches(":disabled") && target.getClientRects().length > 0) target.focus();
    else if (frames > 0) focusWhenReady(find, frames - 1);
  });
}

/** The control an undo hands focus to: the event's own "Not relevant" button (a card's, or a table row's). */
const focusControlOf = (eventId: string) =>
  focusWhenReady(
    () =>
      document.querySelector<HTMLElement>(`[data-event-id="${CSS.escape(eventId)}"] footer.eca > button`) ??
      // event details: the page's one card
      (document.querySelectorAll("footer.eca > button").length === 1 ? document.querySelector<HTMLElement>("footer.eca > button") : null) ??
      document.querySelector<HTMLElement>(`tr[data-event-id="${CSS.escape(eventId)}"] button[aria-labelledby^="evl-nr "]`),
  );

/**
 * "Not relevant" for a list or a page: the dialog, the marks made here and Undo. In a list (`notice`)
 * a marked event leaves at once and a status line above the list offers Undo, which takes the focus;
 * on a single event the event's own control turns into its Undo.
 */
export function EventFeedbackProvider({
  actions,
  initialMarked,
  notice = "top",
  children,
}: {
  actions: EventFeedbackActions;
  initialMarked?: Record<string, EventFeedbackReason | null>;
  /** where the Undo notice goes: above the children, placed by the consumer (FeedbackNotice), or none (the control itself undoes) */
  notice?: "top" | "placed" | "none";
  children: React.ReactNode;
}) {
  const [marked, setMarked] = useState<ReadonlyMap<string, EventFeedbackReason | null>>(() => new Map(Object.entries(initialMarked ?? {})));
  const [asking, setAsking] = useState<FeedbackTarget | null>(null);
  const [used, setUsed] = useState(false);
  const [last, setLast] = useState<FeedbackTarget | null>(null);
  const undoing = useAction(actions.undo, { display: "toast", fallbackError: "Could not undo. Please try again." });

  const ask = useCallback((event: FeedbackTarget) => {
    setUsed(true);
    setAsking(event);
  }, []);

  const undo = useCallback(
    (eventId: string) => {
      void undoing.execute({ eventId }, {
        onSuccess: () => {
          setMarked((current) => {
            const next = new Map(current);
            next.delete(eventId);
            return next;
          });
          setLast(null);
          focusControlOf(eventId);
        },
      });
    },
    [undoing],
  );

  const shownLast = last && marked.has(last.id) ? last : null;
  const value = useMemo(() => ({ marked, ask, undo, undoing: undoing.pending, last: shownLast }), [marked, ask, undo, undoing.pending, shownLast]);

  return (
    <Context.Provider value={value}>
      {notice === "top" ? <FeedbackNotice /> : null}
      {children}
      {used ? (
        <NotRelevantDialog
          event={asking}
          mark={actions.mark}
          onClose={() => setAsking(null)}
          onMarked={(event, reason) => {
            setMarked((current) => new Map(current).set(event.id, reason));
            setLast(event);
          }}
          focusAfterMark={(event) => {
            if (notice !== "none") focusWhenReady(() => document.querySelector<HTMLElement>("[data-feedback-undo]"));
            else focusControlOf(event.id);
          }}
        />
      ) : null}
    </Context.Provider>
  );
}

/** The status line after a mark in a list: what was marked, and Undo (which takes the focus after the dialog). */
export function FeedbackNotice() {
  const feedback = useEventFeedback();
  const last = feedback?.last;
  // Always rendered, so screen readers hear the line when it fills in.
  return (
    <div role="status" className={last ? "flex flex-wrap items-center justify-between gap-2 rounded-lg border bg-muted/50 px-3 py-2 text-sm" : "sr-only"}>
      {feedback && last ? (
        <>
          <span className="min-w-0 break-words">
            <span className="font-medium">{last.title}</span> was marked not relevant.
          </span>
          <Button data-feedback-undo type="button" size="sm" variant="outline" disabled={feedback.undoing} onClick={() => feedback.undo(last.id)}>
            {feedback.undoing ? <Loader2 className="animate-spin" aria-hidden /> : null}
            Undo
          </Button>
        </>
      ) : null}
    </div>
  );
}

/** A list item that leaves the list once its event is marked here. */
export function HideWhenMarked({ id, children }: { id: string; children: React.ReactNode }) {
  const feedback = useEventFeedback();
  return feedback?.marked.has(id) ? null : children;
}

const EVENT_ID = /^[0-9a-f-]{36}$/i;

/**
 * Hides the server-rendered cards (an `li` holding an `[data-event-id]` card) of the events marked here, by
 * a style rule: a client wrapper around each server card would send every card's id again (list pages' weight).
 */
export function HideMarkedCards() {
  const feedback = useEventFeedback();
  const ids = [...(feedback?.marked.keys() ?? [])].filter((id) => EVENT_ID.test(id));
  if (ids.length === 0) return null;
  return <style>{`${ids.map((id) => `li:has(> [data-event-id="${id}"])`).join(",")}{display:none}`}</style>;
}
