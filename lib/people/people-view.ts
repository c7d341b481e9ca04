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

export type PersonView = Omit<PersonWithEvents, "related_events"> & { timeline: TimelineEntry[] };

export function toPersonView(person: PersonWithEvents): PersonView {
  const { related_events, ...rest } = person;
  return {
    ...rest,
    timeline: related_events.map((e) => ({
      eventId: e.event_id,
      eventDate: e.event_date,
      summaryHtml: sanitizeSummary(e.tldr?.trim() || e.title || "Untitled event"),
      reasoning: e.reasoning?.trim() || null,
    })),
  };
}
