import { withScope } from "@/lib/db/scoped";
import { listEventPeople } from "@/lib/people/list-event-people";
import { AppError } from "@/lib/errors/app-error";
import { EVENT_NOT_FOUND } from "./event-error";
import type { QueryScope } from "@/lib/auth/viewer-types";
import { loadScopedEvent } from "./get-event";

export type EventPerson = {
  id: string;
  full_name: string;
  title: string | null;
  account_name: string;
  profile_image_url: string | null;
  reasoning: string | null;
};

/**
 * A completed, non-deleted event of one of the acting user's assigned accounts, with its people
 * (spec 2 Event Details). Anything else is 'Event not found', exactly like an unknown id.
 */
export function getEventDetails(scope: QueryScope, eventId: string) {
  return withScope(scope, async (tx) => {
    const event = await loadScopedEvent(scope, eventId, tx);
    if (event.status !== "completed" || event.isDeleted) throw new AppError("not_found", EVENT_NOT_FOUND);
    const rows = (await listEventPeople([eventId], tx)).map((p) => ({
      id: p.id,
      full_name: p.fullName,
      title: p.title,
      account_name: p.accountName,
      profile_image_url: p.profileImageUrl,
      reasoning: p.reasoning,
    }));
    return { ...event, people: rows satisfies EventPerson[] };
  });
}

export type EventDetails = Awaited<ReturnType<typeof getEventDetails>>;
