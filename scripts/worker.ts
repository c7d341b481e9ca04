// Standalone queue worker (`npm run worker`): run as many copies as needed against the same
// PostgreSQL (DATABASE_URL). Without DATABASE_URL it opens the embedded database, which only works
// while no web server holds it.
import "./load-env";
import { getDbHandle } from "@/lib/db/client";
import { env } from "@/lib/env";
import { installShutdown, startAppWorker } from "@/lib/worker/app-worker";
import { log } from "@/lib/log";
import { describeScriptDatabase } from "@/lib/seed/script-database";
import { seedDemoOnFirstOpen } from "@/lib/seed/seed-on-first-open";

// A bug in one job (an error thrown from a timer or a stray promise) is logged; the worker keeps
// taking jobs rather than dropping every job it is running. The job itself fails or times out and
// is retried by the queue.
process.on("unhandledRejection", (error) => log.error("worker: unhandled rejection in a job", { error }));
process.on("uncaughtException", (error) => log.error("worker: uncaught exception in a job", { error }));

async function main() {
  const e = env();
  seedDemoOnFirstOpen();
  await getDbHandle();
  installShutdown();
  await startAppWorker();
  log.info(`worker running on ${describeScriptDatabase()}, queue "events" (concurrency ${e.WORKER_CONCURRENCY}); Ctrl-C to stop`);
}

main().catch((error) => {
  log.error("worker failed to start", { error: error instanceof Error ? error.message : String(error) });
  process.exit(1);
});
