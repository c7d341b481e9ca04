import type { ActionResult } from "@/lib/actions/action-result";
import type { ContextualizedInput, EventDetailsInput, NewEventInput } from "./event.validation";
import type { ExistingEvent } from "./duplicate-event";
import type { EventDetail } from "./get-event";
import type { EventList, EventRow } from "./list-events";

export type { ActionResult };

/** The server actions the Events page hands to its client components (routes own them; components call them). */
export type EventsActions = {
  /** Refused with `existing` when the account already has an event for the same article. */
  create: (input: NewEventInput) => Promise<ActionResult<{ event: EventRow }> | { ok: false; error: string; existing: ExistingEvent }>;
  load: (eventId: string) => Promise<ActionResult<{ event: EventDetail }>>;
  updateDetails: (input: EventDetailsInput) => Promise<ActionResult<{ event: EventDetail; row: EventRow | null }>>;
  updateData: (input: { eventId: string; data: ContextualizedInput }) => Promise<ActionResult<{ event: EventDetail }>>;
  refresh: (input: { eventId: string | null; accountId: string | null }) => Promise<ActionResult<{ event: EventRow }>>;
  remove: (eventId: string) => Promise<ActionResult<{ id: string }>>;
  loadMore: (after: string) => Promise<ActionResult<EventList>>;
  poll: (known: { id: string; status: string }[]) => Promise<ActionResult<{ changed: EventRow[]; missing: string[] }>>;
  preview: (eventId: string) => Promise<ActionResult<{ html: string }>>;
};
