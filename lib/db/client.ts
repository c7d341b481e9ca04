import path from "node:path";
import { env } from "@/lib/env";
import { log } from "@/lib/log";
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
  /**
   * A direct or session-mode connection to the same database, for migrations (DATABASE_DIRECT_URL).
   * Without it migrations use `databaseUrl`, which also works behind a transaction-mode pooler.
   */
  directUrl?: string;
  /** PGlite data folder; "memory://" (the default) for an in-memory database. */
  dataDir?: string;
  /** Connections in the pool (DATABASE_POOL_SIZE). */
  max?: number;
  /** Shown in pg_stat_activity. */
  applicationName?: string;
};

export async function openDatabase(options: OpenOptions): Promise<DbHandle> {
  if (options.databaseUrl) {
    const { openPostgres } = await import("./postgres");
    const connection = await openPostgres(options.databaseUrl, { max: options.max ?? 10, applicationName: options.applicationName });
    return { kind: "postgres", db: connection.db, withConnection: connection.withConnection, close: connection.close };
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

/**
 * Opens the database and applies pending migrations: over `directUrl` when given, else over the
 * pool. Several processes starting at once apply each migration once (see applyMigrations).
 */
export async function openMigratedDatabase(options: OpenOptions): Promise<DbHandle> {
  const handle = await openDatabase(options);
  try {
    let applied: string[];
    if (handle.kind === "postgres" && options.directUrl) {
      const { withDirectConnection } = await import("./postgres");
      applied = await withDirectConnection(options.directUrl, (run) => applyMigrations(run));
    } else {
      applied = await handle.withConnection((run) => applyMigrations(run));
    }
    if (applied.length > 0) log.info("migrations applied", { migrations: applied });
  } catch (error) {
    await handle.close().catch(() => {});
    throw error;
  }
  return handle;
}

/** DATABASE_URL with its pool size, migrating over DATABASE_DIRECT_URL when set. */
export function hostedOpenOptions(overrides: Partial<OpenOptions> = {}): OpenOptions {
  const e = env();
  return { databaseUrl: e.DATABASE_URL, directUrl: e.DATABASE_DIRECT_URL, max: e.DATABASE_POOL_SIZE, ...overrides };
}

type Global = typeof globalThis & { __trayoDb?: Promise<DbHandle>; __trayoFirstOpenSeed?: (db: Database) => Promise<void> };

export function embeddedDataDir() {
  return path.join(env().DATA_DIR, "pglite");
}

/**
 * The process-wide database, opened lazily on first use (never at import time) and migrated.
 * In embedded mode the first opener also runs the seed that start-up installed (seedEmbeddedDatabaseWith).
 */
export function getDbHandle(): Promise<DbHandle> {
  const g = globalThis as Global;
  if (!g.__trayoDb) {
    g.__trayoDb = (async () => {
      const e = env();
      const handle = await openMigratedDatabase(
        e.DATABASE_URL ? hostedOpenOptions() : { dataDir: embeddedDataDir() },
      );
      const seed = g.__trayoFirstOpenSeed;
      if (handle.kind === "pglite" && e.SEED_DEMO_DATA && seed) await seed(handle.db);
      return handle;
    })();
    g.__trayoDb.catch(() => {
      g.__trayoDb = undefined;
    });
  }
  return g.__trayoDb;
}

/**
 * What the first opener of an embedded database runs on it (SEED_DEMO_DATA): start-up installs the
 * demo seed here (lib/seed/seed-on-first-open.ts), so the database layer never imports the seed.
 */
export function seedEmbeddedDatabaseWith(seed: (db: Database) => Promise<void>): void {
  (globalThis as Global).__trayoFirstOpenSeed = seed;
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
