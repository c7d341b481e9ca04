import { reportEvents, reports, type Report } from "@/lib/db/schema/reports";
import type { Queryable } from "@/lib/db/database";
import { uniqueToken } from "./unique";

/** A report of `userId` in `companyId` holding `eventIds` in that order (draft unless sentAt is given). */
export async function createReport(
  db: Queryable,
  overrides: Partial<typeof reports.$inferInsert> & { userId: string; companyId: string; eventIds?: string[] },
): Promise<Report> {
  const { eventIds = [], ...values } = overrides;
  const token = uniqueToken();
  const [row] = await db
    .insert(reports)
    .values({ name: `Report ${token}`, subject: "New activity spotted in your accounts", ...values })
    .returning();
  if (eventIds.length > 0) {
    await db.insert(reportEvents).values(eventIds.map((eventId, orderIndex) => ({ reportId: row.id, eventId, orderIndex })));
  }
  return row;
}
