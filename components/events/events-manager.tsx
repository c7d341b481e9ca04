"use client";

import { useCallback, useState } from "react";
import dynamic from "next/dynamic";
import { Plus } from "lucide-react";
import { appendUnseen, LoadMoreButton } from "@/components/shared/load-more-button";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import { HoverTip } from "@/components/ui/hover-tip";
import type { EventsActions } from "@/lib/events/event-actions-contract";
import type { EventListRow } from "@/lib/events/event-list-row";
import type { AccountOption } from "@/lib/events/list-account-options";
import type { EventDialogTab } from "./event-dialog";
import "./status-badge.css";
import "./events-table.css";
import { eventLabel, EventsTable } from "./events-table";
import { useEventPolling } from "./use-event-polling";
import { EventsHeading } from "./events-heading";
import { useAction } from "@/components/shell/use-action";
import { ExportCsvLink } from "@/components/exports/export-csv-link";
import { formatCount } from "@/lib/utils/format-count";
import { FeedbackNotice, useEventFeedback } from "@/components/event-feedback/event-feedback-provider";

// The dialogs load on first use, not with the page (issue 7: first-load JS budget).
const NewEventDialog = dynamic(() => import("./new-event-dialog").then((m) => m.NewEventDialog), { ssr: false });
const EventDialog = dynamic(() => import("./event-dialog").then((m) => m.EventDialog), { ssr: false });
const DeleteEventDialog = dynamic(() => import("./delete-event-dialog").then((m) => m.DeleteEventDialog), { ssr: false });

type Props = {
  initialEvents: EventListRow[];
  initialCursor: string | null;
  accounts: AccountOption[];
  actions: EventsActions;
};

/** The Events page's interactive part: table, dialogs, row actions, live status polling, Load more. */
export function EventsManager({ initialEvents, initialCursor, accounts, actions }: Props) {
  const [rows, setRows] = useState(initialEvents);
  const [cursor, setCursor] = useState(initialCursor);
  const [refreshingIds, setRefreshingIds] = useState<ReadonlySet<string>>(new Set());
  const [newOpen, setNewOpen] = useState(false);
  const [editing, setEditing] = useState<{ id: string; tab: EventDialogTab } | null>(null);
  const [deleting, setDeleting] = useState<EventListRow | null>(null);
  // Which dialogs have been opened once: they mount then and stay mounted (focus return, close animation).
  const [used, setUsed] = useState({ create: false, edit: false, remove: false });
  // Inside an EventFeedbackProvider: "Not relevant" per row, and marked rows leave the table at once.
  const feedback = useEventFeedback();
  const shown = feedback ? rows.filter((r) => !feedback.marked.has(r.id)) : rows;
  const refreshing = useAction(actions.refresh, { fallbackError: "Refresh failed: Something went wrong. Please try again.", display: "toast" });

  const replaceRows = useCallback((changed: EventListRow[]) => {
    const byId = new Map(changed.map((r) => [r.id, r]));
    setRows((current) => current.map((r) => byId.get(r.id) ?? r));
  }, []);

  useEventPolling(rows, actions.poll, (changed, missing) => {
    replaceRows(changed);
    // A watched event that finishes says so, so the change is not silent.
    for (const row of changed) {
      if (row.status === "completed") toast.success(`Event ready: ${eventLabel(row)}`);
      if (row.status === "failed") toast.error(`Processing failed: ${eventLabel(row)}`, { description: row.statusReason || undefined });
    }
    if (missing.length > 0) {
      setRows((current) => current.filter((r) => !missing.includes(r.id)));
    }
  });

  async function refresh(row: EventListRow) {
    setRefreshingIds((s) => new Set(s).add(row.id));
    const result = await refreshing.execute({ eventId: row.id, accountId: row.accountId });
    setRefreshingIds((s) => {
      const next = new Set(s);
      next.delete(row.id);
      return next;
    });
    if (!result) return;
    replaceRows([result.event]);
    toast.success("Event queued for processing");
  }

  function openEditor(id: string, tab: EventDialogTab) {
    setUsed((u) => ({ ...u, edit: true }));
    setEditing({ id, tab });
  }

  const noAccounts = accounts.length === 0;
  const newButton = (
    <Button
      onClick={() => {
        setUsed((u) => ({ ...u, create: true }));
        setNewOpen(true);
      }}
      disabled={noAccounts}
    >
      <Plus aria-hidden />
      {/* The "+" is drawn as an icon; the hidden one keeps the button's name as the spec words it. */}
      <span>
        <span className="sr-only">+ </span>
        New Event
      </span>
    </Button>
  );

  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <EventsHeading />
        <div className="flex flex-wrap items-center gap-2">
          <ExportCsvLink href="/api/export/events" label="Export events as CSV" />
          {noAccounts ? (
            <HoverTip>
              {/* A disabled button gets no pointer events; the wrapper carries the tooltip. */}
              <span tabIndex={0} className="inline-flex rounded-md" data-tip="Create accounts first to add events">
                {newButton}
              </span>
            </HoverTip>
          ) : (
            newButton
          )}
        </div>
      </div>

      {feedback ? <FeedbackNotice /> : null}
      <div className="overflow-hidden rounded-xl border bg-card shadow-xs">
        <EventsTable
          rows={shown}
          refreshingIds={refreshingIds}
          handlers={{
            onPreview: (row) => openEditor(row.id, "preview"),
            onEdit: (row) => openEditor(row.id, "details"),
            onRefresh: (row) => void refresh(row),
            onDelete: (row) => {
              setUsed((u) => ({ ...u, remove: true }));
              setDeleting(row);
            },
            onNotRelevant: feedback ? (row) => feedback.ask({ id: row.id, title: eventLabel(row) }) : undefined,
          }}
        />
      </div>

      {shown.length > 0 ? (
        <div className="flex flex-col items-center gap-2 text-sm text-muted-foreground sm:flex-row sm:justify-between">
          <span>
            Showing {formatCount(shown.length)} {shown.length === 1 ? "event" : "events"}
            {cursor ? "" : " · all loaded"}
          </span>
          <LoadMoreButton
            cursor={cursor}
            load={actions.loadMore}
            size="sm"
            fallbackError="Failed to load more events"
            onLoaded={(page) => {
              setRows((current) => appendUnseen(current, page.events));
              setCursor(page.nextCursor);
            }}
          />
        </div>
      ) : null}

      {used.create ? (
        <NewEventDialog
        open={newOpen}
        onOpenChange={setNewOpen}
        accounts={accounts}
        create={actions.create}
        onCreated={(event) => {
          setRows((current) => [event, ...current]);
          setNewOpen(false);
          toast.success("Event added. Processing has started.");
        }}
        onOpenExisting={(existing) => {
          setNewOpen(false);
          openEditor(existing.id, "details");
        }}
      />
      ) : null}

      {used.edit ? (
      <EventDialog
        eventId={editing?.id ?? null}
        tab={editing?.tab ?? "details"}
        onTabChange={(tab) => setEditing((e) => (e ? { ...e, tab } : e))}
        onClose={() => setEditing(null)}
        accounts={accounts}
        actions={actions}
        onRowChanged={(row) => replaceRows([row])}
      />
      ) : null}

      {used.remove ? (
      <DeleteEventDialog
        event={deleting}
        remove={actions.remove}
        onClose={() => setDeleting(null)}
        onDeleted={(id) => {
          setRows((current) => current.filter((r) => r.id !== id));
          toast.success("Event deleted");
        }}
      />
      ) : null}
    </div>
  );
}
