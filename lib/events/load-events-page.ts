import { listAccountsIn } from "@/lib/accounts/list-accounts";
import { readTogether } from "@/lib/db/read-together";
import { log } from "@/lib/log";
import type { EventScope } from "./event-scope";
import { listAccountOptions, toAccountOption, type AccountOption } from "./list-account-options";
import { listEventsForScope, listEventsIn, type EventList } from "./list-events";

export type EventsPageData = { list: EventList; accounts: AccountOption[] };

/**
 * The Events page's first page of events and its Account select's options, read together. A list that
 * fails on its own is logged and shown empty (spec 1 §8).
 */
export function loadEventsPage(scope: EventScope): Promise<EventsPageData> {
  return readTogether<EventsPageData>(
    scope,
    "events",
    {
      list: (tx) => listEventsIn(tx, scope, {}),
      accounts: async (tx) => (await listAccountsIn(tx, scope)).map(toAccountOption),
    },
    {
      list: () =>
        listEventsForScope(scope).catch((error) => {
          log.error("events: listing failed", { error });
          return { events: [], nextCursor: null };
        }),
      accounts: () =>
        listAccountOptions(scope).catch((error) => {
          log.error("events: listing accounts failed", { error });
          return [];
        }),
    },
  );
}
