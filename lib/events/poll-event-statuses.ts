import type { QueryScope } from "@/lib/auth/viewer-types";
import { getEventStatuses, listEvents, type EventRow } from "./list-events";

/**
 * Compares the statuses a list shows with the current ones and returns the full rows of the events
 * that changed, and the ids that are gone (deleted or no longer visible).
 */
export async function pollEventStatuses(scope: QueryScope, known: { id: string; status: string }[]): Promise<{ changed: EventRow[]; missing: string[] }> {
  const current = await getEventStatuses(scope, known.map((k) => k.id));
  const currentById = new Map(current.map((c) => [c.id, c]));
  const changedIds = known.filter((k) => currentById.has(k.id) && currentById.get(k.id)!.status !== k.status).map((k) => k.id);
  const missing = known.filter((k) => !currentById.has(k.id)).map((k) => k.id);
  const { events } = await listEvents(scope, { ids: changedIds, limit: changedIds.length || 1 });
  return { changed: events, missing };
}
