import type { ClientBase, Pool, QueryResult } from "pg";
import { log } from "@/lib/log";
import { isConnectionError } from "./connection-errors";
import type { Database } from "./database";
import type { ScriptRunner } from "./migrate";

export type PostgresConnection = {
  db: Database;
  withConnection: <T>(fn: (run: ScriptRunner) => Promise<T>) => Promise<T>;
  close: () => Promise<void>;
  pool: Pool;
};

export type PostgresOptions = {
  max: number;
  /** Shown in pg_stat_activity; lets an operator (and the fault tests) tell the app's connections apart. */
  applicationName?: string;
};

const lastRows = (result: QueryResult | QueryResult[]) => {
  const last = Array.isArray(result) ? result[result.length - 1] : result;
  return (last?.rows ?? []) as Record<string, unknown>[];
};

const describeError = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * PostgreSQL through node-postgres. Safe behind a transaction-mode pooler (PgBouncer, Supavisor):
 * node-postgres never creates named prepared statements unless asked, and drizzle only names one
 * through `.prepare(name)`, which this app does not use. It recovers from lost connections: a
 * connection that errors is dropped from the pool (never handed out again) and its error is logged
 * instead of crashing the process; a query outside a transaction that failed because its
 * connection was lost runs once more on a fresh connection, and so does a transaction whose
 * connection was lost before COMMIT was sent (then nothing of it was committed).
 */
export async function openPostgres(url: string, options: PostgresOptions): Promise<PostgresConnection> {
  const { default: pg } = await import("pg");
  const { drizzle } = await import("drizzle-orm/node-postgres");
  const pool = new pg.Pool({
    connectionString: url,
    max: options.max,
    idleTimeoutMillis: 30_000,
    connectionTimeoutMillis: 10_000,
    keepAlive: true,
    application_name: options.applicationName ?? "trayo",
  });
  // An idle connection the server closed: the pool drops it. Without this listener it would crash the process.
  pool.on("error", (error) => log.warn("database: an idle connection was lost and will be replaced", { reason: describeError(error) }));
  // A checked-out connection that the server closes between two queries emits "error" with no listener of the pool's.
  pool.on("connect", (client) =>
    client.on("error", (error) => log.warn("database: a connection in use was lost", { reason: describeError(error) })),
  );

  const query = pool.query.bind(pool) as (...args: unknown[]) => Promise<QueryResult>;
  (pool as { query: unknown }).query = async (...args: unknown[]) => {
    if (typeof args[args.length - 1] === "function") return query(...args);
    try {
      return await query(...args);
    } catch (error) {
      if (!isConnectionError(error)) throw error;
      log.warn("database: a query lost its connection; running it again", { reason: describeError(error) });
      return query(...args);
    }
  };

  const db = drizzle(pool) as unknown as Database;
  const transaction = db.transaction.bind(db);
  db.transaction = (async (fn, config) => {
    let committing = false;
    const body: typeof fn = async (tx) => {
      const result = await fn(tx);
      committing = true;
      return result;
    };
    try {
      return await transaction(body, config);
    } catch (error) {
      // Lost while COMMIT was on its way: it may have committed, so it is not run again.
      if (committing || !isConnectionError(error)) throw error;
      log.warn("database: a transaction lost its connection before committing; running it again", { reason: describeError(error) });
      return transaction(fn, config);
    }
  }) as typeof db.transaction;

  return {
    db,
    pool,
    withConnection: async (fn) => {
      const client = await pool.connect();
      let failure: unknown;
      try {
        return await runOn(client, fn);
      } catch (error) {
        failure = error;
        throw error;
      } finally {
        // A connection that was lost is dropped rather than returned to the pool.
        client.release(isConnectionError(failure) ? (failure as Error) : undefined);
      }
    },
    close: () => pool.end(),
  };
}

function runOn<T>(client: ClientBase, fn: (run: ScriptRunner) => Promise<T>): Promise<T> {
  // Without parameters node-postgres uses the simple query protocol, so a script may hold several statements.
  return fn(async (script) => lastRows((await client.query(script)) as QueryResult | QueryResult[]));
}

/**
 * Runs `fn` on one connection of its own to `url` (the direct or session connection that
 * migrations use: DATABASE_DIRECT_URL), closed afterwards.
 */
export async function withDirectConnection<T>(url: string, fn: (run: ScriptRunner) => Promise<T>): Promise<T> {
  const { default: pg } = await import("pg");
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 10_000, application_name: "trayo-migrate" });
  client.on("error", (error) => log.warn("database: the migration connection was lost", { reason: describeError(error) }));
  await client.connect();
  try {
    return await runOn(client, fn);
  } finally {
    await client.end().catch(() => {});
  }
}
