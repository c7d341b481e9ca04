import type { QueryResult } from "pg";

// Extends node-postgres's Query through `prepare` and `_getRows`, which its typings do not promise:
// package.json pins pg to one exact version, pipelined-query.test.ts fails on a pg that writes or reads
// a query differently, and the integration tests run every request path on PostgreSQL in CI.

/** The parts of node-postgres's connection and Query that a pipelined query drives (not in its typings). */
type WireConnection = {
  parse(query: { text: string; name?: string; types?: unknown[] }): void;
  bind(config: { portal?: string; statement?: string; values?: unknown[] }): void;
  describe(message: { type: "P" | "S"; name?: string }): void;
  execute(config: { portal?: string; rows?: number }): void;
  sync(): void;
};
type QueryInternals = {
  prepare(connection: WireConnection): void;
  portal: string;
};
export type QueryClass = new (config: object) => QueryInternals;

/** Parse/Bind/Describe/Execute of a statement without parameters, on the unnamed statement and portal. */
function writeStatement(connection: WireConnection, text: string) {
  connection.parse({ text, name: "", types: [] });
  connection.bind({ portal: "", statement: "", values: [] });
  // Describe, so a statement that returns a row (the claims' select) arrives with its columns.
  connection.describe({ type: "P", name: "" });
  connection.execute({ portal: "", rows: 0 });
}

/**
 * `config` sent in one round trip together with the parameterless statements that must run before it
 * on the same connection (`lead`: a transaction's BEGIN and withScope's claims) and after it (`trail`:
 * the COMMIT of a one-query read): every statement's Parse/Bind/Describe/Execute go out in the same write
 * and one Sync ends them all, so the server runs them in order and an error in any of them skips the
 * rest, as it would have stopped a caller awaiting each in turn. Resolves to `config`'s own result.
 * Unnamed statements only, so it is as safe behind a transaction-mode pooler as any other query.
 */
export function sendPipelined(
  client: { query: (submittable: object) => unknown },
  Query: QueryClass,
  statements: { lead: string[]; trail?: string[] },
  config: { text: string; values?: unknown[] } & Record<string, unknown>,
): Promise<QueryResult> {
  const { lead, trail = [] } = statements;
  return new Promise((resolve, reject) => {
    const query = new (class extends Query {
      prepare(connection: WireConnection) {
        for (const text of lead) writeStatement(connection, text);
        super.prepare(connection);
      }
      // node-postgres's own ends with Execute and Sync; the trailing statements go between the two.
      _getRows(connection: WireConnection) {
        connection.execute({ portal: this.portal, rows: 0 });
        for (const text of trail) writeStatement(connection, text);
        connection.sync();
      }
    })({
      ...config,
      queryMode: "extended",
      callback: (error: Error | null, result?: QueryResult | QueryResult[]) => {
        if (error) reject(error);
        else resolve((Array.isArray(result) ? result[lead.length] : result) as QueryResult);
      },
    });
    client.query(query);
  });
}
