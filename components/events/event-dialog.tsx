"use client";

import { useEffect, useState } from "react";
import { toast } from "@/components/ui/toast";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { FormAlert } from "@/components/ui/form-alert";
import { Skeleton } from "@/components/ui/skeleton";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { formatShortDate } from "@/lib/dates/format-date";
import type { EventsActions } from "@/lib/events/event-actions-contract";
import type { EventDetail } from "@/lib/events/get-event";
import type { AccountOption } from "@/lib/events/list-account-options";
import type { EventRow } from "@/lib/events/list-events";
import { EventContextualizedForm } from "./event-contextualized-form";
import { EventFieldsForm, type EventFields } from "./event-fields-form";
import { EventPreviewFrame } from "./event-preview-frame";
import { EventStatusBadge } from "./event-status-badge";
import { HoverTip } from "@/components/ui/hover-tip";
import { DiscardChangesDialog } from "./discard-changes-dialog";
import { eventDetailsSchema, firstIssue } from "@/lib/events/event.validation";
import { useAction } from "@/components/shell/use-action";

export type EventDialogTab = "details" | "summary" | "contextualized" | "preview";

type Props = {
  eventId: string | null;
  tab: EventDialogTab;
  onTabChange: (tab: EventDialogTab) => void;
  onClose: () => void;
  accounts: AccountOption[];
  actions: Pick<EventsActions, "load" | "updateDetails" | "updateData" | "preview">;
  onRowChanged: (row: EventRow) => void;
};

const fieldsOf = (event: EventDetail): EventFields => ({
  title: event.title ?? "",
  eventDate: event.eventDate ?? "",
  summary: event.summary ?? "",
  url: event.url ?? "",
  accountId: event.accountId,
});

const DETAIL_KEYS = ["title", "eventDate", "url", "accountId"] as const;

type Loaded = { eventId: string; event: EventDetail | null; error: string | null };

/** Edit/view dialog with tabs Details, Summary, Contextualized and Preview; read-only once sent. */
export function EventDialog({ eventId, tab, onTabChange, onClose, accounts, actions, onRowChanged }: Props) {
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [fields, setFields] = useState<EventFields | null>(null);
  const [version, setVersion] = useState(0);
  const [contextVersion, setContextVersion] = useState(0);
  // Unsaved Contextualized edits (that form keeps its own draft) and the close that waits for a choice.
  const [contextDirty, setContextDirty] = useState(false);
  const [confirmingClose, setConfirmingClose] = useState(false);
  const [invalidField, setInvalidField] = useState<"url" | "account" | null>(null);
  const { execute: load } = useAction(actions.load, { fallbackError: "Failed to load event" });
  const detailsSave = useAction(actions.updateDetails, { fallbackError: "Save failed: Something went wrong. Please try again." });
  const dataSave = useAction(actions.updateData, { fallbackError: "Save failed: Something went wrong. Please try again." });
  const { pending: savingFields, error: fieldsError, setError: setFieldsError } = detailsSave;

  useEffect(() => {
    if (!eventId) return;
    let cancelled = false;
    const show = (event: EventDetail | null, error: string | null) => {
      if (cancelled) return;
      setLoaded({ eventId, event, error });
      setFields(event ? fieldsOf(event) : null);
      setFieldsError(null);
      setInvalidField(null);
      setContextDirty(false);
    };
    void load(eventId, { onSuccess: (result) => show(result.event, null), onError: (failure) => show(null, failure.error) });
    return () => {
      cancelled = true;
    };
  }, [eventId, load, setFieldsError]);

  const current = loaded && loaded.eventId === eventId ? loaded : null;
  const event = current?.event ?? null;
  const readOnly = event?.usageStatus === "sent";
  const saved = event && fields && !readOnly ? fieldsOf(event) : null;
  const unsaved = [
    saved && DETAIL_KEYS.some((key) => saved[key] !== fields![key]) ? "Details" : null,
    saved && saved.summary !== fields!.summary ? "Summary" : null,
    contextDirty && !readOnly ? "Contextualized" : null,
  ].filter((tab): tab is string => tab !== null);

  /** Escape, the close button and a click outside all come here: unsaved edits are never dropped silently. */
  function requestClose() {
    if (unsaved.length > 0) {
      setConfirmingClose(true);
      return;
    }
    onClose();
  }

  /** `version` reloads the preview; the Contextualized form restarts from saved data only after its own save. */
  function applySaved(saved: EventDetail, restartContext = false) {
    setLoaded({ eventId: saved.id, event: saved, error: null });
    setVersion((v) => v + 1);
    if (restartContext) setContextVersion((v) => v + 1);
  }

  function changeFields(next: EventFields) {
    setFields(next);
    if (invalidField === "url" && next.url !== fields?.url) setInvalidField(null);
    if (invalidField === "account" && next.accountId !== fields?.accountId) setInvalidField(null);
  }

  async function saveFields() {
    if (!event || !fields) return;
    const parsed = eventDetailsSchema.safeParse({ eventId: event.id, ...fields });
    if (!parsed.success) {
      const message = firstIssue(parsed.error);
      setFieldsError(message);
      const field = !fields.accountId ? "account" : "url";
      setInvalidField(field);
      // The field is on the Details tab: show it and put the cursor in it.
      onTabChange("details");
      requestAnimationFrame(() => document.getElementById(field === "url" ? "event-url" : "event-account")?.focus());
      return;
    }
    setInvalidField(null);
    const result = await detailsSave.execute({ eventId: event.id, ...fields });
    if (!result) return;
    applySaved(result.event);
    setFields(fieldsOf(result.event));
    if (result.row) onRowChanged(result.row);
    toast.success("Event saved");
  }

  return (
    <>
    <Dialog open={eventId !== null} onOpenChange={(open) => (open ? null : requestClose())}>
      <DialogContent className="gap-5 sm:max-w-3xl">
        <DialogHeader className="pr-6 text-left">
          <DialogTitle>{readOnly ? "View Event (Read-Only)" : "Edit Event"}</DialogTitle>
          <DialogDescription asChild>
            <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
              {event ? (
                <>
                  <span className="font-medium text-foreground">{event.account.name}</span>
                  <span>{formatShortDate(event.eventDate, "No date")}</span>
                  <HoverTip className="contents">
                    <EventStatusBadge status={event.status} reason={event.statusReason} />
                  </HoverTip>
                  {readOnly && event.reportName ? <span>Sent in “{event.reportName}”</span> : null}
                </>
              ) : (
                <span>{current?.error ? "This event could not be opened." : "Loading event..."}</span>
              )}
            </div>
          </DialogDescription>
        </DialogHeader>

        {!current ? (
          <div className="grid gap-3" aria-hidden>
            <Skeleton className="h-9 w-80" />
            <Skeleton className="h-9 w-full" />
            <Skeleton className="h-9 w-full" />
            <Skeleton className="h-28 w-full" />
          </div>
        ) : current.error || !event || !fields ? (
          <FormAlert message={current.error ?? "Event not found"} />
        ) : (
          <Tabs value={tab} onValueChange={(value) => onTabChange(value as EventDialogTab)} className="min-w-0 gap-4">
            <TabsList className="w-full sm:w-fit">
              {(["details", "summary", "contextualized", "preview"] as const).map((value) => (
                <TabsTrigger key={value} value={value} className="max-sm:px-1 max-sm:text-[13px]">
                  {value[0].toUpperCase() + value.slice(1)}
                  {unsaved.includes(value[0].toUpperCase() + value.slice(1)) ? (
                    <span className="size-1.5 rounded-full bg-amber-500" title="Unsaved changes">
                      <span className="sr-only">(unsaved changes)</span>
                    </span>
                  ) : null}
                </TabsTrigger>
              ))}
            </TabsList>
            <TabsContent value="details">
              <EventFieldsForm part="details" value={fields} onChange={changeFields} accounts={accounts} readOnly={readOnly} saving={savingFields} error={fieldsError} invalidField={invalidField} onSave={saveFields} />
            </TabsContent>
            <TabsContent value="summary">
              <EventFieldsForm part="summary" value={fields} onChange={changeFields} accounts={accounts} readOnly={readOnly} saving={savingFields} error={fieldsError} invalidField={invalidField} onSave={saveFields} />
            </TabsContent>
            {/* Kept mounted while another tab shows, so its unsaved draft survives a look at the other tabs. */}
            <TabsContent value="contextualized" forceMount className="data-[state=inactive]:hidden">
              <EventContextualizedForm
                key={`${event.id}-${contextVersion}`}
                data={event.data}
                readOnly={readOnly}
                onDirtyChange={setContextDirty}
                onSave={async (value) => {
                  let failed = "";
                  const result = await dataSave.execute({ eventId: event.id, data: value }, { onError: (failure) => void (failed = failure.error) });
                  if (!result) return failed;
                  applySaved(result.event, true);
                  setContextDirty(false);
                  toast.success("Event saved");
                  return null;
                }}
              />
            </TabsContent>
            <TabsContent value="preview">
              <EventPreviewFrame eventId={event.id} version={version} preview={actions.preview} />
            </TabsContent>
          </Tabs>
        )}
      </DialogContent>
    </Dialog>
    <DiscardChangesDialog
      open={confirmingClose}
      unsaved={unsaved}
      onKeepEditing={() => setConfirmingClose(false)}
      onDiscard={() => {
        setConfirmingClose(false);
        setContextDirty(false);
        onClose();
      }}
    />
    </>
  );
}

