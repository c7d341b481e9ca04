import path from "node:path";
import { embeddedDataDir, hostedOpenOptions, openMigratedDatabase, type DbHandle, type OpenOptions } from "@/lib/db/client";
import { env } from "@/lib/env";

/** The database the npm db:* scripts work on: DATABASE_URL, else the embedded one in DATA_DIR. */
export function scriptDatabaseOptions(): OpenOptions {
  const e = env();
  return e.DATABASE_URL ? hostedOpenOptions({ max: 2 }) : { dataDir: embeddedDataDir() };
}

/** A human description of that database, without credentials. */
export function describeScriptDatabase(): string {
  const e = env();
  if (!e.DATABASE_URL) return `the embedded database in ${path.resolve(embeddedDataDir())}`;
  const url = new URL(e.DATABASE_URL);
  return `PostgreSQL database "${decodeURIComponent(url.pathname.replace(/^\//, "")) || "postgres"}" on ${url.hostname}${url.port ? `:${url.port}` : ""}`;
}

export function openScriptDatabase(): Promise<DbHandle> {
  return openMigratedDatabase(scriptDatabaseOptions());
}

/** Runs a db:* script: prints a failure's message (the lock message, a connection error) and exits 1. */
export function runScript(main: () => Promise<void>) {
  main().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : String(error));
      process.exit(1);
    },
  );
}
