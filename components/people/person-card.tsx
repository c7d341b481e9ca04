"use client";

import Link from "next/link";
import { useId, useState } from "react";
import { useAction } from "@/components/shell/use-action";
import { compactAge } from "@/lib/dates/relative-age";
import { formatCompactDate } from "@/lib/dates/format-date";
import { linkedinUrl } from "@/lib/people/linkedin";
import type { ActionResult } from "@/lib/actions/action-result";
import type { PersonSummary, TimelineEntry } from "@/lib/people/people-view";
import { PersonAvatar } from "./person-avatar";
import "./person-card.css";

export type LoadTimeline = (personId: string) => Promise<ActionResult<{ timeline: TimelineEntry[] }>>;

/**
 * One person with their related events: given (`timeline`, with `alwaysOpen` on the single-person route)
 * or loaded with `loadTimeline` when the card is first opened. Styled by person-card.css.
 */
export function PersonCard({
  person,
  alwaysOpen = false,
  loadTimeline,
}: {
  person: PersonSummary & { timeline?: TimelineEntry[] };
  alwaysOpen?: boolean;
  loadTimeline?: LoadTimeline;
}) {
  const [open, setOpen] = useState(alwaysOpen);
  const [timeline, setTimeline] = useState(person.timeline ?? null);
  const noLoader = async (): Promise<ActionResult<{ timeline: TimelineEntry[] }>> => ({ ok: true, timeline: [] });
  const { execute: load, error } = useAction(loadTimeline ?? noLoader, {
    fallbackError: "Failed to load related events",
    onSuccess: (result) => setTimeline(result.timeline),
  });
  const expanded = alwaysOpen || open;
  function toggle() {
    setOpen((v) => !v);
    if (open || timeline || !loadTimeline) return;
    void load(person.id);
  }
  const timelineId = useId();
  const profile = linkedinUrl(person.linkedin_username);
  const count = person.event_count;
  return (
    <article className="pcd" data-person-id={person.id}>
      <div>
        <PersonAvatar plain name={person.full_name} imageUrl={person.profile_image_url} />
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
        <button type="button" aria-expanded={expanded} aria-controls={timelineId} onClick={toggle}>
          {`View ${count} related event${count === 1 ? "" : "s"}`}
        </button>
      )}
      {expanded && !timeline ? (
        <p id={timelineId} role={error ? "alert" : "status"} className="mt-3 text-sm text-muted-foreground">
          {error ?? "Loading related events..."}
        </p>
      ) : null}
      {expanded && timeline ? (
        <ol id={timelineId} className="mt-3 grid gap-2 border-l-2 border-brand/30 pl-4" aria-label={`Events with ${person.full_name}`}>
          {timeline.map((entry) => (
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
