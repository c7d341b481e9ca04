"use client";

import { useRef, useState } from "react";
import Link from "next/link";
import { Loader2, ShieldAlert, ThumbsDown, Undo2 } from "lucide-react";
import { AuthCard, AuthIcon } from "@/components/auth/auth-card";
import { FormMessage } from "@/components/auth/form-message";
import { useAction } from "@/components/shell/use-action";
import { Button } from "@/components/ui/button";
import type { ActionResult } from "@/lib/actions/action-result";
import type { FeedbackLinkStatus } from "@/lib/event-feedback/feedback-by-link";
import { eventFeedbackReasons, FEEDBACK_REASON_LABELS, type EventFeedbackReason } from "@/lib/event-feedback/event-feedback.validation";
import { ReasonChoices } from "./reason-choices";

type Mark = (input: { token: string; reason: EventFeedbackReason | null }) => Promise<ActionResult<{ marked: true; reason: EventFeedbackReason | null }>>;
type Undo = (input: { token: string }) => Promise<ActionResult<{ marked: false; reason: null }>>;

/**
 * The page behind the report mail's "Not relevant" link. Opening it changes nothing (mail scanners open
 * links too); "Mark not relevant" marks the event for the mail's recipient, Undo takes the mark back,
 * both with the signed token, signed in or not.
 */
export function NotRelevantLinkScreen({ token, status, mark, undo }: { token: string; status: FeedbackLinkStatus; mark: Mark; undo: Undo }) {
  const [marked, setMarked] = useState(status.ok ? status.marked !== null : false);
  const [undone, setUndone] = useState(false);
  const [reason, setReason] = useState<EventFeedbackReason | null>(status.ok ? (status.marked?.reason ?? null) : null);
  const heading = useRef<HTMLDivElement>(null);
  // The card's content swaps: focus goes to its top so keyboard and screen-reader users land on the new state.
  const refocus = () => requestAnimationFrame(() => heading.current?.focus());
  const marking = useAction(mark, { onSuccess: () => (setMarked(true), setUndone(false), refocus()) });
  const undoing = useAction(undo, { onSuccess: () => (setMarked(false), setUndone(true), refocus()) });
  const openEvents = (
    <Link href="/user/events" className="font-medium text-primary underline underline-offset-4">
      Open your events in Trayo
    </Link>
  );

  if (!status.ok) {
    return (
      <AuthCard icon={<AuthIcon tone="danger"><ShieldAlert aria-hidden /></AuthIcon>} title="Link not valid" description={status.message}>
        <Button asChild className="h-10 w-full">
          <Link href="/user/events">Open My Events</Link>
        </Button>
      </AuthCard>
    );
  }

  const pending = marking.pending || undoing.pending;
  const busy = pending ? <Loader2 className="animate-spin" aria-hidden /> : null;
  const event = (
    <>
      <span className="font-medium break-words text-foreground">{status.eventTitle}</span> ({status.accountName})
    </>
  );
  return (
    <div ref={heading} tabIndex={-1} className="outline-none">
      {marked ? (
        <AuthCard
          icon={<AuthIcon tone="success"><ThumbsDown aria-hidden /></AuthIcon>}
          title="Marked not relevant"
          description={<>{event} has left the lists and future reports of {status.email}.</>}
          footer={openEvents}
        >
          {undoing.error && <FormMessage kind="error" className="mb-4">{undoing.error}</FormMessage>}
          <Button type="button" variant="outline" className="h-10 w-full" disabled={pending} onClick={() => void undoing.execute({ token })}>
            {busy ?? <Undo2 aria-hidden />}
            Undo
          </Button>
        </AuthCard>
      ) : (
        <AuthCard
          icon={<AuthIcon><ThumbsDown aria-hidden /></AuthIcon>}
          title="Mark this event not relevant?"
          description={<>{event} will leave the lists and future reports of {status.email}. You can undo this.</>}
          footer={openEvents}
        >
          {undone && <FormMessage kind="success" className="mb-4">The event is back in your lists.</FormMessage>}
          {marking.error && <FormMessage kind="error" className="mb-4">{marking.error}</FormMessage>}
          <form
            className="grid gap-4"
            onSubmit={(e) => {
              e.preventDefault();
              void marking.execute({ token, reason });
            }}
          >
            <ReasonChoices value={reason} onChange={setReason} reasons={eventFeedbackReasons} labels={FEEDBACK_REASON_LABELS} disabled={pending} />
            <Button type="submit" className="h-10 w-full" disabled={pending}>
              {busy}
              Mark not relevant
            </Button>
          </form>
        </AuthCard>
      )}
    </div>
  );
}
