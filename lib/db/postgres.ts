import type { Client, ClientBase, Pool, PoolClient, QueryResult } from "pg";

type PgClient = Client | PoolClient;
import { log } from "@/lib/log";
import { isConnectionError } from "./connection-errors";
import type { Database } from "./database";
import { sendPipelined, type QueryClass } from "./pipelined-query";
import { isClaimsStatement } from "./sql-statements";
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
 * connection was lost before COMMIT was sent (then nothing of it was committed), and so does a
 * read-only one whose connection was lost at any point (it wrote nothing).
 */
export async function openPostgres(url: string, options: PostgresOptions): Promise<PostgresConnection> {
  const { default: pg } = await import("pg");
  const { drizzle } = await import("drizzle-orm/node-postgres");
  const config = { connectionString: url, connectionTimeoutMillis: 10_000, keepAlive: true, application_name: options.applicationName ?? "trayo" };
  const pool = new pg.Pool({ ...config, max: options.max, idleTimeoutMillis: 30_000 });
  // The one retry after a lost connection runs on a connection of its own: when the server went
  // away, the pool's other idle connections may be dead too without having noticed yet.
  const withFreshClient = async <T>(fn: (client: PgClient) => Promise<T>): Promise<T> => {
    const client = new pg.Client(config);
    client.on("error", (error) => log.warn("database: a connection in use was lost", { reason: describeError(error) }));
    await client.connect();
    try {
      return await fn(client);
    } finally {
      await client.end().catch(() => {});
    }
  };
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
      return withFreshClient((client) => (client.query as (...a: unknown[]) => Promise<QueryResult>)(...args));
    }
  };

  const db = drizzle(pool) as unknown as Database;
  type TransactionFn = Parameters<Database["transaction"]>[0];
  type TransactionConfig = Parameters<Database["transaction"]>[1];
  // A transaction on one client, telling whether its COMMIT reached the server: only then may it
  // have committed. node-postgres refuses a query on a connection it already knows is broken
  // without sending it ("... is not queryable").
  const runTransaction = async (client: PgClient, fn: TransactionFn, txConfig: TransactionConfig) => {
    // BEGIN and withScope's claims wait for the transaction's first query and travel with it: one round
    // trip where there were three, on every scoped read and write. A one-query read's COMMIT travels
    // with them too.
    const oneQuery = Boolean(txConfig && "oneQuery" in txConfig && txConfig.oneQuery);
    const state = { commitSent: false, lead: [] as string[], finished: false };
    const original = client.query as (...a: unknown[]) => unknown;
    const send = (...args: unknown[]) => original.apply(client, args);
    const done = (command: string) => Promise.resolve({ command, rowCount: null, rows: [], fields: [] });
    client.query = ((...args: unknown[]) => {
      const first = args[0] as string | { text?: string; name?: string; values?: unknown[]; submit?: unknown };
      const config = typeof first === "string" ? { text: first } : first;
      const text = config?.text;
      const values = (args[1] as unknown[] | undefined) ?? config?.values;
      const plain = typeof args[args.length - 1] !== "function" && !config?.name && !config?.submit;
      const parameterless = !values || values.length === 0;
      if (state.finished) {
        // The one query's batch committed: there is nothing left to end.
        if (text === "commit" || text === "rollback") return done(text.toUpperCase());
        return Promise.reject(new Error("A one-query scoped read ran a second query"));
      }
      if (text && plain && parameterless) {
        if (/^begin\b/.test(text) && state.lead.length === 0) {
          state.lead.push(text);
          return done("BEGIN");
        }
        if (state.lead.length > 0 && isClaimsStatement(text)) {
          state.lead.push(text);
          return done("SELECT");
        }
      }
      if (state.lead.length > 0) {
        const lead = state.lead;
        state.lead = [];
        // Nothing was sent yet, so there is nothing to end.
        if (text === "commit" || text === "rollback") return done(text.toUpperCase());
        if (text && plain) {
          const pipelined = sendPipelined(client, pg.Query as unknown as QueryClass, { lead, trail: oneQuery ? ["commit"] : [] }, { ...config, text, values });
          // Its COMMIT went with it, once it succeeded; a failed one is rolled back as usual.
          if (!oneQuery) return pipelined;
          return pipelined.then((result) => {
            state.finished = true;
            return result;
          });
        }
        return (send(lead.join("; ")) as Promise<unknown>).then(() => send(...args));
      }
      const result = send(...args);
      if (text?.trim().toLowerCase() !== "commit" || !(result instanceof Promise)) return result;
      state.commitSent = true;
      return result.catch((error: Error) => {
        if (/not queryable/i.test(error.message)) state.commitSent = false;
        throw error;
      });
    }) as typeof client.query;
    try {
      return { ok: true as const, value: await (drizzle(client) as unknown as Database).transaction(fn, txConfig) };
    } catch (error) {
      return { ok: false as const, error, commitSent: state.commitSent };
    } finally {
      client.query = original as typeof client.query;
    }
  };
  db.transaction = (async (fn: TransactionFn, txConfig: TransactionConfig) => {
    const client = await pool.connect().catch(async (error) => {
      if (!isConnectionError(error)) throw error;
      return undefined;
    });
    if (client) {
      const first = await runTransaction(client, fn, txConfig);
      client.release(!first.ok && isConnectionError(first.error) ? (first.error as Error) : undefined);
      if (first.ok) return first.value;
      // Lost once COMMIT was on its way: a write may have committed, so it is not run again; a read-only
      // transaction wrote nothing and runs again.
      const readOnly = txConfig?.accessMode === "read only";
      if ((first.commitSent && !readOnly) || !isConnectionError(first.error)) throw first.error;
      log.warn("database: a transaction lost its connection before committing; running it again", { reason: describeError(first.error) });
    }
    return withFreshClient(async (fresh) => {
      const again = await runTransaction(fresh, fn, txConfig);
      if (!again.ok) throw again.error;
      return again.value;
    });
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
