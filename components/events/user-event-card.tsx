import { ArrowUpRight } from "lucide-react";
import { AccountLogo } from "@/components/accounts/account-logo";
import { formatShortDate } from "@/lib/dates/format-date";
import type { EventRow } from "@/lib/events/list-events";

/** One completed event in the user's own feed. */
export function UserEventCard({ event }: { event: EventRow }) {
  const title = event.title || event.url || "Untitled event";
  return (
    <article className="group rounded-xl border bg-card p-4 shadow-xs transition-shadow hover:shadow-md sm:p-5">
      <header className="flex items-center gap-3">
        <AccountLogo name={event.accountName} logoUrl={event.accountLogoUrl} className="size-9" />
        <div className="min-w-0 flex-1">
          <p className="truncate text-sm font-semibold">{event.accountName}</p>
          <p className="truncate text-xs text-muted-foreground">
            <time dateTime={event.eventDate ?? undefined}>{formatShortDate(event.eventDate, "Date unknown")}</time>
            {event.publication ? <span> · {event.publication}</span> : null}
          </p>
        </div>
      </header>
      <h2 className="mt-3 text-base leading-snug font-semibold text-pretty">{title}</h2>
      {event.tldr ? <p className="mt-1.5 text-sm leading-relaxed text-muted-foreground">{event.tldr}</p> : null}
      {event.url ? (
        <a
          href={event.url}
          target="_blank"
          rel="noopener noreferrer"
          className="mt-3 inline-flex items-center gap-1 text-sm font-medium text-brand hover:underline"
        >
          Read Article
          <ArrowUpRight className="size-4" aria-hidden />
          <span className="sr-only">(opens in a new tab)</span>
        </a>
      ) : null}
    </article>
  );
}
