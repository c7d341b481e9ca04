"use client";

import { useEffect, useRef, useState } from "react";
import { Loader2, Mail, Plus, Trash2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { FormAlert } from "@/components/ui/form-alert";
import { useAction } from "@/components/shell/use-action";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { GENERIC_ERROR_MESSAGE } from "@/lib/errors/app-error";
import type { ReportsActions } from "@/lib/reports/report-actions-contract";
import { EMAIL_SENT } from "@/lib/reports/report-messages";
import type { ReportEditorData, ReportEventSummary, ReportRow } from "@/lib/reports/report-queries";
import { FlashMessage } from "./flash-message";
import { EventSummary } from "./event-summary";
import { ReportPreviewPanel } from "./report-preview-panel";
import { SendReportDialog } from "./send-report-dialog";
import { SortableEventList } from "./sortable-event-list";
import { useFlashMessage } from "./use-flash-message";

type Props = {
  reportId: string | null;
  actions: ReportsActions;
  onClose: () => void;
  /** Said above the editor (why this report opened, e.g. New Report found no new event). */
  notice?: string | null;
  onChanged: (id: string, changes: Partial<ReportRow>) => void;
  /** Sends the report; resolves with null when sent, else the message to show. */
  onSend: (report: ReportRow) => Promise<string | null>;
};

type Loaded = { id: string; data: ReportEditorData } | { id: string; error: string };

/** Edit Report / View Report (Read-Only): the report's name, subject and events, with its live preview. */
export function ReportEditorDialog({ reportId, notice = null, actions, onClose, onChanged, onSend }: Props) {
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const { execute: load } = useAction(actions.load, { fallbackError: GENERIC_ERROR_MESSAGE });

  useEffect(() => {
    if (!reportId) return;
    let cancelled = false;
    void load(reportId, {
      onSuccess: (r) => !cancelled && setLoaded({ id: reportId, data: r.editor }),
      onError: (failure) => !cancelled && setLoaded({ id: reportId, error: failure.error }),
    });
    return () => {
      cancelled = true;
    };
  }, [reportId, actions, load]);

  // Sent from this dialog: the title turns to View Report (Read-Only) along with the body.
  const [sentHere, setSentHere] = useState<string | null>(null);
  const current = loaded && loaded.id === reportId ? loaded : null;
  const readOnly = Boolean(current && "data" in current && (current.data.report.sentAt || sentHere === current.id));
  return (
    <Dialog open={reportId !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="w-[1200px] max-w-[calc(100%-1rem)] grid-cols-[minmax(0,1fr)] p-4 sm:max-w-[calc(100%-2rem)] sm:p-6 xl:max-w-[1200px]">
        <DialogHeader>
          <DialogTitle>{readOnly ? "View Report (Read-Only)" : "Edit Report"}</DialogTitle>
          <DialogDescription>{readOnly ? "This report was sent and can no longer be changed." : "Choose and order the events, then email the report."}</DialogDescription>
        </DialogHeader>
        {notice ? (
          <p role="status" className="rounded-md border border-sky-300 bg-sky-50 px-3 py-2 text-sm text-sky-950 dark:bg-sky-950/30 dark:text-sky-50">
            {notice}
          </p>
        ) : null}
        {!current ? (
          <div role="status" className="flex items-center gap-2 py-10 text-sm text-muted-foreground">
            <Loader2 className="size-4 animate-spin" aria-hidden />
            Loading report...
          </div>
        ) : "error" in current ? (
          <FormAlert message={current.error} />
        ) : (
          <EditorBody
            key={current.id}
            initial={current.data}
            actions={actions}
            onChanged={onChanged}
            onSend={onSend}
            // Sent: the dialog stays open as the read-only view with "Email sent!" (spec 2), the list behind shows it sent.
            onSent={() => setSentHere(current.id)}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}

function EditorBody({ initial, actions, onChanged, onSend, onSent }: { initial: ReportEditorData; actions: ReportsActions; onChanged: Props["onChanged"]; onSend: Props["onSend"]; onSent: () => void }) {
  const id = initial.report.id;
  const [sentAt, setSentAt] = useState(initial.report.sentAt);
  const readOnly = Boolean(sentAt);
  const [name, setName] = useState(initial.report.name);
  const [subject, setSubject] = useState(initial.report.subject ?? "");
  const saved = useRef({ name: initial.report.name, subject: initial.report.subject ?? "" });
  const [included, setIncluded] = useState(initial.included);
  const [available, setAvailable] = useState(initial.available);
  const [error, setError] = useState<string | null>(null);
  const [previewVersion, setPreviewVersion] = useState(0);
  const [confirmSend, setConfirmSend] = useState(false);
  const [flash, showFlash] = useFlashMessage();
  // Saves run one after another, so an older order never lands after a newer one.
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  const [pendingSaves, setPendingSaves] = useState(0);
  const showFailure = { fallbackError: GENERIC_ERROR_MESSAGE, onError: (failure: { error: string }) => setError(failure.error) };
  const textSave = useAction(actions.updateText, showFailure);
  const eventsSave = useAction(actions.setEvents, showFailure);
  const discarding = useAction(actions.discardEvent, showFailure);

  function enqueue(task: () => Promise<void>) {
    setPendingSaves((n) => n + 1);
    queue.current = queue.current
      .then(task)
      .catch(() => setError(GENERIC_ERROR_MESSAGE))
      .finally(() => setPendingSaves((n) => n - 1));
  }

  function saveText(field: "name" | "subject", value: string) {
    const trimmed = value.trim();
    if (trimmed === saved.current[field].trim()) return;
    enqueue(async () => {
      const result = await textSave.execute({ reportId: id, field, value: trimmed });
      if (!result) return;
      setError(null);
      saved.current = { name: result.name, subject: result.subject ?? "" };
      // The field shows what was saved (trimmed), like the table behind the dialog.
      if (field === "name") setName(result.name);
      else {
        setSubject(result.subject ?? "");
        setPreviewVersion((v) => v + 1);
      }
      onChanged(id, { name: result.name, subject: result.subject });
    });
  }

  function saveEvents(next: ReportEventSummary[]) {
    setIncluded(next);
    enqueue(async () => {
      const result = await eventsSave.execute({ reportId: id, eventIds: next.map((e) => e.id) });
      if (!result) return;
      setError(null);
      onChanged(id, { eventCount: next.length });
    });
  }

  function remove(event: ReportEventSummary) {
    setAvailable((list) => [event, ...list]);
    saveEvents(included.filter((e) => e.id !== event.id));
  }

  function add(event: ReportEventSummary) {
    setAvailable((list) => list.filter((e) => e.id !== event.id));
    saveEvents([...included, event]);
  }

  function discard(event: ReportEventSummary) {
    enqueue(async () => {
      if (!(await discarding.execute(event.id))) return;
      setAvailable((list) => list.filter((e) => e.id !== event.id));
    });
  }

  async function send() {
    await queue.current;
    const failure = await onSend({ id, name, subject, createdAt: initial.report.createdAt, sentAt: null, eventCount: included.length });
    showFlash(failure ? { kind: "error", text: failure } : { kind: "success", text: EMAIL_SENT });
    if (!failure) {
      setSentAt(new Date());
      onSent();
    }
  }

  return (
    // Every grid here has explicit minmax(0, 1fr) columns: an implicit (auto) column grows to the longest
    // event title (the titles truncate on one line), which pushed the rows' Remove buttons out of view.
    <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
      <section className="grid min-w-0 grid-cols-[minmax(0,1fr)] content-start gap-4" aria-label="Report contents">
        <FormAlert message={error} />
        <div className="grid gap-1.5">
          <Label htmlFor="report-name">Name</Label>
          <Input id="report-name" value={name} disabled={readOnly} onChange={(e) => setName(e.target.value)} onBlur={(e) => saveText("name", e.target.value)} />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="report-owner">Owner</Label>
          <Input id="report-owner" value={initial.owner.name ? `${initial.owner.name} (${initial.owner.email})` : initial.owner.email} readOnly disabled />
        </div>
        <div className="grid grid-cols-[minmax(0,1fr)] gap-2">
          <h3 className="text-sm font-semibold">Events in this Report</h3>
          {!readOnly && included.length > 1 ? (
            <p className="text-xs text-muted-foreground">Drag the handle to reorder, or focus it and press Space, the arrow keys, then Space.</p>
          ) : null}
          <SortableEventList events={included} readOnly={readOnly} onReorder={saveEvents} onRemove={remove} saving={pendingSaves > 0} />
        </div>
        {!readOnly ? (
          <div className="grid grid-cols-[minmax(0,1fr)] gap-2">
            <h3 className="text-sm font-semibold">Available Events</h3>
            {available.length === 0 ? (
              <p className="rounded-lg border border-dashed px-3 py-4 text-sm text-muted-foreground">No other events available.</p>
            ) : (
              <ul className="grid grid-cols-[minmax(0,1fr)] gap-2" aria-label="Available Events">
                {available.map((event) => {
                  const label = event.title || event.url || "Untitled event";
                  return (
                    <li key={event.id} data-testid="available-event" data-event-id={event.id} className="flex items-center gap-2 rounded-lg border bg-background px-2 py-2">
                      <EventSummary event={event} />
                      <Button variant="ghost" size="icon" aria-label={`Add ${label} to this report`} onClick={() => add(event)}>
                        <Plus aria-hidden />
                      </Button>
                      <Button variant="ghost" size="icon" aria-label={`Delete ${label}`} onClick={() => discard(event)}>
                        <Trash2 aria-hidden />
                      </Button>
                    </li>
                  );
                })}
              </ul>
            )}
          </div>
        ) : null}
      </section>
      <section className="grid min-w-0 grid-cols-[minmax(0,1fr)] content-start gap-4" aria-label="Email">
        <div className="grid gap-1.5">
          <Label htmlFor="report-to">To</Label>
          <Input id="report-to" value={initial.owner.email} readOnly disabled />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="report-subject">Subject</Label>
          <Input id="report-subject" value={subject} disabled={readOnly} onChange={(e) => setSubject(e.target.value)} onBlur={(e) => saveText("subject", e.target.value)} />
        </div>
        <ReportPreviewPanel reportId={id} eventIds={included.map((e) => e.id)} version={previewVersion} preview={actions.preview} />
        <div className="flex flex-wrap items-center gap-3">
          <Button onClick={() => setConfirmSend(true)} disabled={readOnly || included.length === 0}>
            <Mail aria-hidden />
            Email report
          </Button>
          <FlashMessage flash={flash} />
        </div>
      </section>
      <SendReportDialog report={confirmSend ? { id, name } : null} onClose={() => setConfirmSend(false)} onConfirm={send} />
    </div>
  );
}
