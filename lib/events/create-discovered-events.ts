import type { Database } from "@/lib/db/database";
import { eventJob } from "@/lib/jobs/event-job";
import { ALSO_REPORTED_BY_KEY, type AlsoReportedBy } from "./also-reported-by";
import { insertPendingEvent } from "./insert-pending-event";

export type DiscoveredEvent = {
  title: string;
  url: string;
  summary: string | null;
  publication: string | null;
  /** YYYY-MM-DD, or null when the article's date is unknown. */
  eventDate: string | null;
  alsoReportedBy: AlsoReportedBy[];
};

/**
 * Discovery's new events for one account (source 'discovery'), each queued for processing on the
 * privileged queue, all in one transaction: either every selected story becomes a queued event or none.
 * Which articles are new is discovery's selection (it skips the URLs the account already has).
 */
export async function createDiscoveredEvents(db: Database, accountId: string, found: DiscoveredEvent[]): Promise<string[]> {
  if (found.length === 0) return [];
  return db.transaction(async (tx) => {
    const ids: string[] = [];
    for (const event of found) {
      const id = await insertPendingEvent(tx, {
        accountId,
        title: event.title,
        url: event.url,
        summary: event.summary,
        publication: event.publication,
        eventDate: event.eventDate,
        source: "discovery",
        data: event.alsoReportedBy.length ? { [ALSO_REPORTED_BY_KEY]: event.alsoReportedBy } : {},
      });
      await eventJob.enqueuePrivileged(tx, { event_id: id });
      ids.push(id);
    }
    return ids;
  });
}
