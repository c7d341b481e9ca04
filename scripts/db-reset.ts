// npm run db:reset — wipes the data and seeds the demo workspace again.
// Embedded: deletes DATA_DIR/pglite, but only when no server holds the database (same lock as the app).
// Hosted: empties the app, auth, mail-outbox and queue tables (never drops schema objects), after --yes.
import "./load-env";
import fs from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { embeddedDataDir } from "@/lib/db/client";
import { rowsOf } from "@/lib/db/database";
import { acquireDataDirLock } from "@/lib/db/pglite-lock";
import { env, isSupabaseAuth } from "@/lib/env";
import { seedDemo } from "@/lib/seed/seed-demo";
import { describeScriptDatabase, openScriptDatabase, runScript } from "@/lib/seed/script-database";

const confirmed = process.argv.slice(2).includes("--yes");

/** Everything a reset empties in hosted mode; supabase_migrations (and Supabase's own schemas) stay. */
const wipedSchemas = ["public", "better_auth", "local_mail", "pgmq"];

async function resetEmbedded() {
  const pgliteDir = path.resolve(embeddedDataDir());
  // Refuses with the lock's message while `npm run dev`, `npm start` or a worker has the database open.
  const release = acquireDataDirLock(path.dirname(pgliteDir));
  try {
    fs.rmSync(pgliteDir, { recursive: true, force: true });
  } finally {
    release();
  }
  console.log(`Deleted ${pgliteDir}.`);
}

async function resetHosted() {
  const target = describeScriptDatabase();
  if (!confirmed) {
    throw new Error(
      `This deletes every row of the app tables, the local auth tables, the mail outbox and the job queue in ${target}.\n` +
        `Schema and migrations are kept. Run again with --yes to confirm: npm run db:reset -- --yes`,
    );
  }
  const handle = await openScriptDatabase();
  try {
    const tables = rowsOf<{ schemaname: string; tablename: string }>(
      await handle.db.execute(sql`select schemaname, tablename from pg_tables
          where schemaname in (${sql.join(wipedSchemas.map((s) => sql`${s}`), sql`, `)}) order by 1, 2`),
    );
    if (tables.length > 0) {
      const list = sql.join(tables.map((t) => sql`${sql.identifier(t.schemaname)}.${sql.identifier(t.tablename)}`), sql`, `);
      await handle.db.execute(sql`truncate table ${list} restart identity cascade`);
    }
    console.log(`Emptied ${tables.length} tables in ${target}.`);
  } finally {
    await handle.close();
  }
}

runScript(async () => {
  if (env().DATABASE_URL) await resetHosted();
  else await resetEmbedded();
  const handle = await openScriptDatabase();
  try {
    const result = await seedDemo(handle.db);
    console.log(`Demo workspace created: ${result.events} events, ${result.queuedJobs} queued for processing.`);
    if (isSupabaseAuth()) {
      console.warn("Supabase Auth is configured: the demo logins exist only for the built-in auth. Invite users through Supabase instead.");
    }
  } finally {
    await handle.close();
  }
});
