// Speed checks (`npm run bench`), one function per benchmark, each printing a small table.
// Needs PostgreSQL: TEST_DATABASE_URL or DATABASE_URL names a server where a scratch database is
// created for the run (and dropped afterwards), so the numbers never depend on existing data.
import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import { z } from "zod";
import { openDatabase, openMigratedDatabase, type DbHandle } from "@/lib/db/client";
import { rowsOf, type Database } from "@/lib/db/database";
import { defineJob } from "@/lib/queue/job-definition";
import { startWorker } from "@/lib/queue/worker";

type Row = Record<string, string | number>;
type BenchContext = { db: Database; url: string };
type Benchmark = { name: string; run: (ctx: BenchContext) => Promise<Row[]> };

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function liveJobs(db: Database) {
  return Number(rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from pgmq.q_events`))[0].n);
}

/** Jobs per second through read → handler → archive, for N workers each on its own connection pool (as separate processes would be). */
async function benchQueueThroughput({ db, url }: BenchContext): Promise<Row[]> {
  const JOBS = 2000;
  const rows: Row[] = [];
  for (const workerCount of [1, 4]) {
    await db.execute(sql`truncate pgmq.q_events, pgmq.a_events`);
    await db.execute(sql`insert into pgmq.q_events (message) select jsonb_build_object('job_type', 'noop', 'n', g) from generate_series(1, ${JOBS}) g`);
    const noop = defineJob({ jobType: "noop", payload: z.object({ job_type: z.literal("noop") }), handler: async () => {} });
    const pools: DbHandle[] = await Promise.all(Array.from({ length: workerCount }, () => openDatabase({ databaseUrl: url, max: 2 })));
    const started = performance.now();
    const workers = pools.map((p) => startWorker({ db: p.db, jobs: [noop], concurrency: 1, pollMs: 10 }));
    while ((await liveJobs(db)) > 0) await sleep(25);
    const seconds = (performance.now() - started) / 1000;
    await Promise.all(workers.map((w) => w.stop()));
    await Promise.all(pools.map((p) => p.close()));
    rows.push({ workers: workerCount, jobs: JOBS, seconds: seconds.toFixed(2), "jobs/s": Math.round(JOBS / seconds) });
  }
  return rows;
}

const benchmarks: Benchmark[] = [{ name: "Queue throughput (no-op jobs)", run: benchQueueThroughput }];

function printTable(title: string, rows: Row[]) {
  console.log(`\n${title}`);
  if (rows.length === 0) return console.log("  (no rows)");
  const columns = Object.keys(rows[0]);
  const widths = columns.map((c) => Math.max(c.length, ...rows.map((r) => String(r[c]).length)));
  const line = (cells: string[]) => `  ${cells.map((cell, i) => cell.padStart(widths[i])).join("  ")}`;
  console.log(line(columns));
  console.log(line(widths.map((w) => "-".repeat(w))));
  for (const r of rows) console.log(line(columns.map((c) => String(r[c]))));
}

async function main() {
  const serverUrl = process.env.TEST_DATABASE_URL?.trim() || process.env.DATABASE_URL?.trim();
  if (!serverUrl) {
    console.error("npm run bench needs PostgreSQL: set TEST_DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/test) or DATABASE_URL.");
    process.exit(2);
  }
  const { default: postgres } = await import("postgres");
  const name = `trayo_bench_${randomBytes(5).toString("hex")}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  let handle: DbHandle | undefined;
  try {
    handle = await openMigratedDatabase({ databaseUrl: url.toString(), max: 4 });
    for (const benchmark of benchmarks) {
      printTable(benchmark.name, await benchmark.run({ db: handle.db, url: url.toString() }));
    }
  } finally {
    await handle?.close();
    await admin.unsafe(`drop database if exists ${name} with (force)`);
    await admin.end({ timeout: 5 });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
