import { readFileSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { sendPipelined, type QueryClass } from "./pipelined-query";

// sendPipelined extends node-postgres's Query through two methods its typings do not promise
// (`prepare`, `_getRows`). package.json pins pg to the exact version checked here; these tests fail
// on a pg whose Query no longer writes and reads a pipelined query the way sendPipelined relies on.

type Written = [string, string?];

/** A connection that records what the query writes, and a client that answers like the server. */
function fakeServer(answer: (query: Record<string, (...args: unknown[]) => void>) => void) {
  const written: Written[] = [];
  const connection = {
    parsedStatements: {},
    submittedNamedStatements: {},
    stream: { cork: () => written.push(["cork"]), uncork: () => written.push(["uncork"]) },
    parse: (m: { text: string }) => written.push(["parse", m.text]),
    bind: () => written.push(["bind"]),
    describe: () => written.push(["describe"]),
    execute: () => written.push(["execute"]),
    sync: () => written.push(["sync"]),
    flush: () => written.push(["flush"]),
    close: () => written.push(["close"]),
  };
  const client = {
    query(submittable: object) {
      const query = submittable as { submit(c: unknown): Error | null };
      const refused = query.submit(connection);
      if (refused) throw refused;
      answer(query as unknown as Record<string, (...args: unknown[]) => void>);
    },
  };
  return { client, written, connection };
}

const statement = (text: string): Written[] => [["parse", text], ["bind"], ["describe"], ["execute"]];
const Query = pg.Query as unknown as QueryClass;

describe("sendPipelined on the installed pg", () => {
  it("is the exact version package.json pins", () => {
    const root = path.resolve(import.meta.dirname, "../..");
    const pinned = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")).dependencies.pg;
    const installed = JSON.parse(readFileSync(path.join(root, "node_modules/pg/package.json"), "utf8")).version;
    expect(pinned).toMatch(/^\d+\.\d+\.\d+$/);
    expect(installed).toBe(pinned);
  });

  it("writes the lead statements, the query, the trailing ones, then one Sync, in one go", async () => {
    const { client, written } = fakeServer((q) => {
      q.handleCommandComplete({ text: "BEGIN" }, null);
      q.handleCommandComplete({ text: "SELECT 1" }, null);
      q.handleCommandComplete({ text: "SELECT 0" }, null);
      q.handleCommandComplete({ text: "COMMIT" }, null);
      q.handleReadyForQuery(null);
    });
    await sendPipelined(client, Query, { lead: ["begin", "select 1"], trail: ["commit"] }, { text: "select n from t where id = $1", values: [7] });
    expect(written).toEqual([["cork"], ...statement("begin"), ...statement("select 1"), ...statement("select n from t where id = $1"), ...statement("commit"), ["sync"], ["uncork"]]);
  });

  it("answers the query's own result, not a lead statement's", async () => {
    const { client } = fakeServer((q) => {
      q.handleCommandComplete({ text: "BEGIN" }, null);
      q.handleRowDescription({ fields: [{ name: "set_config", dataTypeID: 25, format: "text" }] });
      q.handleDataRow({ fields: ["{}"] });
      q.handleCommandComplete({ text: "SELECT 1" }, null);
      q.handleRowDescription({ fields: [{ name: "n", dataTypeID: 23, format: "text" }] });
      q.handleDataRow({ fields: ["42"] });
      q.handleCommandComplete({ text: "SELECT 1" }, null);
      q.handleCommandComplete({ text: "COMMIT" }, null);
      q.handleReadyForQuery(null);
    });
    const result = await sendPipelined(client, Query, { lead: ["begin", "select set_config('request.jwt.claims', '{}', true)"], trail: ["commit"] }, { text: "select 42 as n" });
    expect(result.rows).toEqual([{ n: 42 }]);
    expect(result.command).toBe("SELECT");
  });

  it("rejects with the server's error", async () => {
    const { client } = fakeServer((q) => {
      q.handleCommandComplete({ text: "BEGIN" }, null);
      q.handleError(new Error('relation "t" does not exist'), null);
    });
    await expect(sendPipelined(client, Query, { lead: ["begin"] }, { text: "select * from t" })).rejects.toThrow(/does not exist/);
  });
});
