import { AppError } from "@/lib/errors/app-error";
import { eq, sql } from "drizzle-orm";
import type { Transaction } from "@/lib/db/database";
import { events, type EventData } from "@/lib/db/schema/events";
import { isAssignedAccount } from "./account-access";
import { ONLY_COMPLETED_EVENTS_EDITABLE, SENT_EVENT_READ_ONLY } from "./event-error";
import {
  contextualizedSchema,
  eventDetailsSchema,
  eventIdSchema,
  firstIssue,
  type ContextualizedInput,
  type EventDetailsInput,
} from "./event.validation";
import { EVENT_NOT_FOUND } from "./event-error";
import { loadScopedEvent } from "./get-event";
import { withScope } from "@/lib/db/scoped";
import type { QueryScope } from "@/lib/auth/viewer-types";

export function saveFailed(reason: string) {
  return `Save failed: ${reason}`;
}

async function loadEditable(tx: Transaction, scope: QueryScope, eventId: string) {
  const event = await loadScopedEvent(scope, eventId, tx);
  // Sent events are read-only (spec 1 §4); the dialog hides Save, this guards direct calls.
  if (event.usageStatus === "sent") throw new AppError("invalid", saveFailed(SENT_EVENT_READ_ONLY));
  // Edit is offered only for completed events; a pending or running one would be overwritten by the worker.
  if (event.status !== "completed") throw new AppError("invalid", saveFailed(ONLY_COMPLETED_EVENTS_EDITABLE));
  return event;
}

/** Saves the Details and Summary tabs: title, event_date, summary, url, account_id. */
export async function updateEvent(scope: QueryScope, input: EventDetailsInput) {
  const parsed = eventDetailsSchema.safeParse(input);
  if (!parsed.success) throw new AppError("invalid", firstIssue(parsed.error));
  const { eventId, title, eventDate, summary, url, accountId } = parsed.data;
  return withScope(
    scope,
    async (tx) => {
      await loadEditable(tx, scope, eventId);
      if (!(await isAssignedAccount(scope, accountId, tx))) throw new AppError("invalid", saveFailed("Account not found."));
      await tx
        .update(events)
        .set({ title, eventDate, summary, url, accountId, updatedAt: new Date() })
        .where(eq(events.id, eventId));
      return loadScopedEvent(scope, eventId, tx);
    });
}

/** Saves the Contextualized tab, merged into `data` so other keys (publication, signal_type) survive. */
export async function updateEventData(scope: QueryScope, eventId: string, input: ContextualizedInput) {
  if (!eventIdSchema.safeParse(eventId).success) throw new AppError("not_found", EVENT_NOT_FOUND);
  const parsed = contextualizedSchema.safeParse(input);
  if (!parsed.success) throw new AppError("invalid", firstIssue(parsed.error));
  const patch: EventData = {
    event_summary: parsed.data.event_summary,
    tldr: parsed.data.tldr,
    why_it_matters: parsed.data.why_it_matters,
    offerings: parsed.data.offerings,
    suggested_action: parsed.data.suggested_action,
  };
  return withScope(
    scope,
    async (tx) => {
      await loadEditable(tx, scope, eventId);
      await tx
        .update(events)
        .set({ data: sql`${events.data} || ${JSON.stringify(patch)}::jsonb`, updatedAt: new Date() })
        .where(eq(events.id, eventId));
      return loadScopedEvent(scope, eventId, tx);
    });
}
