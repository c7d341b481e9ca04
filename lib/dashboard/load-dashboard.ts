import type { AccountRow } from "@/lib/accounts/list-accounts";
import { listAccountsIn } from "@/lib/accounts/list-accounts";
import type { ActingScope } from "@/lib/auth/viewer-types";
import { withScope } from "@/lib/db/scoped";
import { listEventsIn } from "@/lib/events/list-events";
import { log } from "@/lib/log";
import { listReportsIn } from "@/lib/reports/list-reports";
import { DASHBOARD_LIMIT } from "./dashboard-limits";
import { listRecentAccounts } from "./recent-accounts";
import { listRecentEvents, type RecentEvent } from "./recent-events";
import { listRecentReports, type RecentReport } from "./recent-reports";

export type DashboardData = { events: RecentEvent[]; reports: RecentReport[]; accounts: AccountRow[] };

/**
 * The dashboard's three lists, read in one transaction: one round trip per query on the page that every
 * admin opens first. When that fails, each list is read on its own, so one failing list cannot empty the
 * others (a list that fails again is logged and shown empty).
 */
export async function loadDashboard(scope: Pick<ActingScope, "userId" | "companyId">): Promise<DashboardData> {
  try {
    return await withScope(scope, async (tx) => ({
      events: (await listEventsIn(tx, scope, { limit: DASHBOARD_LIMIT, hideDeleted: true })).events,
      reports: await listReportsIn(tx, scope, { limit: DASHBOARD_LIMIT }),
      accounts: await listAccountsIn(tx, scope, { order: "newest", limit: DASHBOARD_LIMIT }),
    }), { readOnly: true });
  } catch (error) {
    log.warn("dashboard: reading the lists together failed; reading each on its own", { error });
    const [events, reports, accounts] = await Promise.all([listRecentEvents(scope), listRecentReports(scope), listRecentAccounts(scope)]);
    return { events, reports, accounts };
  }
}
