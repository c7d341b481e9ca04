"use client";

import { useRef, useState } from "react";
import { Loader2, Plus } from "lucide-react";
import { ConfirmDeleteDialog } from "@/components/shared/confirm-delete-dialog";
import { useAction } from "@/components/shell/use-action";
import { IconAction } from "@/components/shared/light-list";
import { Button } from "@/components/ui/button";
import { FormAlert } from "@/components/ui/form-alert";
import { Table, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { Tooltip, TooltipContent, TooltipTrigger } from "@/components/ui/tooltip";
import { formatShortDate } from "@/lib/dates/format-date";
import type { ReportsActions } from "@/lib/reports/report-actions-contract";
import type { ReportRow } from "@/lib/reports/report-queries";
import { createFailed, DELETE_FAILED, EMAIL_SENT, NO_EVENTS_TOOLTIP, NO_NEW_EVENTS } from "@/lib/reports/report-messages";
import { FlashMessage } from "./flash-message";
import { ReportEditorDialog } from "./report-editor-dialog";
import { ReportsHeader } from "./reports-header";
import { SendReportDialog } from "./send-report-dialog";
import { sendReportRequest } from "./send-report-request";
import { useFlashMessage } from "./use-flash-message";

type Props = { initialReports: ReportRow[]; hasEvents: boolean; actions: ReportsActions };

export function ReportsManager({ initialReports, hasEvents, actions }: Props) {
  const [reports, setReports] = useState(initialReports);
  const [createError, setCreateError] = useState<string | null>(null);
  // A second click before the button re-renders disabled must not start a second report.
  const creatingNow = useRef(false);
  const { execute: createReport, pending: creating } = useAction(actions.create, {
    fallbackError: "",
    onError: (failure) => {
      creatingNow.current = false;
      setCreateError(createFailed(failure.error));
    },
    onSuccess: (result) => {
      creatingNow.current = false;
      setReopened(result.reopened);
      if (!result.reopened) setReports((list) => [result.report, ...list]);
      setEditing(result.report.id);
    },
  });
  const [editing, setEditing] = useState<string | null>(null);
  const [reopened, setReopened] = useState(false);
  const [sending, setSending] = useState<ReportRow | null>(null);
  const [deleting, setDeleting] = useState<ReportRow | null>(null);
  const [flash, showFlash] = useFlashMessage();

  function create() {
    if (creatingNow.current) return;
    creatingNow.current = true;
    setCreateError(null);
    void createReport({});
  }

  function patch(id: string, changes: Partial<ReportRow>) {
    setReports((list) => list.map((r) => (r.id === id ? { ...r, ...changes } : r)));
  }

  async function send(report: ReportRow) {
    const error = await sendReportRequest(report.id);
    showFlash(error ? { kind: "error", text: error } : { kind: "success", text: EMAIL_SENT });
    if (!error) patch(report.id, { sentAt: new Date() });
    return error;
  }

  const newReport = (
    <Button onClick={create} disabled={!hasEvents || creating} aria-describedby={!hasEvents ? "new-report-hint" : undefined}>
      {creating ? <Loader2 className="animate-spin" aria-hidden /> : <Plus aria-hidden />}
      New Report
    </Button>
  );

  return (
    <div className="grid gap-4">
      <ReportsHeader
        action={
          hasEvents ? (
            newReport
          ) : (
            <Tooltip>
              <TooltipTrigger asChild>
                {/* A disabled button gets no pointer events: the wrapper carries the tooltip. */}
                <span tabIndex={0} className="rounded-md outline-none focus-visible:ring-[3px] focus-visible:ring-ring">
                  {newReport}
                </span>
              </TooltipTrigger>
              <TooltipContent id="new-report-hint">{NO_EVENTS_TOOLTIP}</TooltipContent>
            </Tooltip>
          )
        }
      />
      <FormAlert message={createError} />
      <FlashMessage flash={flash} />
      {reports.length === 0 ? (
        <div className="rounded-xl border border-dashed px-6 py-14 text-center">
          <p className="font-medium">No reports yet</p>
          <p className="text-sm text-muted-foreground">
            {hasEvents ? "Create a report to bundle your new events into an email." : NO_EVENTS_TOOLTIP}
          </p>
        </div>
      ) : (
        <div className="lt lc overflow-hidden rounded-xl border bg-background">
          <Table>
            <TableHeader>
              <TableRow>
                <TableHead>Name</TableHead>
                <TableHead>Created</TableHead>
                <TableHead>Sent at</TableHead>
                <TableHead className="text-right">Num Events</TableHead>
                <TableHead className="text-right">Actions</TableHead>
              </TableRow>
            </TableHeader>
            <tbody>
              {reports.map((report) => {
                const sent = Boolean(report.sentAt);
                return (
                  <tr key={report.id} data-id={report.id} data-sent={sent || undefined} className={sent ? "bg-muted/40 text-muted-foreground" : undefined}>
                    <td className="lt-b lt-ti">
                      <span className={sent ? "lt-n gap-2 i-ok" : undefined}>{report.name}</span>
                    </td>
                    <td data-label="Created">{formatShortDate(report.createdAt)}</td>
                    <td className={sent ? undefined : "lt-nc"}>{sent ? <span>Sent · {formatShortDate(report.sentAt)}</span> : "—"}</td>
                    <td className="text-right tabular-nums" data-label="Events">{report.eventCount}</td>
                    <td>
                      <div className="lt-ax">
                        {!sent ? (
                          <IconAction icon="ml" label={`Send ${report.name} by email`} onClick={() => setSending(report)} disabled={report.eventCount === 0} />
                        ) : null}
                        <IconAction icon={sent ? "vw" : "ed"} label={sent ? `View ${report.name}` : `Edit ${report.name}`} onClick={() => setEditing(report.id)} />
                        {!sent ? <IconAction icon="dl" label={`Delete ${report.name}`} onClick={() => setDeleting(report)} /> : null}
                      </div>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </Table>
        </div>
      )}
      <SendReportDialog report={sending} onClose={() => setSending(null)} onConfirm={async (r) => void (await send(r))} />
      <ConfirmDeleteDialog
        item={deleting}
        title="Delete this report?"
        description={(r) => `“${r.name}” will be deleted and its events become available again.`}
        failureMessage={DELETE_FAILED}
        onConfirm={(r) => actions.remove(r.id)}
        onDeleted={(r) => setReports((list) => list.filter((x) => x.id !== r.id))}
        onClose={() => setDeleting(null)}
      />
      <ReportEditorDialog
        reportId={editing}
        notice={reopened ? NO_NEW_EVENTS : null}
        actions={actions}
        onClose={() => {
          setEditing(null);
          setReopened(false);
        }}
        onChanged={patch}
        onSend={send}
      />
    </div>
  );
}
