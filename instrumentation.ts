// Runs once when a Next.js server starts: in hosted mode it opens PostgreSQL and applies migrations
// (failing the start-up when the database cannot be reached); in embedded mode (or with
// WORKER_ENABLED) it starts the queue worker inside the server process.
export async function register() {
  // eslint-disable-next-line no-restricted-properties -- Next.js inlines NEXT_RUNTIME per bundle, keeping Node-only code out of the edge bundle
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { recordPeerAddresses } = await import("@/lib/http/peer-address");
  recordPeerAddresses();
  const { checkProductionConfiguration } = await import("@/lib/startup/production-checks");
  checkProductionConfiguration();
  const { prepareHostedDatabase } = await import("@/lib/db/prepare-hosted-database");
  await prepareHostedDatabase();
  const { startWorkerIfEnabled } = await import("@/lib/queue/run-worker");
  startWorkerIfEnabled();
}
