import type { ActingScope } from "@/lib/auth/viewer-types";
import { listReportsForScope, type ReportListRow } from "@/lib/reports/list-reports";
import { DASHBOARD_LIMIT } from "./dashboard-limits";
import { emptyOnError } from "./empty-on-error";

export type RecentReport = ReportListRow;

/** The acting user's newest reports (empty, and logged, when the query fails). */
export function listRecentReports(scope: Pick<ActingScope, "userId" | "companyId">): Promise<RecentReport[]> {
  return emptyOnError("recent reports", () => listReportsForScope(scope, { limit: DASHBOARD_LIMIT }));
}
