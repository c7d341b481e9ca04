import { log } from "@/lib/log";
import type { QueryScope } from "@/lib/auth/viewer-types";
import { listAccountOptions, type AccountOption } from "./list-account-options";
import { listEvents, type EventList } from "./list-events";

export type EventsPageData = { list: EventList; accounts: AccountOption[] };

/**
 * The Events page's first page of events and its Account select's options, each a one-query read (one
 * round trip on PostgreSQL), both at once. A list that fails is logged and shown empty (spec 1 §8).
 */
export async function loadEventsPage(scope: QueryScope): Promise<EventsPageData> {
  const [list, accounts] = await Promise.all([
    listEvents(scope).catch((error): EventList => {
      log.error("events: listing failed", { error });
      return { events: [], nextCursor: null };
    }),
    listAccountOptions(scope).catch((error) => {
      log.error("events: listing accounts failed", { error });
      return [];
    }),
  ]);
  return { list, accounts };
}
