// Runs once when a Next.js server starts. Hosted mode checks its configuration and stops the start
// with one clear line when AUTH_SECRET is missing or weak, or the database cannot be reached or
// migrated; it then watches for jobs no worker takes. Embedded mode (or WORKER_ENABLED) starts the
// queue worker inside the server process.
export async function register() {
  // eslint-disable-next-line no-restricted-properties -- Next.js inlines NEXT_RUNTIME per bundle, keeping Node-only code out of the edge bundle
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  try {
    const { seedDemoOnFirstOpen } = await import("@/lib/seed/seed-on-first-open");
    seedDemoOnFirstOpen();
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
    const { startWorkerIfEnabled } = await import("@/lib/worker/app-worker");
    startWorkerIfEnabled();
    const { startDailyTasksIfEnabled } = await import("@/lib/schedule/daily-tasks");
    startDailyTasksIfEnabled();
    if (env().NODE_ENV === "development") {
      const { warmUpDevRoutes } = await import("@/lib/startup/dev-warm-up");
      void warmUpDevRoutes(`http://localhost:${env().PORT}`);
    }
    if (isHostedDatabase() && !building && !isWorkerEnabled()) {
      const { startQueueWatch } = await import("@/lib/queue/queue-watch");
      startQueueWatch();
    }
  } catch (error) {
    const { exitIfLaunchedByWebServer } = await import("@/lib/startup/exit-on-start-failure");
    exitIfLaunchedByWebServer();
    throw error;
  }
}
