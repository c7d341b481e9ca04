// npm run db:migrate — applies pending migrations (supabase/migrations) to DATABASE_URL or the embedded database.
import "./load-env";
import { sql } from "drizzle-orm";
import { rowsOf } from "@/lib/db/database";
import { describeScriptDatabase, openScriptDatabase, runScript } from "@/lib/seed/script-database";

runScript(async () => {
  console.log(`Migrating ${describeScriptDatabase()}...`);
  const handle = await openScriptDatabase();
  try {
    const applied = rowsOf<{ version: string; name: string }>(
      await handle.db.execute(sql`select version, name from supabase_migrations.schema_migrations order by version`),
    );
    for (const m of applied) console.log(`  ${m.version} ${m.name}`);
    console.log(`Database is up to date (${applied.length} migrations).`);
  } finally {
    await handle.close();
  }
});
