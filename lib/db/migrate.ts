import fs from "node:fs";
import path from "node:path";

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

/**
 * Applies pending SQL migrations in order, each in its own transaction, recording them where the
 * Supabase CLI does (supabase_migrations.schema_migrations) so both tools agree on what ran.
 * The caller holds one connection (and, on PostgreSQL, an advisory lock) for the whole run.
 */
export async function applyMigrations(run: ScriptRunner, dir = migrationsDir()): Promise<string[]> {
  await run(`
    create schema if not exists supabase_migrations;
    create table if not exists supabase_migrations.schema_migrations (version text primary key, statements text[], name text);
  `);
  const done = new Set(
    (await run(`select version from supabase_migrations.schema_migrations`)).map((r) => String(r.version)),
  );
  const applied: string[] = [];
  for (const m of listMigrations(dir)) {
    if (done.has(m.version)) continue;
    const text = fs.readFileSync(m.file, "utf8");
    await run(
      `begin;\n${text}\n;insert into supabase_migrations.schema_migrations (version, statements, name) ` +
        `values (${quote(m.version)}, array[${quote(text)}], ${quote(m.name)});\ncommit;`,
    );
    applied.push(`${m.version}_${m.name}`);
  }
  return applied;
}
