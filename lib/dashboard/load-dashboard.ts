import { listAccounts, type AccountRow } from "@/lib/accounts/list-accounts";
import type { QueryScope } from "@/lib/auth/viewer-types";
import { listEvents, type EventRow } from "@/lib/events/list-events";
import { readOrFallback } from "@/lib/log";
import { listReports, type ReportRow } from "@/lib/reports/report-queries";
import { DASHBOARD_LIMIT } from "./dashboard-limits";

// Each list is a one-query read (one round trip on PostgreSQL); a list whose query fails is logged and
// shown empty (spec 1 §8: "List fetch errors are logged and show empty lists") without taking the others with it.

export type RecentEvent = Pick<
  EventRow,
  "id" | "title" | "url" | "status" | "statusReason" | "eventDate" | "insertedAt" | "publication" | "accountId" | "accountName" | "accountLogoUrl"
>;
export type RecentReport = ReportRow;
export type DashboardData = { events: RecentEvent[]; reports: RecentReport[]; accounts: AccountRow[] };

/** The newest non-deleted events on the acting user's accounts. */
export function listRecentEvents(scope: QueryScope): Promise<RecentEvent[]> {
  return readOrFallback("dashboard: loading recent events", async () => (await listEvents(scope, { limit: DASHBOARD_LIMIT, hideDeleted: true })).events, []);
}

/** The acting user's newest reports. */
export function listRecentReports(scope: QueryScope): Promise<RecentReport[]> {
  return readOrFallback("dashboard: loading recent reports", () => listReports(scope, { limit: DASHBOARD_LIMIT }), []);
}

/** The acting user's newest accounts in the acting company. */
export function listRecentAccounts(scope: QueryScope): Promise<AccountRow[]> {
  return readOrFallback("dashboard: loading recent accounts", () => listAccounts(scope, { order: "newest", limit: DASHBOARD_LIMIT }), []);
}

/** The dashboard's three lists, read at once. */
export async function loadDashboard(scope: QueryScope): Promise<DashboardData> {
  const [events, reports, accounts] = await Promise.all([listRecentEvents(scope), listRecentReports(scope), listRecentAccounts(scope)]);
  return { events, reports, accounts };
}
