// Speed checks (`npm run bench`), one function per benchmark, each printing a small table.
// Needs PostgreSQL: TEST_DATABASE_URL or DATABASE_URL names a server where a scratch database is
// created for the run (and dropped afterwards), so the numbers never depend on existing data.
import { spawnSync } from "node:child_process";
import { randomBytes, randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { z } from "zod";
import { openDatabase, openMigratedDatabase, setProcessDatabase, type DbHandle } from "@/lib/db/client";
import { rowsOf, type Database } from "@/lib/db/database";
import { env, resetEnvCache } from "@/lib/env";
import { EventsTable } from "@/components/events/events-table";
import { toEventListRow } from "@/lib/events/event-list-row";
import { EVENTS_PAGE_SIZE, listEvents } from "@/lib/events/list-events";
import { defineJob } from "@/lib/queue/job-definition";
import { startWorker } from "@/lib/queue/worker";
import { contentDedupBench, discoveriesRenderBench, offlineDiscoveryBench } from "./bench-discovery";
import { sameStoryGroupingBench } from "./bench-same-story";
import { loadBench, LOAD_BENCH_NAME } from "./bench-load";
import { dailyRunBench, reportRenderBench } from "./bench-reports";
import { exportEventsBench } from "./bench-export";
import { importAccountsBench } from "./bench-import";
import { bundleTable, measureFirstLoadJs } from "./bundle-size";
import { measureHtmlPerRow } from "./html-per-row";
import { QUICK, sized } from "./bench-mode";
import { hasProductionBuild } from "./prod-server";

type Row = Record<string, string | number>;
type BenchContext = { db: Database; url: string };
type Benchmark = { name: string; run: (ctx: BenchContext) => Promise<Row[]> };

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function liveJobs(db: Database) {
  return Number(rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from pgmq.q_events`))[0].n);
}

/** Jobs a worker process runs at once in this benchmark (batch reads of up to this many, archives batched). */
const WORKER_CONCURRENCY = 8;

/** Jobs per second through read → handler → archive, for N workers each on its own connection pool (as separate processes would be). */
async function benchQueueThroughput({ db, url }: BenchContext): Promise<Row[]> {
  const JOBS = sized(2000, 200);
  const rows: Row[] = [];
  for (const workerCount of [1, 4]) {
    await db.execute(sql`truncate pgmq.q_events, pgmq.a_events, app_private.job_outcomes`);
    await db.execute(sql`insert into pgmq.q_events (message) select jsonb_build_object('job_type', 'noop', 'n', g) from generate_series(1, ${JOBS}) g`);
    const noop = defineJob({ jobType: "noop", payload: z.object({ job_type: z.literal("noop") }), handler: async () => {} });
    const pools: DbHandle[] = await Promise.all(Array.from({ length: workerCount }, () => openDatabase({ databaseUrl: url, max: 2 })));
    const started = performance.now();
    const workers = pools.map((p) => startWorker({ db: p.db, jobs: [noop], concurrency: WORKER_CONCURRENCY, pollMs: 10 }));
    while ((await liveJobs(db)) > 0) await sleep(25);
    const seconds = (performance.now() - started) / 1000;
    await Promise.all(workers.map((w) => w.stop()));
    await Promise.all(pools.map((p) => p.close()));
    rows.push({ workers: workerCount, concurrency: WORKER_CONCURRENCY, jobs: JOBS, seconds: seconds.toFixed(2), "jobs/s": Math.round(JOBS / seconds) });
  }
  return rows;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const p95 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.ceil(values.length * 0.95) - 1)];

/**
 * /events server render: listEvents + renderToString of the events table, for one user with
 * 1k, 10k and 100k events over 20 accounts (a few in sent reports). The page renders one page of
 * EVENTS_PAGE_SIZE rows with "Load more"; the "all rows" line shows why it does not render everything.
 * Targets (issue 12): at 100k the whole render (SQL + React) at most 2x its SQL alone, and its p95 at
 * most 1.5x the p95 at 1k; a row's HTML (markup + its data in the page) at most ~1.5 KB.
 */
async function eventsRenderBench({ db }: BenchContext): Promise<Row[]> {
  const companyId = randomUUID();
  const userId = randomUUID();
  await db.execute(sql`insert into public.companies (id, name) values (${companyId}, 'Bench Seller')`);
  await db.execute(sql`insert into public.users (id, email, name, company_id) values (${userId}, ${`bench-${userId}@example.test`}, 'Bench User', ${companyId})`);
  await db.execute(sql`insert into public.accounts (name, url, company_id) select 'Account ' || g, 'https://account' || g || '.example', ${companyId} from generate_series(1, 20) g`);
  await db.execute(sql`insert into public.account_users (account_id, user_id) select id, ${userId} from public.accounts where company_id = ${companyId}`);
  const addEvents = (from: number, to: number) =>
    db.execute(sql`
      with acc as (select id, row_number() over (order by id) - 1 as n from public.accounts where company_id = ${companyId})
      insert into public.events (title, event_date, account_id, url, publication, status, status_reason, data, inserted_at)
      select 'Account news item ' || g || ': expansion, funding and leadership changes', date '2026-01-01' + (g % 320), acc.id,
             'https://news.example/' || g, 'Demo Wire', (array['completed', 'completed', 'completed', 'failed', 'pending'])[1 + g % 5],
             case when g % 5 = 3 then 'Article could not be fetched' end,
             jsonb_build_object('tldr', 'Short summary ' || g, 'event_summary', repeat('Longer summary text. ', 20)),
             now() - make_interval(mins => g)
      from generate_series(${from}::int, ${to}::int) g join acc on acc.n = g % 20`);
  await db.execute(sql`insert into public.reports (id, name, user_id, company_id, sent_at) values (${randomUUID()}, 'Bench report', ${userId}, ${companyId}, now())`);
  const scope = { userId, companyId };
  const noop = () => {};
  const handlers = { onPreview: noop, onEdit: noop, onRefresh: noop, onDelete: noop };
  const rows: Row[] = [];
  const pageP95 = new Map<number, number>();
  let seeded = 0;
  const sizes = sized([1000, 10_000, 100_000], [300, 1000]);
  for (const total of sizes) {
    await addEvents(seeded + 1, total);
    seeded = total;
    await db.execute(sql`analyze public.events`);
    const cases = total <= 1000 ? [EVENTS_PAGE_SIZE, total] : [EVENTS_PAGE_SIZE];
    for (const limit of cases) {
      const page = limit === EVENTS_PAGE_SIZE;
      const runs = page ? sized(40, 5) : sized(3, 1);
      const query: number[] = [];
      const render: number[] = [];
      const totals: number[] = [];
      let bytesPerRow = 0;
      for (let i = 0; i < runs + (page ? 3 : 0); i++) {
        const t0 = performance.now();
        const list = await listEvents(scope, { limit });
        const t1 = performance.now();
        // What the page sends: the table's markup and, once, the rows it is rendered from.
        const slim = list.events.map(toEventListRow);
        const html = renderToString(createElement(EventsTable, { rows: slim, refreshingIds: new Set<string>(), handlers }));
        const t2 = performance.now();
        bytesPerRow = Math.round((Buffer.byteLength(html) + Buffer.byteLength(JSON.stringify(JSON.stringify(slim)))) / Math.max(slim.length, 1));
        if (page && i < 3) continue; // warm-up
        query.push(t1 - t0);
        render.push(t2 - t1);
        totals.push(t2 - t0);
      }
      if (page) pageP95.set(total, p95(totals));
      rows.push({
        events: total,
        rendered: limit === total ? `all ${limit}` : `${limit} (page)`,
        "SQL ms": median(query).toFixed(1),
        "render ms": median(render).toFixed(1),
        "total ms": median(totals).toFixed(1),
        "total/SQL": (median(totals) / median(query)).toFixed(2),
        "p95 ms": p95(totals).toFixed(1),
        "bytes/row": bytesPerRow,
      });
    }
  }
  if (QUICK) return rows; // small sizes: the targets are not judged
  const at1k = pageP95.get(1000)!;
  const at100k = pageP95.get(100_000)!;
  const big = rows.find((r) => r.events === 100_000)!;
  rows.push({
    events: "targets",
    rendered: "100k page",
    "SQL ms": "",
    "render ms": "",
    "total ms": "",
    "total/SQL": `${big["total/SQL"]} (<= 2: ${Number(big["total/SQL"]) <= 2 ? "ok" : "MISSED"})`,
    "p95 ms": `${(at100k / at1k).toFixed(2)}x 1k (<= 1.5: ${at100k / at1k <= 1.5 ? "ok" : "MISSED"})`,
    "bytes/row": `${Number(big["bytes/row"]) <= 1536 ? "ok" : "OVER"} 1536`,
  });
  return rows;
}

const NO_BUILD = [{ note: "no production build: run `npx next build` first" }];

/** First-load JS per page from the production build (the same table as `npm run size`). */
async function firstLoadJsBench(): Promise<Row[]> {
  return hasProductionBuild() ? bundleTable(await measureFirstLoadJs()) : NO_BUILD;
}

/** HTML bytes per row of the list pages from the production build (`npm run size:rows`). */
async function htmlPerRowBench(): Promise<Row[]> {
  // It starts the production server and seeds pages: a minute of its own, left to the full run.
  if (QUICK) return [{ note: "quick mode: skipped (starts the production server; `npm run size:rows` measures it)" }];
  return hasProductionBuild() ? (await measureHtmlPerRow()).map((r) => ({ ...r })) : NO_BUILD;
}

const benchmarks: Benchmark[] = [
  { name: "First-load JS from the production build (gzipped; budget 150 KB per page)", run: firstLoadJsBench },
  { name: "List pages from the production build: HTML per row (budget 1,536 bytes)", run: htmlPerRowBench },
  { name: "Queue throughput (no-op jobs)", run: benchQueueThroughput },
  { name: `/events server render (React ${env().NODE_ENV === "production" ? "production" : "development"} build)`, run: eventsRenderBench },
  { name: "Discovery content de-duplication (target: 10,000 articles <= 1 s, linear)", run: contentDedupBench },
  { name: "Discovery same-story grouping (target: 10,000 candidates <= 1 s, linear)", run: sameStoryGroupingBench },
  { name: "One offline discovery run, end to end (demo corpus)", run: offlineDiscoveryBench },
  { name: "/discoveries at 100k discoveries: query + server render", run: discoveriesRenderBench },
  { name: "Daily report email render (target ≤ 5 ms per render after warm-up)", run: reportRenderBench },
  { name: "Daily reports for 1,000 users (queue, build, render, hand to the outbox; 4 job runners)", run: dailyRunBench },
  { name: "CSV export of 10,000 events (streamed in keyset pages: peak memory flat in the row count)", run: exportEventsBench },
  { name: "CRM CSV import of 10,000 rows (streamed parse, one transaction, chunked inserts)", run: importAccountsBench },
];

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
  // Child processes (the report render bench) read the mode from the environment.
  if (QUICK) process.env.BENCH_QUICK = "1";
  // The tables are the output: the app's info lines (a mail logged per report, with its links) are not.
  process.env.LOG_LEVEL ??= "warn";
  resetEnvCache();
  // React's development build renders several times slower: measure what the server runs.
  if (env().NODE_ENV !== "production") {
    const again = spawnSync(process.execPath, [...process.execArgv, ...process.argv.slice(1)], {
      stdio: "inherit",
      env: { ...process.env, NODE_ENV: "production" },
    });
    process.exit(again.status ?? 1);
  }
  const serverUrl = env().TEST_DATABASE_URL ?? env().DATABASE_URL;
  if (!serverUrl && QUICK) {
    console.log("Quick bench skipped: no PostgreSQL (set TEST_DATABASE_URL, e.g. postgres://postgres@127.0.0.1:5432/test).");
    return;
  }
  if (!serverUrl) {
    console.error("npm run bench needs PostgreSQL: set TEST_DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/test) or DATABASE_URL.");
    process.exit(2);
  }
  const { default: pg } = await import("pg");
  const name = `trayo_bench_${randomBytes(5).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  let handle: DbHandle | undefined;
  try {
    handle = await openMigratedDatabase({ databaseUrl: url.toString(), max: 4 });
    // The app's functions (getDb, withScope) reach the scratch database as they would in production.
    setProcessDatabase(handle);
    // `npm run bench -- report` runs only the benchmarks whose name contains "report".
    const only = process.argv.slice(2).find((a) => !a.startsWith("--"))?.toLowerCase();
    for (const benchmark of benchmarks.filter((b) => !only || b.name.toLowerCase().includes(only))) {
      printTable(benchmark.name, await benchmark.run({ db: handle.db, url: url.toString() }));
    }
    // The load figure needs a production build (`npm run build`); `--load` asks for it explicitly.
    const wantsLoad = process.argv.includes("--load") || (!QUICK && hasProductionBuild() && (!only || LOAD_BENCH_NAME.toLowerCase().includes(only)));
    if (wantsLoad) printTable(LOAD_BENCH_NAME, await loadBench(serverUrl));
    else if (QUICK) console.log("\n(Quick mode: load figure skipped; `npm run bench:load` measures it.)");
    else if (!only) console.log("\n(Load figure skipped: no production build. `npm run build`, then `npm run bench:load`.)");
  } finally {
    await handle?.close();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
