import { createTableRelationsHelpers, extractTablesRelationalConfig } from "drizzle-orm";
import { PgDatabase, type PgDialect } from "drizzle-orm/pg-core";
import type { Database } from "@/lib/db/database";
import { authAccountRelations, authSessionRelations, authUserRelations, betterAuthTables } from "./auth-schema";

const fullSchema = { ...betterAuthTables, authUserRelations, authSessionRelations, authAccountRelations };

/**
 * `db` as better-auth's drizzle adapter wants it for joins: the same connections and session (so the
 * same recovery from lost connections), plus the auth tables' relations, which drizzle's relational
 * queries (`db.query.session.findFirst({ with: { user: true } })`) need. A signed-in request's session
 * and user then arrive in one query instead of two.
 */
export function withAuthRelations(db: Database): Database {
  const tables = extractTablesRelationalConfig(fullSchema, createTableRelationsHelpers);
  const { dialect } = db as unknown as { dialect: PgDialect };
  const relational = new PgDatabase(dialect, db._.session as never, { fullSchema, schema: tables.tables, tableNamesMap: tables.tableNamesMap });
  // Transactions stay the app's own (lib/db/postgres.ts retries one whose connection was lost).
  (relational as unknown as { transaction: Database["transaction"] }).transaction = db.transaction.bind(db);
  return relational as unknown as Database;
}
