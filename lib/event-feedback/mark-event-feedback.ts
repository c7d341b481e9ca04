import { and, desc, eq, ne, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { isAccessibleAccount } from "@/lib/accounts/accessible-accounts";
import type { QueryScope } from "@/lib/auth/viewer-types";
import type { Transaction } from "@/lib/db/database";
import { eventFeedback } from "@/lib/db/schema/event-feedback";
import { events } from "@/lib/db/schema/events";
import { inScope, withScope } from "@/lib/db/scoped";
import { AppError } from "@/lib/errors/app-error";
import { EVENT_UNAVAILABLE_MESSAGE, type EventFeedbackReason } from "./event-feedback.validation";
import { nearestByTitle } from "./nearest-by-title";

/** Candidates for the other half of a "Duplicate" pair: the account's newest events. */
const DUPLICATE_LOOKBACK = 200;

/** `eventId` (a column or SQL) is not marked not relevant by `userId`: every list and report of that user filters with this. */
export function notMarkedBy(userId: string, eventId: AnyPgColumn | SQL): SQL {
  return sql`not exists (select 1 from public.event_feedback ef where ef.event_id = ${eventId} and ef.user_id = ${userId})`;
}

/**
 * Orders a user's report events: those of a signal type the user marked "not important to me" go after
 * the rest (true sorts after false). `data` is the events row's data column.
 */
export function notImportantTypeLast(userId: string, data: AnyPgColumn): SQL {
  return sql`exists (
    select 1 from public.event_feedback ef join public.events me on me.id = ef.event_id
    where ef.user_id = ${userId} and ef.reason = 'not_important' and me.data ->> 'signal_type' = ${data} ->> 'signal_type')`;
}

async function accessibleEvent(scope: QueryScope, eventId: string, tx: Transaction) {
  const [event] = await tx
    .select({ id: events.id, accountId: events.accountId, title: events.title })
    .from(events)
    .where(and(eq(events.id, eventId), isAccessibleAccount(scope, events.accountId)));
  if (!event) throw new AppError("not_found", EVENT_UNAVAILABLE_MESSAGE);
  return event;
}

/**
 * Marks the event "Not relevant" for the acting user, with an optional reason; marking again changes
 * the reason. A "Duplicate" is paired with the account's event whose title is nearest, so discovery
 * can treat the two as one story. The event leaves the user's lists and reports at once (notMarkedBy).
 */
export function markNotRelevant(scope: QueryScope, input: { eventId: string; reason?: EventFeedbackReason | null }, tx?: Transaction) {
  return inScope(scope, tx, async (tx) => {
    const event = await accessibleEvent(scope, input.eventId, tx);
    const reason = input.reason ?? null;
    let duplicateOfEventId: string | null = null;
    if (reason === "duplicate") {
      const others = await tx
        .select({ id: events.id, title: events.title })
        .from(events)
        .where(and(eq(events.accountId, event.accountId), ne(events.id, event.id), eq(events.isDeleted, false)))
        .orderBy(desc(events.insertedAt))
        .limit(DUPLICATE_LOOKBACK);
      duplicateOfEventId = nearestByTitle(event.title ?? "", others);
    }
    const values = { userId: scope.userId, eventId: event.id, accountId: event.accountId, reason, duplicateOfEventId };
    await tx
      .insert(eventFeedback)
      .values(values)
      .onConflictDoUpdate({ target: [eventFeedback.userId, eventFeedback.eventId], set: { reason, duplicateOfEventId, createdAt: new Date() } });
    return { eventId: event.id, reason };
  });
}

/** Undo: the acting user's mark on the event is removed; the event is back in their lists. Idempotent. */
export function undoNotRelevant(scope: QueryScope, input: { eventId: string }, tx?: Transaction) {
  return inScope(scope, tx, async (tx) => {
    await accessibleEvent(scope, input.eventId, tx);
    await tx.delete(eventFeedback).where(and(eq(eventFeedback.userId, scope.userId), eq(eventFeedback.eventId, input.eventId)));
    return { eventId: input.eventId };
  });
}

/** The acting user's mark on one event: its reason (null when none was given), or undefined when unmarked. */
export function getOwnFeedback(scope: QueryScope, eventId: string): Promise<{ reason: EventFeedbackReason | null } | undefined> {
  return withScope(scope, async (tx) => {
    const [row] = await tx
      .select({ reason: eventFeedback.reason })
      .from(eventFeedback)
      .where(and(eq(eventFeedback.userId, scope.userId), eq(eventFeedback.eventId, eventId)));
    return row;
  }, { oneQuery: true });
}
