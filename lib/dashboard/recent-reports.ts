import type { QueryScope } from "@/lib/auth/viewer-types";
import { listReports, type ReportRow } from "@/lib/reports/report-queries";
import { DASHBOARD_LIMIT } from "./dashboard-limits";
import { readOrFallback } from "@/lib/log";

export type RecentReport = ReportRow;

/** The acting user's newest reports (empty, and logged, when the query fails). */
export function listRecentReports(scope: QueryScope): Promise<RecentReport[]> {
  return readOrFallback("dashboard: loading recent reports", () => listReports(scope, { limit: DASHBOARD_LIMIT }), []);
}
