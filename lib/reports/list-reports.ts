import { and, desc, eq, sql } from "drizzle-orm";
import type { ActingScope } from "@/lib/auth/viewer-types";
import type { Transaction } from "@/lib/db/database";
import { withScope } from "@/lib/db/scoped";
import { reportEvents, reports } from "@/lib/db/schema/reports";

type ReportListScope = Pick<ActingScope, "userId" | "companyId">;

/** The acting user's reports in the acting company, newest first, with how many events each holds. */
export function listReportsForScope(scope: ReportListScope, options: { limit?: number } = {}) {
  return withScope(scope, (tx) => listReportsIn(tx, scope, options), { oneQuery: true });
}

/** listReportsForScope inside a transaction the caller opened with withScope. */
export function listReportsIn(tx: Transaction, scope: ReportListScope, { limit = 100 }: { limit?: number } = {}) {
  return tx
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
    .limit(limit);
}

export type ReportListRow = Awaited<ReturnType<typeof listReportsForScope>>[number];
