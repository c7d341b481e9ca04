import Link from "next/link";
import { PersonAvatar } from "@/components/people/person-avatar";
import { initials } from "@/lib/users/initials";
import { LogoMark } from "@/components/shared/logo-mark";
import { formatShortDate } from "@/lib/dates/format-date";
import type { ActivityEvent } from "@/lib/events/list-sent-events";
import { AlsoReportedBy } from "@/components/events/also-reported-by";
import { EventCardActions } from "@/components/events/event-card-actions";
import "./activity-card.css";

/** Stakeholder avatars shown on a card before the '+N' badge (spec 2 §9). */
export const MAX_AVATARS = 5;

/** One event of the user's sent reports, with its stakeholders and the ways onward. Styled by activity-card.css. */
export function ActivityCard({ event }: { event: ActivityEvent }) {
  const title = event.title || event.url || "Untitled event";
  const shown = event.stakeholders.slice(0, MAX_AVATARS);
  const more = event.stakeholders.length - shown.length;
  return (
    <article className="acd" data-event-id={event.id}>
      <header>
        <LogoMark name={event.accountName} logoUrl={event.accountLogoUrl} />
        <div>
          <p>{event.accountName}</p>
          <p>
            <time dateTime={event.eventDate ?? undefined}>{formatShortDate(event.eventDate, "Date unknown")}</time>
            {/* Text, not wrapped in spans: every byte of a card is paid twice (markup and page data, issue 12). */}
            {event.publication ? ` · ${event.publication} · Sent ` : " · Sent "}
            {/* The feed is ordered by this date (spec 2: sent date, newest first), so it is shown too. */}
            <time dateTime={event.sentAt.slice(0, 10)}>{formatShortDate(event.sentAt)}</time>
          </p>
        </div>
      </header>
      <h2>
        <Link href={`/user/events/${event.id}`}>{title}</Link>
      </h2>
      {event.tldr ? <p>{event.tldr}</p> : null}
      {shown.length ? (
        <ul aria-label="Stakeholders">
          {shown.map((person) => (
            <li key={person.id}>
              <Link href={`/user/people/person/${person.id}`} title={person.title ? `${person.fullName}, ${person.title}` : person.fullName}>
                {person.profileImageUrl ? (
                  <PersonAvatar plain name={person.fullName} imageUrl={person.profileImageUrl} />
                ) : (
                  // Initials, not the default silhouette: several identical grey heads on a card read as placeholders.
                  <b role="img" aria-label={person.fullName}>
                    {initials(person.fullName) || "?"}
                  </b>
                )}
              </Link>
            </li>
          ))}
          {more > 0 ? (
            <li>
              <span aria-label={`${more} more`}>+{more}</span>
            </li>
          ) : null}
        </ul>
      ) : null}
      <AlsoReportedBy outlets={event.alsoReportedBy} compact />
      <EventCardActions eventId={event.id} url={event.url} />
    </article>
  );
}
