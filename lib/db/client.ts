import path from "node:path";
import { env } from "@/lib/env";
import type { Database } from "./database";
import { applyMigrations, type ScriptRunner } from "./migrate";
import { acquireDataDirLock } from "./pglite-lock";

export type DbHandle = {
  kind: "pglite" | "postgres";
  /** Privileged connection: worker, cron, migrations, seed, and admin operations after a server-side check. */
  db: Database;
  /** Runs `fn` on one dedicated connection; `run` takes SQL text with several statements and no parameters. */
  withConnection: <T>(fn: (run: ScriptRunner) => Promise<T>) => Promise<T>;
  close: () => Promise<void>;
};

export type OpenOptions = {
  /** PostgreSQL connection string; when absent, PGlite is used. */
  databaseUrl?: string;
  /** PGlite data folder; "memory://" (the default) for an in-memory database. */
  dataDir?: string;
  max?: number;
};

export async function openDatabase(options: OpenOptions): Promise<DbHandle> {
  if (options.databaseUrl) {
    const { default: postgres } = await import("postgres");
    const { drizzle } = await import("drizzle-orm/postgres-js");
    const client = postgres(options.databaseUrl, { max: options.max ?? 10, onnotice: () => {} });
    return {
      kind: "postgres",
      db: drizzle(client) as unknown as Database,
      withConnection: async (fn) => {
        const reserved = await client.reserve();
        try {
          return await fn(async (script) => {
            const result = (await reserved.unsafe(script).simple()) as unknown as unknown[];
            const last = result.length > 0 && Array.isArray(result[result.length - 1]) ? result[result.length - 1] : result;
            return [...(last as Record<string, unknown>[])];
          });
        } finally {
          reserved.release();
        }
      },
      close: () => client.end({ timeout: 5 }),
    };
  }
  const { PGlite } = await import("@electric-sql/pglite");
  const dataDir = options.dataDir ?? "memory://";
  const release = dataDir.startsWith("memory://") ? () => {} : acquireDataDirLock(path.dirname(path.resolve(/*turbopackIgnore: true*/ dataDir)));
  let client: InstanceType<typeof PGlite>;
  try {
    client = new PGlite(dataDir);
    await client.waitReady;
  } catch (error) {
    release();
    throw error;
  }
  const { drizzle } = await import("drizzle-orm/pglite");
  return {
    kind: "pglite",
    db: drizzle(client) as unknown as Database,
    withConnection: (fn) =>
      fn(async (script) => {
        const results = await client.exec(script);
        return (results[results.length - 1]?.rows ?? []) as Record<string, unknown>[];
      }),
    close: async () => {
      await client.close();
      release();
    },
  };
}

/** Opens the database and applies pending migrations (serialised by an advisory lock on PostgreSQL). */
export async function openMigratedDatabase(options: OpenOptions): Promise<DbHandle> {
  const handle = await openDatabase(options);
  try {
    await handle.withConnection(async (run) => {
      if (handle.kind === "postgres") await run("select pg_advisory_lock(727274)");
      try {
        await applyMigrations(run);
      } finally {
        if (handle.kind === "postgres") await run("select pg_advisory_unlock(727274)");
      }
    });
  } catch (error) {
    await handle.close().catch(() => {});
    throw error;
  }
  return handle;
}

type Global = typeof globalThis & { __trayoDb?: Promise<DbHandle> };

export function embeddedDataDir() {
  return path.join(env().DATA_DIR, "pglite");
}

/**
 * The process-wide database, opened lazily on first use (never at import time) and migrated.
 * In embedded mode the first opener also seeds the demo workspace when the database is empty.
 */
export function getDbHandle(): Promise<DbHandle> {
  const g = globalThis as Global;
  if (!g.__trayoDb) {
    g.__trayoDb = (async () => {
      const e = env();
      const handle = await openMigratedDatabase(
        e.DATABASE_URL ? { databaseUrl: e.DATABASE_URL } : { dataDir: embeddedDataDir() },
      );
      if (handle.kind === "pglite" && e.SEED_DEMO_DATA) {
        const { seedDemoIfEmpty } = await import("@/lib/seed/seed-demo");
        await seedDemoIfEmpty(handle.db);
      }
      return handle;
    })();
    g.__trayoDb.catch(() => {
      g.__trayoDb = undefined;
    });
  }
  return g.__trayoDb;
}

export async function getDb(): Promise<Database> {
  return (await getDbHandle()).db;
}

/**
 * Makes `handle` the process-wide database that getDb() and withScope() use. For tests, the bench
 * and scripts that open their own database, so they reach it exactly as the app does.
 */
export function setProcessDatabase(handle: DbHandle | undefined): void {
  (globalThis as Global).__trayoDb = handle ? Promise.resolve(handle) : undefined;
}

/** Closes the process-wide database (graceful shutdown); a later getDbHandle() opens it again. */
export async function closeDbHandle(): Promise<void> {
  const g = globalThis as Global;
  const handle = await g.__trayoDb?.catch(() => undefined);
  g.__trayoDb = undefined;
  await handle?.close();
}
