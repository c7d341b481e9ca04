import Link from "next/link";
import { AccountLogo } from "@/components/accounts/account-logo";
import { PersonAvatar } from "@/components/people/person-avatar";
import { formatShortDate } from "@/lib/dates/format-date";
import type { EventDetails } from "@/lib/events/get-event-details";
import { summaryWithoutTldr } from "@/lib/events/summary-without-tldr";
import { AlsoReportedBy } from "@/components/events/also-reported-by";
import { EventCardActions } from "@/components/events/event-card-actions";
import { alsoReportedByOf } from "@/lib/events/also-reported-by";

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="grid gap-1">
      <h2 className="text-sm font-semibold">{title}</h2>
      <div className="text-sm leading-relaxed text-muted-foreground">{children}</div>
    </section>
  );
}

/** The event with its contextualised text and the people named in it (spec 2 Event Details). */
export function EventDetailCard({ event }: { event: EventDetails }) {
  const data = event.data ?? {};
  const publication = event.publication || data.publication;
  const rawSummary = data.event_summary || event.summary;
  const summary = rawSummary ? summaryWithoutTldr(rawSummary, data.tldr) : null;
  return (
    <article className="grid gap-5 rounded-xl border bg-card p-4 shadow-xs sm:p-6">
      <header className="flex items-center gap-3">
        <AccountLogo name={event.account.name} logoUrl={event.account.logoUrl} className="size-10" />
        <div className="min-w-0">
          <p className="truncate font-semibold">{event.account.name}</p>
          <p className="text-xs text-muted-foreground">
            <time dateTime={event.eventDate ?? undefined}>{formatShortDate(event.eventDate, "Date unknown")}</time>
            {publication ? <span> · {publication}</span> : null}
          </p>
        </div>
      </header>
      <h1 className="text-xl leading-snug font-semibold text-pretty">{event.title || event.url || "Untitled event"}</h1>
      {data.tldr ? <p className="text-sm font-medium">{data.tldr}</p> : null}
      {summary ? <Section title="Summary">{summary}</Section> : null}
      {data.why_it_matters ? <Section title="Why this matters">{data.why_it_matters}</Section> : null}
      {data.suggested_action ? <Section title="Suggested Action">{data.suggested_action}</Section> : null}
      <AlsoReportedBy outlets={alsoReportedByOf(data)} />
      <section className="grid gap-2" aria-labelledby="event-people-heading">
        <h2 id="event-people-heading" className="text-sm font-semibold">
          People
        </h2>
        {event.people.length === 0 ? (
          <p className="text-sm text-muted-foreground">No people were named in this event.</p>
        ) : (
          <ul className="grid gap-2">
            {event.people.map((person) => (
              <li key={person.id}>
                <Link
                  href={`/user/people/person/${person.id}`}
                  className="flex items-start gap-3 rounded-lg border bg-background p-3 hover:border-brand/50 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                >
                  <PersonAvatar name={person.full_name} imageUrl={person.profile_image_url} className="size-9" />
                  <span className="grid gap-0.5">
                    <span className="text-sm font-medium">{person.full_name}</span>
                    <span className="text-xs text-muted-foreground">
                      {person.title ? `${person.title} at ${person.account_name}` : person.account_name}
                    </span>
                    {person.reasoning ? <span className="text-sm text-muted-foreground">{person.reasoning}</span> : null}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>
      <EventCardActions eventId={event.id} url={event.url} />
    </article>
  );
}
