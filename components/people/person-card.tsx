"use client";

import Link from "next/link";
import { useId, useState } from "react";
import { compactAge } from "@/lib/dates/relative-age";
import { formatCompactDate } from "@/lib/dates/format-date";
import { linkedinUrl } from "@/lib/people/linkedin";
import type { PersonView } from "@/lib/people/people-view";
import { DEFAULT_AVATAR_URL } from "./person-avatar";
import "./person-card.css";

/** One person with their related events; `alwaysOpen` on the single-person route. Styled by person-card.css. */
export function PersonCard({ person, alwaysOpen = false }: { person: PersonView; alwaysOpen?: boolean }) {
  const [open, setOpen] = useState(alwaysOpen);
  const expanded = alwaysOpen || open;
  const timelineId = useId();
  const profile = linkedinUrl(person.linkedin_username);
  const count = person.event_count;
  return (
    <article className="pcd" data-person-id={person.id}>
      <div>
        {/* eslint-disable-next-line @next/next/no-img-element -- profile photos come from any host; next/image would need every host configured */}
        <img src={person.profile_image_url || DEFAULT_AVATAR_URL} alt={person.full_name} loading="lazy" />
        <div>
          <h2>
            <Link href={`/user/people/person/${person.id}`}>{person.full_name}</Link>
          </h2>
          <p>{person.title ? `${person.title} at ${person.account_name}` : person.account_name}</p>
          {profile ? (
            <a href={profile} target="_blank" rel="noopener noreferrer">
              LinkedIn profile
              <span className="sr-only">of {person.full_name} (opens in a new tab)</span>
            </a>
          ) : null}
        </div>
      </div>
      {alwaysOpen ? null : (
        <button type="button" aria-expanded={expanded} aria-controls={timelineId} onClick={() => setOpen((v) => !v)}>
          {`View ${count} related event${count === 1 ? "" : "s"}`}
        </button>
      )}
      {expanded ? (
        <ol id={timelineId} className="mt-3 grid gap-2 border-l-2 border-brand/30 pl-4" aria-label={`Events with ${person.full_name}`}>
          {person.timeline.map((entry) => (
            <li key={entry.eventId}>
              <Link
                href={`/user/events/${entry.eventId}`}
                className="block rounded-lg border bg-background p-3 hover:border-brand/50 hover:shadow-sm focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
              >
                <p className="text-xs text-muted-foreground">
                  <time dateTime={entry.eventDate ?? undefined}>{formatCompactDate(entry.eventDate)}</time>
                  {entry.eventDate ? <span> · {compactAge(entry.eventDate)}</span> : null}
                </p>
                <div className="mt-1 text-sm" dangerouslySetInnerHTML={{ __html: entry.summaryHtml }} />
                {entry.reasoning ? (
                  <p className="mt-2 text-sm">
                    <span className="font-medium">Why this person matters: </span>
                    <span className="text-muted-foreground">{entry.reasoning}</span>
                  </p>
                ) : null}
              </Link>
            </li>
          ))}
        </ol>
      ) : null}
    </article>
  );
}
