import type { PersonWithEvents } from "./people-types";
import { sanitizeSummary } from "./sanitize-summary";

export const PEOPLE_CONTEXT_REQUIRED = "Context Required: Please select a company and user from the header to view people.";
export const NO_PEOPLE_MESSAGE = "No people found in your events yet.";

/** A timeline entry ready to render: its summary (tldr, or the title) as sanitised HTML. */
export type TimelineEntry = {
  eventId: string;
  eventDate: string | null;
  summaryHtml: string;
  reasoning: string | null;
};

/** A person's card before it is opened: the list page sends this, and the timeline on demand (issue 12). */
export type PersonSummary = Pick<PersonWithEvents, "id" | "full_name" | "title" | "profile_image_url" | "linkedin_username" | "account_name" | "event_count">;

/** What an open person's card shows. */
export type PersonView = PersonSummary & { timeline: TimelineEntry[] };

export function toPersonSummary(person: PersonWithEvents): PersonSummary {
  const { id, full_name, title, profile_image_url, linkedin_username, account_name, event_count } = person;
  return { id, full_name, title, profile_image_url, linkedin_username, account_name, event_count };
}

export function toPersonView(person: PersonWithEvents): PersonView {
  return {
    ...toPersonSummary(person),
    timeline: person.related_events.map((e) => ({
      eventId: e.event_id,
      eventDate: e.event_date,
      summaryHtml: sanitizeSummary(e.tldr?.trim() || e.title || "Untitled event"),
      reasoning: e.reasoning?.trim() || null,
    })),
  };
}
