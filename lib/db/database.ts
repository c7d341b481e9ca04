import type { PgDatabase, PgQueryResultHKT, PgTransaction } from "drizzle-orm/pg-core";
import type { ExtractTablesWithRelations } from "drizzle-orm";

// Both drivers (PGlite in embedded mode, postgres-js in hosted mode) expose this query builder.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Database = PgDatabase<PgQueryResultHKT, Record<string, never>, ExtractTablesWithRelations<any>>;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Transaction = PgTransaction<PgQueryResultHKT, Record<string, never>, ExtractTablesWithRelations<any>>;
export type Queryable = Database | Transaction;

/** Rows of a raw `db.execute(sql...)`, whichever driver answered. */
export function rowsOf<T>(result: unknown): T[] {
  if (Array.isArray(result)) return result as T[];
  const rows = (result as { rows?: unknown[] } | null)?.rows;
  return (rows ?? []) as T[];
}
