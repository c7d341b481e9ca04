import type { AccountRow } from "@/lib/accounts/list-accounts";
import { listAccountsIn } from "@/lib/accounts/list-accounts";
import type { ActingScope } from "@/lib/auth/viewer-types";
import { readTogether } from "@/lib/db/read-together";
import { listEventsIn } from "@/lib/events/list-events";
import { listReportsIn } from "@/lib/reports/list-reports";
import { DASHBOARD_LIMIT } from "./dashboard-limits";
import { listRecentAccounts } from "./recent-accounts";
import { listRecentEvents, type RecentEvent } from "./recent-events";
import { listRecentReports, type RecentReport } from "./recent-reports";

export type DashboardData = { events: RecentEvent[]; reports: RecentReport[]; accounts: AccountRow[] };

/** The dashboard's three lists, read together (a list that fails on its own is logged and shown empty). */
export function loadDashboard(scope: Pick<ActingScope, "userId" | "companyId">): Promise<DashboardData> {
  return readTogether<DashboardData>(
    scope,
    "dashboard",
    {
      events: async (tx) => (await listEventsIn(tx, scope, { limit: DASHBOARD_LIMIT, hideDeleted: true })).events,
      reports: (tx) => listReportsIn(tx, scope, { limit: DASHBOARD_LIMIT }),
      accounts: (tx) => listAccountsIn(tx, scope, { order: "newest", limit: DASHBOARD_LIMIT }),
    },
    { events: () => listRecentEvents(scope), reports: () => listRecentReports(scope), accounts: () => listRecentAccounts(scope) },
  );
}
