import { env } from "@/lib/env";
import { log } from "@/lib/log";
import { getDbHandle, type DbHandle } from "./client";

/** Where DATABASE_URL points, without its credentials (safe for logs and error messages). */
function databaseLocation(url: string) {
  try {
    const parsed = new URL(url);
    return `${parsed.hostname}${parsed.port ? `:${parsed.port}` : ""}${parsed.pathname}`;
  } catch {
    return "DATABASE_URL";
  }
}

/**
 * Hosted mode: open PostgreSQL and apply pending migrations while the server starts, so a new
 * deployment fails at once on an unreachable database instead of on its first request. Embedded
 * mode opens PGlite lazily (its folder may only be owned by one process).
 */
export async function prepareHostedDatabase(open: () => Promise<DbHandle> = getDbHandle): Promise<void> {
  const e = env();
  if (!e.DATABASE_URL || e.NEXT_PHASE === "phase-production-build") return;
  const location = databaseLocation(e.DATABASE_URL);
  try {
    await open();
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    const message = `Could not open the database at ${location} (DATABASE_URL) or apply its migrations: ${reason}`;
    log.error(message, { error });
    throw new Error(message, { cause: error });
  }
  log.info("database ready, migrations applied", { database: location });
}
