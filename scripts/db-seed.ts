// npm run db:seed — migrates, then writes the demo workspace when the database has no company yet.
import "./load-env";
import { isSupabaseAuth } from "@/lib/env";
import { DEMO_LOGINS_MESSAGE, seedDemoIfEmpty } from "@/lib/seed/seed-demo";
import { describeScriptDatabase, openScriptDatabase, runScript } from "@/lib/seed/script-database";

runScript(async () => {
  console.log(`Seeding ${describeScriptDatabase()}...`);
  const handle = await openScriptDatabase();
  try {
    const result = await seedDemoIfEmpty(handle.db);
    if (result.seeded) console.log(`Demo workspace created: ${result.events} events, ${result.queuedJobs} queued for processing.`);
    else console.log(`The database already has data; nothing was added. ${DEMO_LOGINS_MESSAGE}`);
    if (isSupabaseAuth()) {
      console.warn("Supabase Auth is configured: the demo logins exist only for the built-in auth. Invite users through Supabase instead.");
    }
  } finally {
    await handle.close();
  }
});
