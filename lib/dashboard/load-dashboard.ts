import type { AccountRow } from "@/lib/accounts/list-accounts";
import type { QueryScope } from "@/lib/auth/viewer-types";
import { listRecentAccounts } from "./recent-accounts";
import { listRecentEvents, type RecentEvent } from "./recent-events";
import { listRecentReports, type RecentReport } from "./recent-reports";

export type DashboardData = { events: RecentEvent[]; reports: RecentReport[]; accounts: AccountRow[] };

/**
 * The dashboard's three lists, each a one-query read (one round trip on PostgreSQL) and all three at once;
 * a list whose query fails is logged and shown empty without taking the others with it.
 */
export async function loadDashboard(scope: QueryScope): Promise<DashboardData> {
  const [events, reports, accounts] = await Promise.all([listRecentEvents(scope), listRecentReports(scope), listRecentAccounts(scope)]);
  return { events, reports, accounts };
}
