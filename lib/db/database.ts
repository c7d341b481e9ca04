import type { PgDatabase, PgQueryResultHKT, PgTransaction } from "drizzle-orm/pg-core";
import type { ExtractTablesWithRelations } from "drizzle-orm";

type NoRelations = ExtractTablesWithRelations<Record<string, never>>;

// Both drivers (PGlite in embedded mode, node-postgres in hosted mode) expose this query builder.
export type Database = PgDatabase<PgQueryResultHKT, Record<string, never>, NoRelations>;
export type Transaction = PgTransaction<PgQueryResultHKT, Record<string, never>, NoRelations>;
export type Queryable = Database | Transaction;

/** Rows of a raw `db.execute(sql...)`, whichever driver answered. */
export function rowsOf<T>(result: unknown): T[] {
  if (Array.isArray(result)) return result as T[];
  const rows = (result as { rows?: unknown[] } | null)?.rows;
  return (rows ?? []) as T[];
}
