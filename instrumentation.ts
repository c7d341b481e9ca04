// Runs once when a Next.js server starts. Hosted mode checks its configuration and stops the start
// with one clear line when AUTH_SECRET is missing or weak, or the database cannot be reached or
// migrated; it then watches for jobs no worker takes. Embedded mode (or WORKER_ENABLED) starts the
// queue worker inside the server process.
export async function register() {
  try {
    await start();
  } catch (error) {
    // `npm start` runs Next.js as a custom server, whose start only logs a failed register() and serves
    // on: stop there, after the line that says why (logged where the check failed).
    const { env } = await import("@/lib/env");
    if (env().TRAYO_EXIT_ON_START_FAILURE === "1") process.exit(1);
    throw error;
  }
}

async function start() {
  // eslint-disable-next-line no-restricted-properties -- Next.js inlines NEXT_RUNTIME per bundle, keeping Node-only code out of the edge bundle
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { env, isHostedDatabase, isWorkerEnabled } = await import("@/lib/env");
  const building = env().NEXT_PHASE === "phase-production-build";
  if (isHostedDatabase() && !building) {
    const { getAuthSecret } = await import("@/lib/auth/auth-secret");
    const { log } = await import("@/lib/log");
    try {
      getAuthSecret();
    } catch (error) {
      log.error((error as Error).message);
      throw error;
    }
  }
  const { recordPeerAddresses } = await import("@/lib/http/peer-address");
  recordPeerAddresses();
  const { checkProductionConfiguration } = await import("@/lib/startup/production-checks");
  checkProductionConfiguration();
  const { prepareHostedDatabase } = await import("@/lib/db/prepare-hosted-database");
  await prepareHostedDatabase();
  const { startWorkerIfEnabled } = await import("@/lib/jobs/app-worker");
  startWorkerIfEnabled();
  const { startDailyTasksIfEnabled } = await import("@/lib/schedule/daily-tasks");
  startDailyTasksIfEnabled();
  if (isHostedDatabase() && !building && !isWorkerEnabled()) {
    const { startQueueWatch } = await import("@/lib/jobs/queue-watch");
    startQueueWatch();
  }
}
