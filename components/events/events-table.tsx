import { ExternalLink } from "lucide-react";
import { AccountLogo } from "@/components/accounts/account-logo";
import { Badge } from "@/components/ui/badge";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { rowActions } from "@/lib/events/event-rules";
import { formatCompactDate, formatShortDate } from "@/lib/dates/format-date";
import type { EventRow } from "@/lib/events/list-events";
import { cn } from "@/lib/utils/cn";
import { EventRowActions } from "./event-row-actions";
import { EventStatusBadge } from "./event-status-badge";
import { EventUsageBadge } from "./event-usage-badge";

export type EventsTableHandlers = {
  onPreview: (row: EventRow) => void;
  onEdit: (row: EventRow) => void;
  onRefresh: (row: EventRow) => void;
  onDelete: (row: EventRow) => void;
};

export function eventLabel(row: Pick<EventRow, "title" | "url">) {
  return row.title || row.url || "Untitled event";
}

/** The events list (spec 1 §2): Account, Date, Pub, Title, Report, Status, Actions. */
export function EventsTable({
  rows,
  refreshingIds,
  handlers,
}: {
  rows: EventRow[];
  refreshingIds: ReadonlySet<string>;
  handlers: EventsTableHandlers;
}) {
  return (
    // Below md the rows restyle themselves as cards (one DOM for both; see EventsTableRow).
    <Table className="max-md:block max-md:[&_tbody]:block">
      <TableHeader className="bg-muted/40 max-md:sr-only">
        <TableRow className="hover:bg-transparent">
          <TableHead className="pl-4">Account</TableHead>
          <TableHead>Date</TableHead>
          <TableHead>Pub</TableHead>
          <TableHead className="w-full">Title</TableHead>
          <TableHead>Report</TableHead>
          <TableHead>Status</TableHead>
          <TableHead className="pr-4 text-right">Actions</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.length === 0 ? (
          <TableRow className="hover:bg-transparent max-md:block">
            <TableCell colSpan={7} className="py-14 text-center text-sm text-muted-foreground max-md:block">
              No events found.
            </TableCell>
          </TableRow>
        ) : (
          rows.map((row) => (
            <EventsTableRow key={row.id} row={row} refreshing={refreshingIds.has(row.id)} handlers={handlers} />
          ))
        )}
      </TableBody>
    </Table>
  );
}

function EventsTableRow({ row, refreshing, handlers }: { row: EventRow; refreshing: boolean; handlers: EventsTableHandlers }) {
  const label = eventLabel(row);
  const sent = row.usageStatus === "sent";
  return (
    <TableRow
      data-event-id={row.id}
      data-status={row.status}
      className={cn(
        "max-md:grid max-md:grid-cols-[minmax(0,1fr)_auto] max-md:items-center max-md:gap-x-3 max-md:gap-y-2 max-md:px-4 max-md:py-3.5",
        row.isDeleted && "bg-muted/30 opacity-50",
        sent && !row.isDeleted && "opacity-60",
      )}
    >
      <TableCell className="pl-4 max-md:order-1 max-md:p-0">
        <span className="flex max-w-36 items-center gap-2.5 max-md:max-w-none 2xl:max-w-48">
          <AccountLogo name={row.accountName} logoUrl={row.accountLogoUrl} className="size-7" />
          <span className="truncate font-medium">{row.accountName}</span>
        </span>
      </TableCell>
      <TableCell className="text-muted-foreground tabular-nums max-md:order-4 max-md:truncate max-md:p-0 max-md:text-xs">
        <time dateTime={row.eventDate ?? undefined}>
          <span className="2xl:hidden">{formatCompactDate(row.eventDate)}</span>
          <span className="hidden 2xl:inline">{formatShortDate(row.eventDate)}</span>
        </time>
        {row.publication ? <span className="md:hidden"> · {row.publication}</span> : null}
      </TableCell>
      <TableCell className="max-w-24 truncate text-muted-foreground max-md:hidden 2xl:max-w-36" title={row.publication ?? undefined}>
        {row.publication || "—"}
      </TableCell>
      <TableCell className="max-w-0 min-w-40 whitespace-normal max-md:order-3 max-md:col-span-2 max-md:max-w-none max-md:min-w-0 max-md:p-0">
        <span className="flex items-start gap-2">
          {row.url ? (
            <a
              href={row.url}
              target="_blank"
              rel="noopener noreferrer"
              className={cn("line-clamp-2 font-medium hover:underline", !row.title && "font-normal break-all text-muted-foreground italic")}
              title={label}
            >
              {label}
              <ExternalLink className="ml-1 inline size-3 align-baseline text-muted-foreground" aria-hidden />
            </a>
          ) : (
            <span className="line-clamp-2 font-medium">{label}</span>
          )}
          {row.isDeleted ? (
            <Badge variant="outline" className="mt-0.5 text-muted-foreground">
              Deleted
            </Badge>
          ) : null}
        </span>
      </TableCell>
      <TableCell className="max-md:order-5 max-md:justify-self-end max-md:p-0">
        <EventUsageBadge usageStatus={row.usageStatus} reportName={row.reportName} />
      </TableCell>
      <TableCell className="max-md:order-2 max-md:justify-self-end max-md:p-0">
        <EventStatusBadge status={row.status} reason={row.statusReason} />
      </TableCell>
      <TableCell className="pr-3 max-md:order-6 max-md:col-span-2 max-md:-mx-2 max-md:p-0">
        <EventRowActions
          label={label}
          sent={sent}
          refreshing={refreshing}
          enabled={rowActions({ status: row.status, usageStatus: row.usageStatus, refreshing, isDeleted: row.isDeleted })}
          handlers={{
            onPreview: () => handlers.onPreview(row),
            onEdit: () => handlers.onEdit(row),
            onRefresh: () => handlers.onRefresh(row),
            onDelete: () => handlers.onDelete(row),
          }}
        />
      </TableCell>
    </TableRow>
  );
}
