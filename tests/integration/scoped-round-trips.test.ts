import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { openMigratedDatabase, setProcessDatabase } from "@/lib/db/client";
import { rowsOf } from "@/lib/db/database";
import { openPostgres, type PostgresConnection } from "@/lib/db/postgres";
import { withScope } from "@/lib/db/scoped";
import { createScratchPostgresDatabase, testDatabaseUrl } from "./helpers/test-database";

// Every request runs scoped transactions; on PostgreSQL their BEGIN and claims travel with the first
// query (lib/db/pipelined-query.ts). These tests count the round trips and check that nothing about
// the transaction's meaning changed: the claims apply to that first query, a read-only transaction
// still refuses writes, and an error anywhere leaves a connection that serves the next request.
describe.skipIf(!testDatabaseUrl)("scoped transactions on PostgreSQL", () => {
  let scratch: Awaited<ReturnType<typeof createScratchPostgresDatabase>>;
  let connection: PostgresConnection;
  let roundTrips = 0;
  const caller = { userId: randomUUID(), email: "pipe@example.test" };

  beforeAll(async () => {
    scratch = await createScratchPostgresDatabase(testDatabaseUrl!);
    await (await openMigratedDatabase({ databaseUrl: scratch.url, max: 1 })).close();
    connection = await openPostgres(scratch.url, { max: 2 });
    // Each ReadyForQuery ends one round trip.
    connection.pool.on("connect", (client) => (client as unknown as { connection: NodeJS.EventEmitter }).connection.on("readyForQuery", () => roundTrips++));
    setProcessDatabase({
      kind: "postgres",
      db: connection.db,
      withConnection: connection.withConnection,
      close: connection.close,
    });
    await connection.db.execute(sql`create table public.pipe_notes (id serial primary key, body text not null)`);
    await connection.db.execute(sql`grant select, insert on public.pipe_notes to authenticated`);
    await connection.db.execute(sql`grant usage on sequence public.pipe_notes_id_seq to authenticated`);
  });

  afterAll(async () => {
    setProcessDatabase(undefined);
    await connection?.close();
    await scratch?.drop();
  });

  beforeEach(() => {
    roundTrips = 0;
  });

  it("a scoped read of two queries takes three round trips, and its first query already runs as the caller", async () => {
    const result = await withScope(
      caller,
      async (tx) => {
        const first = rowsOf<{
          uid: string;
          email: string;
          role: string;
          tag: string;
        }>(
          await tx.execute(
            sql`select auth.uid()::text as uid, current_setting('request.jwt.claims', true)::jsonb ->> 'email' as email, current_user as role, ${"first"}::text as tag`,
          ),
        )[0];
        const second = rowsOf<{ readOnly: string }>(await tx.execute(sql`select current_setting('transaction_read_only') as "readOnly", ${1}::int as one`))[0];
        return { first, second };
      },
      { readOnly: true },
    );
    expect(result.first).toEqual({
      uid: caller.userId,
      email: caller.email,
      role: "authenticated",
      tag: "first",
    });
    expect(result.second.readOnly).toBe("on");
    expect(roundTrips).toBe(3);
  });

  it("a scoped write commits what it wrote, in two round trips for one statement", async () => {
    const body = `note ${randomUUID()}`;
    await withScope(caller, (tx) => tx.execute(sql`insert into public.pipe_notes (body) values (${body})`));
    expect(roundTrips).toBe(2);
    const stored = rowsOf<{ n: number }>(await connection.db.execute(sql`select count(*)::int as n from public.pipe_notes where body = ${body}`));
    expect(stored[0].n).toBe(1);
  });

  it("a read-only scope refuses a write in its first query, stores nothing, and the connections serve on", async () => {
    const body = `refused ${randomUUID()}`;
    await expect(withScope(caller, (tx) => tx.execute(sql`insert into public.pipe_notes (body) values (${body})`), { readOnly: true })).rejects.toMatchObject({
      cause: { message: expect.stringMatching(/read-only transaction/) },
    });
    const stored = rowsOf<{ n: number }>(await connection.db.execute(sql`select count(*)::int as n from public.pipe_notes where body = ${body}`));
    expect(stored[0].n).toBe(0);
    for (let i = 0; i < 3; i++) {
      const rows = await withScope(caller, async (tx) => rowsOf<{ uid: string }>(await tx.execute(sql`select auth.uid()::text as uid, ${i}::int as i`)), {
        readOnly: true,
      });
      expect(rows[0].uid).toBe(caller.userId);
    }
  });

  it("a write whose second statement fails keeps nothing of its first, and the error is the statement's own", async () => {
    const body = `rolled back ${randomUUID()}`;
    await expect(
      withScope(caller, async (tx) => {
        await tx.execute(sql`insert into public.pipe_notes (body) values (${body})`);
        await tx.execute(sql`select 1 / ${0}::int`);
      }),
    ).rejects.toMatchObject({ cause: { message: "division by zero" } });
    const stored = rowsOf<{ n: number }>(await connection.db.execute(sql`select count(*)::int as n from public.pipe_notes where body = ${body}`));
    expect(stored[0].n).toBe(0);
  });

  it("an anonymous caller's first query sees no user and no rows of a table under RLS", async () => {
    const rows = await withScope(
      null,
      async (tx) =>
        rowsOf<{ uid: string | null; n: number }>(
          await tx.execute(sql`select auth.uid()::text as uid, (select count(*)::int from public.companies) as n, ${"x"}::text as tag`),
        ),
      { readOnly: true },
    );
    expect(rows[0]).toEqual({ uid: null, n: 0, tag: "x" });
  });

  it("a one-query read takes one round trip, commits, and a failing one leaves the connection serving", async () => {
    const rows = await withScope(
      caller,
      async (tx) =>
        rowsOf<{ uid: string; ro: string }>(
          await tx.execute(sql`select auth.uid()::text as uid, current_setting('transaction_read_only') as ro, ${"x"}::text as tag`),
        ),
      { oneQuery: true },
    );
    expect(rows[0]).toMatchObject({ uid: caller.userId, ro: "on" });
    expect(roundTrips).toBe(1);

    await expect(withScope(caller, (tx) => tx.execute(sql`select 1 / ${0}::int`), { oneQuery: true })).rejects.toMatchObject({
      cause: { message: "division by zero" },
    });
    await expect(withScope(caller, (tx) => tx.execute(sql`insert into public.pipe_notes (body) values (${"no"})`), { oneQuery: true })).rejects.toMatchObject({
      cause: { message: expect.stringMatching(/read-only transaction/) },
    });
    // Both connections of the pool are idle and outside any transaction afterwards.
    for (let i = 0; i < 4; i++) {
      const again = await withScope(caller, async (tx) => rowsOf<{ uid: string }>(await tx.execute(sql`select auth.uid()::text as uid, ${i}::int as i`)), {
        oneQuery: true,
      });
      expect(again[0].uid).toBe(caller.userId);
    }
    const open = rowsOf<{ n: number }>(
      await connection.db.execute(
        sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and state like 'idle in transaction%'`,
      ),
    );
    expect(open[0].n).toBe(0);
  });

  it("a one-query read that runs a second query fails instead of running it outside the transaction", async () => {
    await expect(
      withScope(
        caller,
        async (tx) => {
          await tx.execute(sql`select ${1}::int as one`);
          await tx.execute(sql`select ${2}::int as two`);
        },
        { oneQuery: true },
      ),
    ).rejects.toMatchObject({ cause: { message: "A one-query scoped read ran a second query" } });
  });
});
