import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openMigratedDatabase, setProcessDatabase, type DbHandle } from "@/lib/db/client";
import { rowsOf } from "@/lib/db/database";
import { withScope } from "@/lib/db/scoped";
import { createAccount } from "@/tests/factories/accounts";
import { createCompany } from "@/tests/factories/companies";
import { createEvent } from "@/tests/factories/events";
import { createUser } from "@/tests/factories/users";
import { createScratchPostgresDatabase, runAdmin, testDatabaseUrl } from "./helpers/test-database";

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const JOBS = 200;

type Worker = { child: ChildProcess; output: () => string; exited: () => boolean };

function startWorkerProcess(databaseUrl: string): Promise<Worker> {
  const tsx = path.join(process.cwd(), "node_modules", ".bin", "tsx");
  const child = spawn(tsx, [path.join("tests", "integration", "helpers", "fault-worker-child.ts")], {
    env: { ...process.env, DATABASE_URL: databaseUrl, LOG_LEVEL: "warn" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  let exited = false;
  child.on("exit", () => (exited = true));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`worker did not start:\n${output}`)), 60_000);
    const onData = (chunk: Buffer) => {
      output += chunk;
      if (output.includes("ready")) {
        clearTimeout(timer);
        resolve({ child, output: () => output, exited: () => exited });
      }
    };
    child.stdout!.on("data", onData);
    child.stderr!.on("data", (chunk) => (output += chunk));
    child.on("exit", (code) => reject(new Error(`worker exited with ${code}:\n${output}`)));
  });
}

// A failover, a pooler restart or an idle timeout ends every connection of the app at once.
describe.skipIf(!testDatabaseUrl)("lost database connections on PostgreSQL", () => {
  let scratch: Awaited<ReturnType<typeof createScratchPostgresDatabase>>;
  let handle: DbHandle;
  const workers: Worker[] = [];

  beforeAll(async () => {
    scratch = await createScratchPostgresDatabase(testDatabaseUrl!);
    handle = await openMigratedDatabase({ databaseUrl: scratch.url, max: 4 });
    setProcessDatabase(handle);
  });

  afterAll(async () => {
    for (const w of workers) if (!w.exited()) w.child.kill("SIGKILL");
    setProcessDatabase(undefined);
    await handle?.close();
    await scratch?.drop();
  });

  it("while two workers run 200 jobs and a client sends requests, every connection is cut three times: nothing exits, each job completes once, the first request after each cut succeeds", async () => {
    const { db } = handle;
    await db.execute(sql`create schema fault_test`);
    await db.execute(sql`create table fault_test.runs (n int not null, pid int not null)`);
    const company = await createCompany(db, { name: "Failover Co" });
    const user = await createUser(db, { companyId: company.id });
    const account = await createAccount(db, { companyId: company.id, name: "Kept Account", assignTo: [user.id] });
    await createEvent(db, { accountId: account.id, title: "Visible event" });
    const request = () =>
      withScope({ userId: user.id }, async (tx) => rowsOf<{ n: number }>(await tx.execute(sql`select count(*)::int as n from public.events`))[0].n, {
        readOnly: true,
      });
    expect(await request()).toBe(1);

    await db.execute(sql`insert into pgmq.q_events (message) select jsonb_build_object('job_type', 'fault_probe', 'n', g) from generate_series(1, ${JOBS}::int) g`);
    await db.execute(sql`insert into pgmq.q_events (message) values ('{"job_type": "fault_probe", "n": -1}'::jsonb)`);
    workers.push(...(await Promise.all([startWorkerProcess(scratch.url), startWorkerProcess(scratch.url)])));

    // The client: a request every 25 ms throughout.
    const failures: string[] = [];
    let served = 0;
    let clientRunning = true;
    const client = (async () => {
      while (clientRunning) {
        await request().then(
          () => served++,
          (error: Error) => failures.push(`${error.message} ← ${String((error.cause as Error)?.message)} ${String((error.cause as { code?: string })?.code)}`),
        );
        await sleep(25);
      }
    })();

    const firstAfterCut: number[] = [];
    for (let cut = 0; cut < 3; cut++) {
      await sleep(700);
      const killed = await runAdmin(
        testDatabaseUrl!,
        `select pg_terminate_backend(pid) as ok from pg_stat_activity where datname = '${scratch.name}' and pid <> pg_backend_pid()`,
      );
      expect(killed.length).toBeGreaterThan(0);
      firstAfterCut.push(await request());
    }
    expect(firstAfterCut).toEqual([1, 1, 1]);

    const deadline = Date.now() + 90_000;
    const archived = async () =>
      rowsOf<{ n: number; ok: number; distinct_ids: number }>(
        await db.execute(sql`select count(*)::int as n, count(*) filter (where success)::int as ok, count(distinct msg_id)::int as distinct_ids from app_private.job_outcomes`),
      )[0];
    while ((await archived()).n < JOBS + 1 && Date.now() < deadline) await sleep(250);
    clientRunning = false;
    await client;

    expect(await archived()).toEqual({ n: JOBS + 1, ok: JOBS, distinct_ids: JOBS + 1 });
    expect(rowsOf(await db.execute(sql`select msg_id from pgmq.q_events`))).toEqual([]);
    const crashed = rowsOf<{ error: string }>(await db.execute(sql`select error from app_private.job_outcomes where not success`));
    expect(crashed).toEqual([{ error: expect.stringContaining("Cannot read properties of undefined") }]);
    const ran = rowsOf<{ n: number }>(await db.execute(sql`select count(distinct n)::int as n from fault_test.runs where n > 0`))[0].n;
    expect(ran).toBe(JOBS);
    expect(failures).toEqual([]);
    expect(served).toBeGreaterThan(10);

    expect(workers.map((w) => w.exited())).toEqual([false, false]);
    const codes = await Promise.all(
      workers.map((w) => new Promise<number | null>((resolve) => (w.child.once("exit", (code) => resolve(code)), w.child.kill("SIGTERM")))),
    );
    expect(codes, workers.map((w) => w.output()).join("\n")).toEqual([0, 0]);
  }, 180_000);
});
