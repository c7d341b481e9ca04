"use server";

import { scopedAction } from "@/lib/actions/action-client";
import { markNotRelevant, undoNotRelevant } from "@/lib/event-feedback/mark-event-feedback";
import { markNotRelevantSchema, undoNotRelevantSchema } from "@/lib/event-feedback/event-feedback.validation";

const CONTEXT_REQUIRED = "Context Required: Please select a company and user from the header to view events.";

/** "Not relevant" on the events table, the activity feed and event details (issue 25). */
export const markNotRelevantAction = scopedAction(
  { name: "marking an event not relevant", input: markNotRelevantSchema, contextRequiredMessage: CONTEXT_REQUIRED, fallbackError: "Could not mark the event. Please try again." },
  async (input, { scope }) => ({ ok: true, ...(await markNotRelevant(scope, input)) }),
);

export const undoNotRelevantAction = scopedAction(
  { name: "undoing a not relevant mark", input: undoNotRelevantSchema, contextRequiredMessage: CONTEXT_REQUIRED, fallbackError: "Could not undo. Please try again." },
  async (input, { scope }) => ({ ok: true, ...(await undoNotRelevant(scope, input)) }),
);
