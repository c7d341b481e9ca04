// Standalone queue worker (`npm run worker`): run as many copies as needed against the same
// PostgreSQL (DATABASE_URL). Without DATABASE_URL it opens the embedded database, which only works
// while no web server holds it.
import { getDbHandle } from "@/lib/db/client";
import { env } from "@/lib/env";
import { log } from "@/lib/log";
import { defaultJobs } from "@/lib/queue/job-registry";
import { startWorker } from "@/lib/queue/worker";

async function main() {
  const e = env();
  const handle = await getDbHandle();
  const worker = startWorker({
    db: handle.db,
    jobs: defaultJobs(),
    concurrency: e.WORKER_CONCURRENCY,
    pollMs: e.WORKER_POLL_MS,
    stopGraceMs: e.WORKER_STOP_GRACE_MS,
  });
  log.info(`worker running on ${handle.kind === "postgres" ? "PostgreSQL" : "the embedded database"} (concurrency ${e.WORKER_CONCURRENCY}); Ctrl-C to stop`);
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info(`${signal}: finishing running jobs`);
    await worker.stop();
    await handle.close();
    process.exit(0);
  };
  process.on("SIGTERM", () => void stop("SIGTERM"));
  process.on("SIGINT", () => void stop("SIGINT"));
}

main().catch((error) => {
  log.error("worker failed to start", { error });
  process.exit(1);
});
