import { sql } from "drizzle-orm";
import { getDb } from "./client";
import type { Transaction } from "./database";
import { claimsStatement } from "./sql-statements";

/**
 * Who the database treats as the caller: auth.uid() returns `userId`. Null is an anonymous caller, who
 * sees no rows. `email` is passed through to request.jwt.claims when known.
 */
export type DbCaller = { userId: string; email?: string | null } | null;

/**
 * The one way request-path code reaches the database: a transaction that sets request.jwt.claims (as a
 * bound parameter) and drops to role `authenticated`, so Row Level Security decides what is visible.
 *
 * - A user's data: `withScope(scope, ...)` with the acting scope (an admin acting as a user passes that
 *   user's scope and sees exactly what the user sees).
 * - Admin pages reading across tenants: after the server-side admin check (adminAction / withAdmin /
 *   the admin layout), `withScope({ userId: adminId }, ...)`. The RLS policies let an admin read every
 *   tenant, so admin reads still go through RLS and never through the privileged connection.
 * - The privileged connection (`getDb()` directly) is for the worker, cron, migrations and seeding only.
 */
export async function withScope<T>(caller: DbCaller, fn: (tx: Transaction) => Promise<T>, options: ScopeOptions = {}): Promise<T> {
  const db = await getDb();
  const payload = caller ? JSON.stringify({ sub: caller.userId, email: caller.email ?? undefined, role: "authenticated" }) : "";
  return db.transaction(async (tx) => {
    await tx.execute(sql.raw(claimsStatement(payload)));
    return fn(tx as unknown as Transaction);
  }, transactionConfig(options));
}

/**
 * The one query shape's transaction: a scoped function runs in `tx` when its caller passes the
 * transaction it opened (a mutation that returns fresh rows), else in a scoped transaction of its own.
 */
export function inScope<T>(caller: DbCaller, tx: Transaction | undefined, fn: (tx: Transaction) => Promise<T>, options: ScopeOptions = {}): Promise<T> {
  return tx ? fn(tx) : withScope(caller, fn, options);
}

/** Drizzle's transaction config, with lib/db/postgres.ts's `oneQuery` (drizzle ignores keys it does not know). */
function transactionConfig({ readOnly, oneQuery }: ScopeOptions) {
  if (oneQuery) return { accessMode: "read only" as const, oneQuery: true };
  return readOnly ? { accessMode: "read only" as const } : undefined;
}

export type ScopeOptions = {
  /**
   * A read: PostgreSQL refuses any write in it, so when the connection is lost even after its COMMIT was
   * sent it can safely run once more (lib/db/postgres.ts), where a write might have committed already.
   */
  readOnly?: boolean;
  /**
   * A read of exactly one query: on PostgreSQL its BEGIN, claims, query and COMMIT travel in one round
   * trip. Implies readOnly. A second query in it fails ("A one-query scoped read ran a second query").
   */
  oneQuery?: boolean;
};
