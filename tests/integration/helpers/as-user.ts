import { sql, type SQL } from "drizzle-orm";
import { rowsOf, type Database } from "@/lib/db/database";
import { withScope } from "@/lib/db/scoped";

export type Row = Record<string, unknown>;

/** Runs `query` the way a request does: in a scoped transaction as `userId` (null = no claims). */
export async function queryAs(userId: string | null, query: SQL): Promise<Row[]> {
  return withScope(userId ? { userId } : null, async (tx) => rowsOf<Row>(await tx.execute(query)));
}

export type Attempt = { ok: true; rows: Row[] } | { ok: false; message: string };

/** Like queryAs, but a database error is returned (with the driver's own message) instead of thrown. */
export async function attemptAs(userId: string | null, query: SQL): Promise<Attempt> {
  try {
    return { ok: true, rows: await queryAs(userId, query) };
  } catch (error) {
    return { ok: false, message: errorMessages(error) };
  }
}

/** Drizzle wraps driver errors ("Failed query: ..."); the reason is in the cause chain. */
export function errorMessages(error: unknown): string {
  const messages: string[] = [];
  let current: unknown = error;
  while (current instanceof Error && messages.length < 5) {
    messages.push(current.message);
    current = current.cause;
  }
  return messages.join(" | ");
}

/** Every row of a table as canonical JSON text, read through the privileged connection. */
export async function snapshotTable(db: Database, table: string, schema = "public"): Promise<string[]> {
  const rows = rowsOf<{ row: string }>(
    await db.execute(sql`select to_jsonb(t)::text as row from ${sql.identifier(schema)}.${sql.identifier(table)} t order by 1`),
  );
  return rows.map((r) => r.row);
}
