import { sql } from "drizzle-orm";
import { getDb } from "./client";
import type { Database, Transaction } from "./database";

/** Who the database should treat as the caller: auth.uid() returns `sub`. */
export type DbClaims = { sub: string; email?: string | null };

/**
 * The one way request-path code reaches the database: a transaction that sets
 * request.jwt.claims (as a bound parameter) and drops to role `authenticated`, so Row Level
 * Security decides what is visible. `claims: null` means an anonymous caller, who sees no rows.
 */
export async function withClaims<T>(
  claims: DbClaims | null,
  fn: (tx: Transaction) => Promise<T>,
  database?: Database,
): Promise<T> {
  const db = database ?? (await getDb());
  const payload = claims ? JSON.stringify({ sub: claims.sub, email: claims.email ?? undefined, role: "authenticated" }) : "";
  return db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('request.jwt.claims', ${payload}, true)`);
    await tx.execute(sql`set local role authenticated`);
    return fn(tx as unknown as Transaction);
  });
}
