import { discoveries, type Discovery } from "@/lib/db/schema/discoveries";
import type { Queryable } from "@/lib/db/database";

export async function createDiscovery(
  db: Queryable,
  overrides: Partial<typeof discoveries.$inferInsert> & { accountId: string },
): Promise<Discovery> {
  const [row] = await db.insert(discoveries).values({ status: "completed", source: "auto", ...overrides }).returning();
  return row;
}
