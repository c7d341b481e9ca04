import { and, desc, eq, sql } from "drizzle-orm";
import type { ActingScope } from "@/lib/auth/viewer-types";
import { withScope } from "@/lib/db/scoped";
import { reportEvents, reports } from "@/lib/db/schema/reports";

/** The acting user's reports in the acting company, newest first, with how many events each holds. */
export function listReportsForScope(scope: Pick<ActingScope, "userId" | "companyId">, { limit = 100 }: { limit?: number } = {}) {
  return withScope(scope, (tx) =>
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
      .limit(limit),
  );
}

export type ReportListRow = Awaited<ReturnType<typeof listReportsForScope>>[number];
