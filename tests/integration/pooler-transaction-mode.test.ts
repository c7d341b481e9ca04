import path from "node:path";
import { eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, setProcessDatabase, type DbHandle } from "@/lib/db/client";
import { rowsOf } from "@/lib/db/database";
import { withScope } from "@/lib/db/scoped";
import { listMigrations } from "@/lib/db/migrate";
import { events } from "@/lib/db/schema/events";
import { eventPeople } from "@/lib/db/schema/people";
import { listDemoArticles } from "@/lib/providers/news-corpus/demo/list-demo-articles";
import { createEvent } from "@/lib/events/create-event";
import { createEventJob } from "@/lib/worker/event-job-handler";
import { OfflineLlm } from "@/lib/providers/llm/offline/offline-llm";
import { startWorker } from "@/lib/queue/worker";
import { createAccount } from "@/tests/factories/accounts";
import { createCompany } from "@/tests/factories/companies";
import { createUser } from "@/tests/factories/users";
import { findPgbouncer, startPgbouncer, type Pgbouncer } from "./helpers/pgbouncer";
import { runTsx } from "./helpers/run-child";
import { createScratchPostgresDatabase, testDatabaseUrl } from "./helpers/test-database";

// Supabase's pooler URL for serverless hosts is PgBouncer-style transaction mode: consecutive
// transactions of one client connection land on different server connections, and server-side
// prepared statements or session state do not follow. Every write must still be stored.
const pgbouncer = findPgbouncer();
if (testDatabaseUrl && !pgbouncer) {
  console.warn("Skipping the transaction-pooler tests: pgbouncer is not installed (apt-get install pgbouncer, or set PGBOUNCER_PATH).");
}

describe.skipIf(!testDatabaseUrl || !pgbouncer)("hosted mode behind PgBouncer in transaction mode", () => {
  let bouncer: Pgbouncer;
  let scratch: Awaited<ReturnType<typeof createScratchPostgresDatabase>>;
  let pooledUrl: string;
  let handle: DbHandle | undefined;

  beforeAll(async () => {
    scratch = await createScratchPostgresDatabase(testDatabaseUrl!);
    bouncer = await startPgbouncer(pgbouncer!, testDatabaseUrl!, { poolSize: 3 });
    pooledUrl = bouncer.urlFor(scratch.url);
  });

  // The app's functions (withScope, createEvent) reach the pooled database as in a request.
  const opened = async () => {
    if (!handle) {
      handle = await openDatabase({ databaseUrl: pooledUrl, max: 12 });
      setProcessDatabase(handle);
    }
    return handle;
  };

  afterAll(async () => {
    setProcessDatabase(undefined);
    await handle?.close();
    await bouncer?.stop();
    await scratch?.drop();
  });

  it("three app processes starting at once through the pooler apply every migration exactly once", async () => {
    const childEnv = { NEXT_RUNTIME: "nodejs", AUTH_SECRET: "a-strong-shared-secret-of-32-characters-or-more", DATABASE_URL: pooledUrl, DATABASE_DIRECT_URL: "", WORKER_ENABLED: "false", DATA_DIR: "", LOG_LEVEL: "info" };
    const child = path.join("tests", "integration", "helpers", "app-start-child.ts");
    const runs = await Promise.all([1, 2, 3].map(() => runTsx(child, [], childEnv, 170_000)));
    for (const run of runs) expect(run, run.stderr).toEqual(expect.objectContaining({ code: 0 }));
    const appliedBy = runs.flatMap((run) =>
      run.stdout
        .split("\n")
        .filter((line) => line.includes("info: migrations applied {"))
        .flatMap((line) => (JSON.parse(line.slice(line.indexOf("{"))) as { migrations: string[] }).migrations),
    );
    const all = listMigrations().map((m) => `${m.version}_${m.name}`);
    expect(appliedBy.sort()).toEqual(all);

    const recorded = rowsOf<{ version: string }>(await (await opened()).db.execute(sql`select version from supabase_migrations.schema_migrations order by 1`));
    expect(recorded.map((r) => r.version)).toEqual(listMigrations().map((m) => m.version));
  }, 180_000);

  it("stores all 300 of 300 transactions the driver reported committed, savepoints included", async () => {
    const { db } = await opened();
    const company = await createCompany(db, { name: "Pooler Co" });
    const user = await createUser(db, { companyId: company.id });
    const account = await createAccount(db, { companyId: company.id, name: "Pooled Account", assignTo: [user.id] });
    const caller = { userId: user.id, email: user.email };
    let committed = 0;
    for (let batch = 0; batch < 30; batch++) {
      await Promise.all(
        Array.from({ length: 10 }, async (_, i) => {
          await withScope(
            caller,
            async (tx) => {
              await tx.execute(sql`insert into public.people (full_name, account_id) values (${`Person ${batch}-${i}`}, ${account.id}::uuid)`);
              await tx.transaction(async (savepoint) => {
                await savepoint.execute(sql`update public.people set title = 'Buyer' where full_name = ${`Person ${batch}-${i}`}`);
              });
            },
          );
          committed++;
        }),
      );
    }
    expect(committed).toBe(300);
    const stored = rowsOf<{ n: number; titled: number }>(
      await db.execute(sql`select count(*)::int as n, count(*) filter (where title = 'Buyer')::int as titled from public.people where account_id = ${account.id}::uuid`),
    )[0];
    expect(stored).toEqual({ n: 300, titled: 300 });
  });

  it("creates every event through the request path, and the worker completes each with its data", async () => {
    const { db } = await opened();
    const company = await createCompany(db, { name: "Seller Through Pooler" });
    const user = await createUser(db, { companyId: company.id });
    const account = await createAccount(db, { companyId: company.id, name: "Helio Grid", fullName: "Helio Grid Energy Systems, Inc.", assignTo: [user.id] });
    const scope = { userId: user.id, companyId: company.id };
    const urls = listDemoArticles().slice(0, 12).map((a) => a.url);
    const created = await Promise.all(urls.map((url) => createEvent(scope, { accountId: account.id, url })));
    expect(created).toHaveLength(urls.length);

    const worker = startWorker({ db, jobs: [createEventJob({ llm: new OfflineLlm() })], concurrency: 3, pollMs: 100 });
    const ids = created.map((e) => e.id);
    const deadline = Date.now() + 60_000;
    try {
      while (Date.now() < deadline) {
        const open = await db.select({ id: events.id }).from(events).where(inArray(events.id, ids));
        const done = await db.select({ id: events.id, status: events.status }).from(events).where(inArray(events.id, ids));
        if (open.length === ids.length && done.every((e) => e.status === "completed" || e.status === "failed")) break;
        await new Promise((r) => setTimeout(r, 250));
      }
    } finally {
      await worker.stop();
    }
    const rows = await db.select().from(events).where(inArray(events.id, ids));
    expect(rows.map((e) => ({ status: e.status, hasSummary: Boolean(e.data.event_summary) }))).toEqual(
      ids.map(() => ({ status: "completed", hasSummary: true })),
    );
    const linked = await db.select().from(eventPeople).where(eq(eventPeople.eventId, ids[0]));
    expect(linked.length).toBeGreaterThan(0);
    const live = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from pgmq.q_events`))[0].n;
    expect(live).toBe(0);
  });
});
