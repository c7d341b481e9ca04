import { withClaims } from "@/lib/db/scoped";
import type { Database, Transaction } from "@/lib/db/database";

/** Who an events query acts as: the acting user inside the acting company (resolved on the server). */
export type EventScope = { userId: string; companyId: string };

/**
 * Runs `fn` in the acting user's RLS transaction. `database` lets tests and the benchmark point at
 * their own database; request paths leave it out and get the process-wide one.
 */
export function asScope<T>(scope: EventScope, fn: (tx: Transaction) => Promise<T>, database?: Database): Promise<T> {
  return withClaims({ sub: scope.userId }, fn, database);
}
