import type { QueryScope } from "@/lib/auth/viewer-types";
import { listEvents, type EventRow } from "@/lib/events/list-events";
import { DASHBOARD_LIMIT } from "./dashboard-limits";
import { readOrFallback } from "@/lib/log";

export type RecentEvent = Pick<
  EventRow,
  "id" | "title" | "url" | "status" | "statusReason" | "eventDate" | "insertedAt" | "publication" | "accountId" | "accountName" | "accountLogoUrl"
>;

/** The newest non-deleted events on the acting user's accounts (empty, and logged, when the query fails). */
export function listRecentEvents(scope: QueryScope): Promise<RecentEvent[]> {
  return readOrFallback("dashboard: loading recent events", async () => (await listEvents(scope, { limit: DASHBOARD_LIMIT, hideDeleted: true })).events, []);
}
