import fs from "node:fs";
import path from "node:path";
import { REVOKE_ANON_ACCESS_SQL } from "./anon-access";
import { splitSqlStatements, statementSummary } from "./sql-statements";

/** Runs SQL text (possibly several statements) on one connection, returning the rows of the last one. */
export type ScriptRunner = (script: string) => Promise<Record<string, unknown>[]>;

export function migrationsDir() {
  // Shipped with the server through outputFileTracingIncludes in next.config.ts.
  return path.join(/*turbopackIgnore: true*/ process.cwd(), "supabase", "migrations");
}

export function listMigrations(dir = migrationsDir()) {
  return fs
    .readdirSync(/*turbopackIgnore: true*/ dir)
    .filter((f) => /^\d{14}_[a-z0-9_]+\.sql$/.test(f))
    .sort()
    .map((file) => ({ version: file.slice(0, 14), name: file.slice(15, -4), file: path.join(/*turbopackIgnore: true*/ dir, file) }));
}

const quote = (s: string) => `'${s.replace(/'/g, "''")}'`;

/** Serialises migrators: taken per transaction, so it also holds behind a transaction-mode pooler. */
export const MIGRATION_LOCK_KEY = 727274;

export class MigrationError extends Error {
  constructor(
    readonly migration: string,
    readonly statement: string,
    cause: unknown,
  ) {
    const reason = cause instanceof Error ? cause.message : String(cause);
    super(`Migration ${migration} failed at: ${statementSummary(statement)}\n  ${reason}`, { cause });
    this.name = "MigrationError";
  }
}

/**
 * Applies pending SQL migrations in order, each in its own transaction, recording them where the
 * Supabase CLI does (supabase_migrations.schema_migrations) so both tools agree on what ran.
 * Every transaction first takes a transaction-level advisory lock and re-reads what was applied,
 * so several processes starting at once apply each migration exactly once, even when their
 * connections go through a transaction-mode pooler (a session-level lock would stay behind on
 * whichever server connection took it). Statements run one by one so a failure names the
 * statement and the database's own error.
 *
 * anon loses its access to the app's objects first, in a step of its own, and again at the end of every
 * migration's transaction: a database left half-migrated by a failed migration grants anon nothing of the
 * app (Supabase's default privileges would otherwise hand it every new table and function).
 */
export async function applyMigrations(run: ScriptRunner, dir = migrationsDir()): Promise<string[]> {
  const applied: string[] = [];
  const inTransaction = async <T>(fn: () => Promise<T>): Promise<T> => {
    await run(`begin; select pg_advisory_xact_lock(${MIGRATION_LOCK_KEY})`);
    try {
      const result = await fn();
      await run("commit");
      return result;
    } catch (error) {
      await run("rollback").catch(() => {});
      throw error;
    }
  };
  const done = await inTransaction(async () => {
    await run(`
      create schema if not exists supabase_migrations;
      create table if not exists supabase_migrations.schema_migrations (version text primary key, statements text[], name text);
    `);
    return new Set((await run(`select version from supabase_migrations.schema_migrations`)).map((r) => String(r.version)));
  });
  const pending = listMigrations(dir).filter((m) => !done.has(m.version));
  if (pending.length > 0) await inTransaction(() => run(REVOKE_ANON_ACCESS_SQL));
  for (const m of pending) {
    const text = fs.readFileSync(m.file, "utf8");
    const label = `${m.version}_${m.name}`;
    const ran = await inTransaction(async () => {
      const already = await run(`select 1 as done from supabase_migrations.schema_migrations where version = ${quote(m.version)}`);
      if (already.length > 0) return false;
      for (const statement of splitSqlStatements(text)) {
        try {
          await run(statement);
        } catch (error) {
          throw new MigrationError(label, statement, error);
        }
      }
      await run(REVOKE_ANON_ACCESS_SQL);
      await run(
        `insert into supabase_migrations.schema_migrations (version, statements, name) ` +
          `values (${quote(m.version)}, array[${quote(text)}], ${quote(m.name)})`,
      );
      return true;
    });
    if (ran) applied.push(label);
  }
  return applied;
}
