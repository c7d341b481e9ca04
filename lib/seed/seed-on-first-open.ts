import { seedEmbeddedDatabaseWith } from "@/lib/db/client";

/**
 * Start-up (the web server's instrumentation, `npm run worker`): an empty embedded database is given
 * the demo workspace by whichever code opens it first (SEED_DEMO_DATA). The seed loads only then.
 */
export function seedDemoOnFirstOpen(): void {
  seedEmbeddedDatabaseWith(async (db) => {
    const { seedDemoIfEmpty } = await import("./seed-demo");
    await seedDemoIfEmpty(db);
  });
}
