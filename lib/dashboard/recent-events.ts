import type { ActingScope } from "@/lib/auth/viewer-types";
import { listEventsForScope, type EventRow } from "@/lib/events/list-events";
import { DASHBOARD_LIMIT } from "./dashboard-limits";
import { emptyOnError } from "./empty-on-error";

export type RecentEvent = Pick<
  EventRow,
  "id" | "title" | "url" | "status" | "statusReason" | "eventDate" | "insertedAt" | "publication" | "accountId" | "accountName" | "accountLogoUrl"
>;

/** The newest non-deleted events on the acting user's accounts (empty, and logged, when the query fails). */
export function listRecentEvents(scope: Pick<ActingScope, "userId" | "companyId">): Promise<RecentEvent[]> {
  return emptyOnError("recent events", async () => (await listEventsForScope(scope, { limit: DASHBOARD_LIMIT, hideDeleted: true })).events);
}
