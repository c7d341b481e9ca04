import { sql } from "drizzle-orm";
import { rowsOf, type Queryable } from "@/lib/db/database";

export type DiscoveryStatusRow = { id: string; status: string; error: string | null; account_id: string };

export async function getDiscoveryStatus(tx: Queryable, id: string): Promise<DiscoveryStatusRow | null> {
  const [row] = rowsOf<DiscoveryStatusRow>(await tx.execute(sql`select id, status, error, account_id from public.discoveries where id = ${id}::uuid`));
  return row ?? null;
}
