import Link from "next/link";
import { AccountLogo } from "@/components/accounts/account-logo";
import { PersonAvatar } from "@/components/people/person-avatar";
import { formatShortDate } from "@/lib/dates/format-date";
import type { ActivityEvent } from "@/lib/events/list-sent-events";
import { EventCardActions } from "@/components/events/event-card-actions";

/** Stakeholder avatars shown on a card before the '+N' badge (spec 2 §9). */
export const MAX_AVATARS = 5;

/** One event of the user's sent reports, with its stakeholders and the ways onward. */
export function ActivityCard({ event }: { event: ActivityEvent }) {
  const title = event.title || event.url || "Untitled event";
  const shown = event.stakeholders.slice(0, MAX_AVATARS);
  const more = event.stakeholders.length - shown.length;
  return (
    <article className="rounded-xl border bg-card p-4 shadow-xs sm:p-5" data-event-id={event.id}>
      <header className="flex items-center gap-3">
        <AccountLogo name={event.accountName} logoUrl={event.accountLogoUrl} className="size-9" />
        <div className="min-w-0 flex-1">
          <p className="truncate text-sm font-semibold">{event.accountName}</p>
          <p className="truncate text-xs text-muted-foreground">
            <time dateTime={event.eventDate ?? undefined}>{formatShortDate(event.eventDate, "Date unknown")}</time>
            {event.publication ? <span> · {event.publication}</span> : null}
            {/* The feed is ordered by this date (spec 2: sent date, newest first), so it is shown too. */}
            <span>
              {" · Sent "}
              <time dateTime={event.sentAt} data-sent-at={event.sentAt}>
                {formatShortDate(event.sentAt)}
              </time>
            </span>
          </p>
        </div>
      </header>
      <h2 className="mt-3 text-base leading-snug font-semibold text-pretty">
        <Link href={`/user/events/${event.id}`} className="hover:underline">
          {title}
        </Link>
      </h2>
      {event.tldr ? <p className="mt-1.5 text-sm leading-relaxed text-muted-foreground">{event.tldr}</p> : null}
      {shown.length ? (
        <ul className="mt-3 flex items-center -space-x-2" aria-label="Stakeholders">
          {shown.map((person) => (
            <li key={person.id}>
              <Link
                href={`/user/people/person/${person.id}`}
                title={person.title ? `${person.fullName}, ${person.title}` : person.fullName}
                className="block rounded-full ring-2 ring-card focus-visible:ring-ring"
              >
                <PersonAvatar name={person.fullName} imageUrl={person.profileImageUrl} className="size-8" />
              </Link>
            </li>
          ))}
          {more > 0 ? (
            <li>
              <span className="ml-3 text-xs font-medium text-muted-foreground" aria-label={`${more} more`}>
                +{more}
              </span>
            </li>
          ) : null}
        </ul>
      ) : null}
      <EventCardActions eventId={event.id} url={event.url} className="mt-4" />
    </article>
  );
}
