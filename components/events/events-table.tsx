"use client";

import { STATUS_LABELS } from "./event-status-labels";
import { LogoMark } from "@/components/shared/logo-mark";
import { HoverTip } from "@/components/ui/hover-tip";
import { formatShortDate } from "@/lib/dates/format-date";
import type { EventListRow } from "@/lib/events/event-list-row";
import { rowActions } from "@/lib/events/event-rules";

export type EventsTableHandlers = {
  onPreview: (row: EventListRow) => void;
  onEdit: (row: EventListRow) => void;
  onRefresh: (row: EventListRow) => void;
  onDelete: (row: EventListRow) => void;
  /** "Not relevant" (issue 25); absent where the page offers no feedback */
  onNotRelevant?: (row: EventListRow) => void;
};

export function eventLabel(row: Pick<EventListRow, "title" | "url">) {
  return row.title || row.url || "Untitled event";
}


// Reasons are said once per table and referenced by id (aria-describedby), so a row carries ids
// rather than repeated sentences.
const WORDS = { pv: "Preview", ed: "Edit", vw: "View", rf: "Refresh", dl: "Delete", nr: "Not relevant" } as const;
const REASONS = {
  proc: "Available once processing completes",
  sent: "Sent events are read-only",
  run: "Running events cannot be deleted",
  busy: "Already processing",
  del: "Deleted events cannot be refreshed",
} as const;
type Reason = keyof typeof REASONS;

/** The events list (spec 1 §2): Account, Date, Pub, Title, Report, Status, Actions. */
export function EventsTable({
  rows,
  refreshingIds,
  handlers,
}: {
  rows: EventListRow[];
  refreshingIds: ReadonlySet<string>;
  handlers: EventsTableHandlers;
}) {
  return (
    <HoverTip className="evt" selector=".ev-ax > [data-tip], .ev-s-failed">
      <div hidden>
        <span id="evl-pv">Preview</span>
        <span id="evl-rf">Refresh</span>
        <span id="evl-dl">Delete</span>
        <span id="evl-nr">Not relevant</span>
        {Object.entries(REASONS).map(([key, reason]) => (
          <span key={key} id={`evr-${key}`}>
            {reason}
          </span>
        ))}
      </div>
      <table>
        <colgroup>
          <col />
          <col />
          <col />
          <col />
          <col />
          <col />
          <col />
        </colgroup>
        <thead>
          <tr>
            <th>Account</th>
            <th>Date</th>
            <th>Pub</th>
            <th>Title</th>
            <th>Report</th>
            <th>Status</th>
            <th>Actions</th>
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={7} className="ev-empty">
                No events found.
              </td>
            </tr>
          ) : (
            rows.map((row, index) => (
              <EventsTableRow key={row.id} row={row} index={index} refreshing={refreshingIds.has(row.id)} handlers={handlers} />
            ))
          )}
        </tbody>
      </table>
    </HoverTip>
  );
}

function EventsTableRow({
  row,
  index,
  refreshing,
  handlers,
}: {
  row: EventListRow;
  index: number;
  refreshing: boolean;
  handlers: EventsTableHandlers;
}) {
  const label = eventLabel(row);
  const sent = row.usageStatus === "sent";
  const enabled = rowActions({ status: row.status, usageStatus: row.usageStatus, refreshing, isDeleted: row.isDeleted });
  const busy = row.status === "pending" || row.status === "running" || refreshing;
  const refreshReason: Reason = sent ? "sent" : busy ? "busy" : "del";
  const titleId = `evt-${index}`;
  const action = (key: "pv" | "ed" | "rf" | "dl" | "nr", isEnabled: boolean, reason: Reason, run: () => void, spin = false) => {
    const word = WORDS[key === "ed" && sent ? "vw" : key];
    // Outside any form, so no type; styled by position in .ev-ax (no class per button).
    // Edit carries its name (focus returns to it by name after its dialog re-rendered the row); the
    // others point to the title (fewer bytes per row).
    const named = key === "ed";
    const button = (
      <button
        aria-label={named ? `${word} ${label}` : undefined}
        aria-labelledby={named ? undefined : `evl-${key} ${titleId}`}
        className={spin ? "ev-spin" : undefined}
        disabled={!isEnabled}
        onClick={run}
      />
    );
    if (isEnabled) return button;
    // A disabled button takes neither focus nor hover: its wrapper does, and says why.
    return (
      <span tabIndex={0} data-tip={word} aria-describedby={`evr-${reason}`}>
        {button}
      </span>
    );
  };
  return (
    <tr data-event-id={row.id} data-status={row.status} className={sent || row.isDeleted ? "ev-dim" : undefined}>
      <td>
        <span className="ev-ac">
          <LogoMark name={row.accountName} logoUrl={row.accountLogoUrl} className="ev-lg" />
          {row.accountName}
        </span>
      </td>
      <td>
        <time dateTime={row.eventDate ?? undefined}>{formatShortDate(row.eventDate)}</time>
      </td>
      <td>{row.publication || "—"}</td>
      <td>
        {row.url ? (
          <a id={titleId} href={row.url} target="_blank" rel="noreferrer" className={row.title ? undefined : "ev-url"}>
            {label}
          </a>
        ) : (
          <span id={titleId}>
            {label}
          </span>
        )}
        {row.isDeleted ? <span className="ev-bd ev-del">Deleted</span> : null}
      </td>
      <td>
        <UsageCell usageStatus={row.usageStatus} reportName={row.reportName} />
      </td>
      <td>
        {row.status === "failed" ? (
          <>
            <span className="ev-bd ev-s-failed" aria-describedby={`evf-${index}`}>
              {STATUS_LABELS.failed}
            </span>
            <span id={`evf-${index}`} className="ev-why">
              {row.statusReason || "Processing failed"}
            </span>
          </>
        ) : (
          <span className={`ev-bd ev-s-${row.status}`}>{STATUS_LABELS[row.status]}</span>
        )}
      </td>
      <td>
        <div className="ev-ax">
          {action("pv", enabled.preview, "proc", () => handlers.onPreview(row))}
          {action("ed", enabled.edit, "proc", () => handlers.onEdit(row))}
          {action("rf", enabled.refresh, refreshReason, () => handlers.onRefresh(row), refreshing)}
          {action("dl", enabled.delete, sent ? "sent" : "run", () => handlers.onDelete(row))}
          {handlers.onNotRelevant ? action("nr", true, "proc", () => handlers.onNotRelevant?.(row)) : null}
        </div>
      </td>
    </tr>
  );
}

function UsageCell({ usageStatus, reportName }: Pick<EventListRow, "usageStatus" | "reportName">) {
  if (usageStatus === "unused") return <span className="ev-rp ev-mu">unused</span>;
  return (
    <span className="ev-rp">
      {usageStatus === "sent" ? <span className="ev-bd ev-s-sent">sent</span> : <span className="ev-bd ev-draft">Draft</span>}
      {reportName ? <span className="ev-rn">{reportName}</span> : null}
    </span>
  );
}

