import { eq, sql } from "drizzle-orm";
import type { Queryable } from "@/lib/db/database";
import { events, type EventData } from "@/lib/db/schema/events";
import { log } from "@/lib/log";

// The writes of event processing (the worker's privileged connection): status while it runs,
// the analysis once it is done, and the outcome when it fails or is retried.

export const EVENT_WAS_DELETED = "The event was deleted.";

/** The event as processing needs it; undefined when it does not exist. */
export async function loadEventForProcessing(db: Queryable, eventId: string) {
  const [event] = await db
    .select({ id: events.id, url: events.url, accountId: events.accountId, isDeleted: events.isDeleted })
    .from(events)
    .where(eq(events.id, eventId))
    .limit(1);
  return event;
}

export async function markEventRunning(db: Queryable, eventId: string) {
  await db.update(events).set({ status: "running", statusReason: null, updatedAt: new Date() }).where(eq(events.id, eventId));
}

/**
 * A deleted event is not processed, but it must not stay pending or running (the list would poll it
 * forever): it keeps the contextualised data it has as completed, or fails when it has none.
 */
export async function settleDeletedEvent(db: Queryable, eventId: string) {
  await db.execute(sql`
    update public.events set
      status = case when coalesce(btrim(data ->> 'event_summary'), '') <> '' then 'completed' else 'failed' end,
      status_reason = case when coalesce(btrim(data ->> 'event_summary'), '') <> '' then null else ${EVENT_WAS_DELETED} end,
      updated_at = now()
    where id = ${eventId}::uuid and status in ('pending', 'running')`);
  log.info("event skipped: deleted", { eventId });
}

export type EventAnalysis = {
  data: EventData;
  /** Filled in only where the user left the field empty. */
  title: string | null;
  date: string | null;
  publication: string | null;
  summary: string | null;
};

/** Stores the analysis and completes the event; data keys are overwritten (safe to run again). */
export async function storeEventAnalysis(db: Queryable, eventId: string, analysis: EventAnalysis) {
  await db.execute(sql`
    update public.events set
      data = coalesce(data, '{}'::jsonb) || ${JSON.stringify(analysis.data)}::jsonb,
      title = coalesce(nullif(btrim(title), ''), ${analysis.title}),
      event_date = coalesce(event_date, ${analysis.date}::date),
      publication = coalesce(nullif(btrim(publication), ''), ${analysis.publication}),
      summary = coalesce(nullif(btrim(summary), ''), ${analysis.summary}),
      status = 'completed',
      status_reason = null,
      updated_at = now()
    where id = ${eventId}::uuid`);
}

/** Marks the event failed with a reason a user can read (the worker gave up on it). */
export async function markEventFailed(db: Queryable, eventId: string, reason: string) {
  await db.update(events).set({ status: "failed", statusReason: reason, updatedAt: new Date() }).where(eq(events.id, eventId));
}

/** Shows the event as waiting again while a retry is scheduled. */
export async function markEventRetrying(db: Queryable, eventId: string, reason: string) {
  await db
    .update(events)
    .set({ status: "pending", statusReason: `Retrying after an error: ${reason}`, updatedAt: new Date() })
    .where(eq(events.id, eventId));
}
