import { and, desc, eq, sql } from "drizzle-orm";
import type { ActingScope } from "@/lib/auth/viewer-types";
import { reportEvents, reports } from "@/lib/db/schema/reports";
import { withScope } from "@/lib/db/scoped";
import { DASHBOARD_LIMIT } from "./dashboard-limits";
import { emptyOnError } from "./empty-on-error";

/**
 * The acting user's newest reports in the acting company, with how many events each holds (empty,
 * and logged, when the query fails).
 */
export function listRecentReports(scope: Pick<ActingScope, "userId" | "companyId">) {
  return emptyOnError("recent reports", () => selectRecentReports(scope));
}

function selectRecentReports(scope: Pick<ActingScope, "userId" | "companyId">) {
  return withScope(
    scope,
    (tx) =>
      tx
        .select({
          id: reports.id,
          name: reports.name,
          createdAt: reports.createdAt,
          sentAt: reports.sentAt,
          eventCount: sql<number>`(select count(*) from ${reportEvents} where ${reportEvents.reportId} = ${reports.id})::int`,
        })
        .from(reports)
        .where(and(eq(reports.userId, scope.userId), eq(reports.companyId, scope.companyId)))
        .orderBy(desc(reports.createdAt), desc(reports.id))
        .limit(DASHBOARD_LIMIT));
}

export type RecentReport = Awaited<ReturnType<typeof listRecentReports>>[number];
