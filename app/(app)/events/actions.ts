"use server";

import { render } from "@react-email/render";
import { createElement } from "react";
import EventPreviewEmail, { toEmailEvent } from "@/emails/event-preview";
import { getScope, requireActingScope } from "@/lib/auth/scope";
import type { ActingScope } from "@/lib/auth/viewer-types";
import { env } from "@/lib/env";
import { createEvent } from "@/lib/events/create-event";
import { deleteEvent } from "@/lib/events/delete-event";
import type { ActionResult } from "@/lib/events/event-actions-contract";
import { EventError } from "@/lib/events/event-error";
import { eventIdSchema, eventIdsSchema, type ContextualizedInput, type EventDetailsInput, type NewEventInput } from "@/lib/events/event.validation";
import { getEvent, getEventStakeholders, type EventDetail } from "@/lib/events/get-event";
import { FEED_PAGE_SIZE, getEventStatuses, listEventsForScope, type EventList, type EventRow } from "@/lib/events/list-events";
import { refreshEvent, refreshFailed } from "@/lib/events/refresh-event";
import { saveFailed, updateEvent, updateEventData } from "@/lib/events/update-event";
import { log } from "@/lib/log";
import { NO_COMPANY_MESSAGE } from "@/lib/users/context-messages";

const CONTEXT_REQUIRED = "Context Required: Please select a company and user from the header to manage events.";
const SIGN_IN = "Please sign in to continue";
const UNEXPECTED = "Something went wrong. Please try again.";

/**
 * Resolves the acting user on the server and runs `fn`. EventErrors carry the spec's wording and
 * are shown as is; anything else is logged and replaced by `fallback` (never a raw database error).
 */
async function asActingUser<T>(what: string, fallback: string, fn: (scope: ActingScope) => Promise<ActionResult<T>>): Promise<ActionResult<T>> {
  try {
    const scope = await requireActingScope();
    if (!scope) {
      const base = await getScope();
      return { ok: false, error: !base ? SIGN_IN : base.isAdmin ? CONTEXT_REQUIRED : NO_COMPANY_MESSAGE };
    }
    return await fn(scope);
  } catch (error) {
    if (error instanceof EventError) return { ok: false, error: error.message };
    log.error(`events: ${what} failed`, { error, cause: (error as Error)?.cause });
    return { ok: false, error: fallback };
  }
}

export async function createEventAction(input: NewEventInput): Promise<ActionResult<{ event: EventRow }>> {
  return asActingUser("creating an event", "Failed to create event", async (scope) => {
    const event = await createEvent(scope, input);
    return { ok: true, event };
  });
}

export async function loadEventAction(eventId: string): Promise<ActionResult<{ event: EventDetail }>> {
  return asActingUser<{ event: EventDetail }>("loading an event", UNEXPECTED, async (scope) => {
    if (!eventIdSchema.safeParse(eventId).success) return { ok: false, error: "Event not found" };
    return { ok: true, event: await getEvent(scope, eventId) };
  });
}

export async function updateEventAction(input: EventDetailsInput): Promise<ActionResult<{ event: EventDetail; row: EventRow | null }>> {
  return asActingUser("saving event details", saveFailed(UNEXPECTED), async (scope) => {
    const event = await updateEvent(scope, input);
    const { events } = await listEventsForScope(scope, { ids: [event.id], limit: 1 });
    return { ok: true, event, row: events[0] ?? null };
  });
}

export async function updateEventDataAction(eventId: string, input: ContextualizedInput): Promise<ActionResult<{ event: EventDetail }>> {
  return asActingUser("saving contextualized data", saveFailed(UNEXPECTED), async (scope) => {
    const event = await updateEventData(scope, eventId, input);
    return { ok: true, event };
  });
}

export async function refreshEventAction(eventId: string | null, accountId: string | null): Promise<ActionResult<{ event: EventRow }>> {
  return asActingUser("refreshing an event", refreshFailed(UNEXPECTED), async (scope) => {
    const event = await refreshEvent(scope, { eventId, accountId });
    return { ok: true, event };
  });
}

export async function deleteEventAction(eventId: string): Promise<ActionResult<{ id: string }>> {
  return asActingUser("deleting an event", "Failed to delete event. Please try again.", async (scope) => {
    await deleteEvent(scope, eventId);
    return { ok: true, id: eventId };
  });
}

export async function loadMoreEventsAction(after: string): Promise<ActionResult<EventList>> {
  return asActingUser<EventList>("loading more events", UNEXPECTED, async (scope) => {
    if (!eventIdSchema.safeParse(after).success) return { ok: false, error: UNEXPECTED };
    return { ok: true, ...(await listEventsForScope(scope, { after })) };
  });
}

/** The next page of the user's own feed (/user/events): completed, non-deleted events only. */
export async function loadMoreFeedAction(after: string): Promise<ActionResult<EventList>> {
  return asActingUser<EventList>("loading more feed events", UNEXPECTED, async (scope) => {
    if (!eventIdSchema.safeParse(after).success) return { ok: false, error: UNEXPECTED };
    return { ok: true, ...(await listEventsForScope(scope, { after, feedOnly: true, limit: FEED_PAGE_SIZE })) };
  });
}

/**
 * List polling (every 5 s while something is pending or running): compares the statuses the
 * client shows with the current ones and returns the full rows of the events that changed.
 */
export async function pollEventStatusesAction(known: { id: string; status: string }[]): Promise<ActionResult<{ changed: EventRow[]; missing: string[] }>> {
  return asActingUser<{ changed: EventRow[]; missing: string[] }>("polling event statuses", UNEXPECTED, async (scope) => {
    const ids = eventIdsSchema.safeParse(known.map((k) => k.id));
    if (!ids.success) return { ok: false, error: UNEXPECTED };
    const current = await getEventStatuses(scope, ids.data);
    const currentById = new Map(current.map((c) => [c.id, c]));
    const changedIds = known.filter((k) => currentById.has(k.id) && currentById.get(k.id)!.status !== k.status).map((k) => k.id);
    const missing = known.filter((k) => !currentById.has(k.id)).map((k) => k.id);
    const { events } = await listEventsForScope(scope, { ids: changedIds, limit: changedIds.length || 1 });
    return { ok: true, changed: events, missing };
  });
}

/** Renders the event as it will appear in the daily report email (server-side React Email). */
export async function renderEventPreviewAction(eventId: string): Promise<ActionResult<{ html: string }>> {
  return asActingUser<{ html: string }>("rendering an event preview", "Failed to load preview", async (scope) => {
    if (!eventIdSchema.safeParse(eventId).success) return { ok: false, error: "Event not found" };
    const [event, people] = await Promise.all([getEvent(scope, eventId), getEventStakeholders(scope, eventId)]);
    const html = await render(createElement(EventPreviewEmail, { event: toEmailEvent(event, people), appUrl: env().APP_URL }));
    return { ok: true, html };
  });
}
