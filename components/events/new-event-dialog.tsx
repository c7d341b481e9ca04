"use client";

import Link from "next/link";
import { useState } from "react";
import { Loader2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { FormAlert } from "@/components/ui/form-alert";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { FormWarning } from "@/components/ui/form-warning";
import type { ExistingEvent } from "@/lib/events/duplicate-event";
import { DUPLICATE_EVENT } from "@/lib/events/event-error";
import type { EventsActions } from "@/lib/events/event-actions-contract";
import { firstIssue, newEventSchema } from "@/lib/events/event.validation";
import type { AccountOption } from "@/lib/events/list-account-options";
import type { EventRow } from "@/lib/events/list-events";
import { AccountSelect } from "./account-select";
import { useAction } from "@/components/shell/use-action";

/** Add-event dialog: Account select, Event URL, Create (spec 1 §2). */
export function NewEventDialog({
  open,
  onOpenChange,
  accounts,
  create,
  onCreated,
  onOpenExisting,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  accounts: AccountOption[];
  create: EventsActions["create"];
  onCreated: (event: EventRow) => void;
  /** Opens the account's existing event for the same article (the dialog closes first). */
  onOpenExisting: (event: ExistingEvent) => void;
}) {
  const [accountId, setAccountId] = useState(accounts.length === 1 ? accounts[0].id : "");
  const [url, setUrl] = useState("");
  const [existing, setExisting] = useState<ExistingEvent | null>(null);
  const { execute, pending, error, setError } = useAction(create, {
    fallbackError: "Failed to create event",
    onError: (failure) => {
      // The same article for the same account: a warning with a way to the existing event, not an error.
      if (!("existing" in failure)) return;
      setError(null);
      setExisting(failure.existing);
    },
    onSuccess: (result) => {
      reset();
      onCreated(result.event);
    },
  });

  function reset() {
    setUrl("");
    setError(null);
    setExisting(null);
  }

  function submit(event: React.FormEvent) {
    event.preventDefault();
    const parsed = newEventSchema.safeParse({ accountId, url });
    if (!parsed.success) {
      setError(firstIssue(parsed.error));
      return;
    }
    setExisting(null);
    void execute(parsed.data);
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (pending) return;
        if (!next) reset();
        onOpenChange(next);
      }}
    >
      <DialogContent className="sm:max-w-md">
        <form onSubmit={submit} noValidate className="grid gap-5">
          <DialogHeader>
            <DialogTitle>New Event</DialogTitle>
            <DialogDescription>Paste a news article about one of your accounts. Trayo reads it and writes the summary for you.</DialogDescription>
          </DialogHeader>
          <div className="grid gap-2">
            <Label htmlFor="new-event-account">Account</Label>
            <AccountSelect id="new-event-account" value={accountId} onValueChange={(id) => {
                setAccountId(id);
                setExisting(null);
              }} accounts={accounts} disabled={pending} />
          </div>
          <div className="grid gap-2">
            <Label htmlFor="new-event-url">Event URL</Label>
            <Input
              id="new-event-url"
              type="url"
              inputMode="url"
              placeholder="https://news.example.com/article"
              value={url}
              onChange={(e) => {
                setUrl(e.target.value);
                setExisting(null);
              }}
              disabled={pending}
              autoComplete="off"
            />
          </div>
          <FormAlert message={error} />
          {existing ? (
            <FormWarning message={`${DUPLICATE_EVENT}${existing.title ? ` (“${existing.title}”)` : ""}`}>
              <Button
                type="button"
                size="sm"
                variant="outline"
                onClick={() => {
                  const target = existing;
                  reset();
                  onOpenExisting(target);
                }}
              >
                Open existing event
              </Button>
              {existing.status === "completed" ? (
                <Button asChild size="sm" variant="link">
                  <Link href={`/user/events/${existing.id}`}>View its details page</Link>
                </Button>
              ) : null}
            </FormWarning>
          ) : null}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)} disabled={pending}>
              Cancel
            </Button>
            <Button type="submit" disabled={pending}>
              {pending ? <Loader2 className="animate-spin" aria-hidden /> : null}
              {pending ? "Creating..." : "Create"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
