import { AccountLogo } from "@/components/accounts/account-logo";
import { formatShortDate } from "@/lib/dates/format-date";
import type { ReportEventSummary } from "@/lib/reports/report-queries";

/** One event in the editor's lists: logo, title, account and date. */
export function EventSummary({ event }: { event: ReportEventSummary }) {
  return (
    <div className="flex min-w-0 flex-1 items-center gap-3">
      <AccountLogo name={event.accountName} logoUrl={event.accountLogoUrl} className="size-8" />
      <div className="min-w-0">
        <p className="truncate text-sm font-medium">{event.title || event.url || "Untitled event"}</p>
        <p className="truncate text-xs text-muted-foreground">
          {event.accountName} · {formatShortDate(event.eventDate)}
        </p>
      </div>
    </div>
  );
}
