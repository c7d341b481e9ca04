"use server";

import { z } from "zod";
import { scopedAction } from "@/lib/actions/action-client";
import { viewerUserId } from "@/lib/auth/resolve-scope";
import type { ActingScope } from "@/lib/auth/viewer-types";
import { GENERIC_ERROR_MESSAGE } from "@/lib/errors/app-error";
import { createEvent } from "@/lib/events/create-event";
import { deleteEvent } from "@/lib/events/delete-event";
import { DuplicateEventError } from "@/lib/events/duplicate-event";
import { EVENT_NOT_FOUND } from "@/lib/events/event-error";
import { eventDataUpdateSchema, eventDetailsSchema, eventPollSchema, eventRefreshSchema, newEventSchema } from "@/lib/events/event.validation";
import { getEvent } from "@/lib/events/get-event";
import { listEvents } from "@/lib/events/list-events";
import { pollEventStatuses } from "@/lib/events/poll-event-statuses";
import { refreshEvent, refreshFailed } from "@/lib/events/refresh-event";
import { renderEventPreview } from "@/lib/events/render-event-preview";
import { saveFailed, updateEvent, updateEventData } from "@/lib/events/update-event";
import { admitSpend } from "@/lib/limits/spend-limits";

// Inputs are parsed by the action client with these schemas; the lib functions check them again,
// since they are also called from jobs and tests.
const CONTEXT_REQUIRED = "Context Required: Please select a company and user from the header to manage events.";
const cursorSchema = z.uuid({ error: GENERIC_ERROR_MESSAGE });
const eventIdOrNotFound = z.uuid({ error: EVENT_NOT_FOUND });
const scoped = { contextRequiredMessage: CONTEXT_REQUIRED };
/** Creating and refreshing an event run the LLM on its article: both count against the spending limits. */
const admitAnalysis = (scope: ActingScope) => admitSpend("event_processing", { userId: viewerUserId(scope.viewer), companyId: scope.companyId });

export const createEventAction = scopedAction(
  { ...scoped, name: "creating an event", input: newEventSchema, fallbackError: "Failed to create event" },
  async (input, { scope }) => {
    await admitAnalysis(scope);
    try {
      return { ok: true as const, event: await createEvent(scope, input) };
    } catch (error) {
      // The existing event travels with the message so the dialog can offer to open it.
      if (error instanceof DuplicateEventError) return { ok: false as const, error: error.message, existing: error.existing };
      throw error;
    }
  },
);

export const loadEventAction = scopedAction({ ...scoped, name: "loading an event", input: eventIdOrNotFound }, async (eventId, { scope }) => ({
  ok: true,
  event: await getEvent(scope, eventId),
}));

export const updateEventAction = scopedAction(
  { ...scoped, name: "saving event details", input: eventDetailsSchema, fallbackError: saveFailed(GENERIC_ERROR_MESSAGE) },
  async (input, { scope }) => {
    const event = await updateEvent(scope, input);
    const { events } = await listEvents(scope, { ids: [event.id], limit: 1 });
    return { ok: true, event, row: events[0] ?? null };
  },
);

export const updateEventDataAction = scopedAction(
  { ...scoped, name: "saving contextualized data", input: eventDataUpdateSchema, fallbackError: saveFailed(GENERIC_ERROR_MESSAGE) },
  async ({ eventId, data }, { scope }) => ({ ok: true, event: await updateEventData(scope, eventId, data) }),
);

export const refreshEventAction = scopedAction(
  { ...scoped, name: "refreshing an event", input: eventRefreshSchema, fallbackError: refreshFailed(GENERIC_ERROR_MESSAGE) },
  async (input, { scope }) => {
    await admitAnalysis(scope);
    return { ok: true, event: await refreshEvent(scope, input) };
  },
);

export const deleteEventAction = scopedAction(
  { ...scoped, name: "deleting an event", input: eventIdOrNotFound, fallbackError: "Failed to delete event. Please try again." },
  async (eventId, { scope }) => {
    await deleteEvent(scope, eventId);
    return { ok: true, id: eventId };
  },
);

export const loadMoreEventsAction = scopedAction({ ...scoped, name: "loading more events", input: cursorSchema }, async (after, { scope }) => ({
  ok: true,
  ...(await listEvents(scope, { after })),
}));

/** List polling (every 5 s while something is pending or running): the rows whose status changed. */
export const pollEventStatusesAction = scopedAction(
  { ...scoped, name: "polling event statuses", input: eventPollSchema },
  async (known, { scope }) => ({ ok: true, ...(await pollEventStatuses(scope, known)) }),
);

/** Renders the event as it will appear in the daily report email (server-side React Email). */
export const renderEventPreviewAction = scopedAction(
  { ...scoped, name: "rendering an event preview", input: eventIdOrNotFound, fallbackError: "Failed to load preview" },
  async (eventId, { scope }) => ({ ok: true, html: await renderEventPreview(scope, eventId) }),
);
