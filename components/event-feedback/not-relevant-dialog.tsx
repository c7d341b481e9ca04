"use client";

import { useRef, useState } from "react";
import { Loader2 } from "lucide-react";
import { useAction } from "@/components/shell/use-action";
import { Button } from "@/components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { FormAlert } from "@/components/ui/form-alert";
import type { EventFeedbackActions } from "@/lib/event-feedback/event-feedback-actions-contract";
import { eventFeedbackReasons, FEEDBACK_REASON_LABELS, type EventFeedbackReason } from "@/lib/event-feedback/event-feedback.validation";
import type { FeedbackTarget } from "./event-feedback-provider";
import { ReasonChoices } from "./reason-choices";

/** "Mark as not relevant?" with an optional reason; the event leaves the user's lists and reports once marked. */
export function NotRelevantDialog({
  event,
  mark,
  onClose,
  onMarked,
  focusAfterMark,
}: {
  event: FeedbackTarget | null;
  mark: EventFeedbackActions["mark"];
  onClose: () => void;
  onMarked: (event: FeedbackTarget, reason: EventFeedbackReason | null) => void;
  focusAfterMark: (event: FeedbackTarget) => void;
}) {
  const [reason, setReason] = useState<EventFeedbackReason | null>(null);
  const markedEvent = useRef<FeedbackTarget | null>(null);
  const { execute, pending, error, setError } = useAction(mark, {
    fallbackError: "Could not mark the event. Please try again.",
    onSuccess: (result) => {
      if (!event) return;
      markedEvent.current = event;
      onMarked(event, result.reason);
      onClose();
    },
  });

  return (
    <Dialog
      open={event !== null}
      onOpenChange={(open) => {
        if (open || pending) return;
        setError(null);
        onClose();
      }}
    >
      <DialogContent
        className="sm:max-w-md"
        onOpenAutoFocus={() => {
          setReason(null);
          markedEvent.current = null;
        }}
        onCloseAutoFocus={(e) => {
          // The opener left with the marked event: focus goes to its Undo instead.
          const done = markedEvent.current;
          if (!done) return;
          e.preventDefault();
          focusAfterMark(done);
        }}
      >
        <form
          className="grid gap-4"
          onSubmit={(e) => {
            e.preventDefault();
            if (event) void execute({ eventId: event.id, reason });
          }}
        >
          <DialogHeader>
            <DialogTitle>Mark as not relevant?</DialogTitle>
            <DialogDescription>
              <span className="font-medium break-words text-foreground">{event?.title}</span> leaves your lists and future reports. You can undo this.
            </DialogDescription>
          </DialogHeader>
          <ReasonChoices value={reason} onChange={setReason} reasons={eventFeedbackReasons} labels={FEEDBACK_REASON_LABELS} disabled={pending} />
          <FormAlert message={error} />
          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant="outline" disabled={pending}>
                Cancel
              </Button>
            </DialogClose>
            <Button type="submit" disabled={pending}>
              {pending ? <Loader2 className="animate-spin" aria-hidden /> : null}
              Mark not relevant
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
