import type { Transaction } from "@/lib/db/database";
import { events } from "@/lib/db/schema/events";

export type PendingEvent = Pick<typeof events.$inferInsert, "accountId" | "url" | "source" | "title" | "summary" | "publication" | "eventDate" | "data">;

/**
 * The one insert of a new event: pending, waiting for the event job its creator queues in the same
 * transaction (createEvent for a user, createDiscoveredEvents for discovery).
 */
export async function insertPendingEvent(tx: Transaction, event: PendingEvent): Promise<string> {
  const [row] = await tx
    .insert(events)
    .values({ title: null, eventDate: null, summary: null, ...event, status: "pending" })
    .returning({ id: events.id });
  return row.id;
}
