import { randomBytes } from "node:crypto";
import { afterAll, beforeAll } from "vitest";
import { openDatabase, openMigratedDatabase, setProcessDatabase, type DbHandle } from "@/lib/db/client";
import type { Database } from "@/lib/db/database";

export type BackendName = "pglite" | "postgres";

export type TestDatabase = {
  backend: BackendName;
  /** The privileged handle (superuser on both backends): factories, snapshots, migrations. */
  handle: DbHandle;
  db: Database;
  /** PostgreSQL only: the connection string of the scratch database. */
  url?: string;
  close: () => Promise<void>;
};

export type TestBackend = {
  name: BackendName;
  /** A fresh database of this backend; `migrated: false` gives an empty one. */
  open: (options?: { migrated?: boolean }) => Promise<TestDatabase>;
};

/** Set in CI (and locally) to also run every integration suite on a real PostgreSQL. */
export const testDatabaseUrl = process.env.TEST_DATABASE_URL?.trim() || undefined;

const pgliteBackend: TestBackend = {
  name: "pglite",
  open: async ({ migrated = true } = {}) => {
    const handle = migrated ? await openMigratedDatabase({}) : await openDatabase({});
    return { backend: "pglite", handle, db: handle.db, close: () => handle.close() };
  },
};

const postgresBackend = (adminUrl: string): TestBackend => ({
  name: "postgres",
  open: async ({ migrated = true } = {}) => {
    const scratch = await createScratchPostgresDatabase(adminUrl);
    let handle: DbHandle;
    try {
      handle = migrated
        ? await openMigratedDatabase({ databaseUrl: scratch.url, max: 4 })
        : await openDatabase({ databaseUrl: scratch.url, max: 4 });
    } catch (error) {
      await scratch.drop();
      throw error;
    }
    return {
      backend: "postgres",
      handle,
      db: handle.db,
      url: scratch.url,
      close: async () => {
        await handle.close();
        await scratch.drop();
      },
    };
  },
});

/** Every backend available in this run: PGlite always, PostgreSQL when TEST_DATABASE_URL is set. */
export const backends: TestBackend[] = testDatabaseUrl ? [pgliteBackend, postgresBackend(testDatabaseUrl)] : [pgliteBackend];

/**
 * Creates a uniquely named database next to the one in `adminUrl`, so parallel test files (and
 * parallel helpers) never share state. `drop` forces out leftover connections.
 */
export async function createScratchPostgresDatabase(adminUrl: string): Promise<{ name: string; url: string; drop: () => Promise<void> }> {
  const name = `trayo_it_${randomBytes(6).toString("hex")}`;
  await runAdmin(adminUrl, `create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { name, url: url.toString(), drop: async () => void (await runAdmin(adminUrl, `drop database if exists ${name} with (force)`)) };
}

/** Runs one statement on a connection of its own to `url`. */
export async function runAdmin(url: string, statement: string): Promise<Record<string, unknown>[]> {
  const { default: pg } = await import("pg");
  const client = new pg.Client({ connectionString: url });
  client.on("error", () => {});
  await client.connect();
  try {
    return (await client.query(statement)).rows;
  } finally {
    await client.end();
  }
}

/**
 * Opens a database of `backend` before the suite's tests and closes (and drops) it afterwards.
 * Returns a getter because the database only exists once beforeAll ran:
 *
 *   describe.each(backends)("accounts on $name", (backend) => {
 *     const testDb = useTestDatabase(backend);
 *     it("...", async () => { const { db } = testDb(); ... });
 *   });
 */
export function useTestDatabase(backend: TestBackend, options?: { migrated?: boolean }): () => TestDatabase {
  let current: TestDatabase | undefined;
  beforeAll(async () => {
    current = await backend.open(options);
    // The app's functions reach this database the way they do in a request: through getDb().
    setProcessDatabase(current.handle);
  });
  afterAll(async () => {
    setProcessDatabase(undefined);
    await current?.close();
    current = undefined;
  });
  return () => {
    if (!current) throw new Error(`The ${backend.name} test database is not open (use it inside a test or hook).`);
    return current;
  };
}
