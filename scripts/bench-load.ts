// Load figure (`npm run bench:load`, also run by `npm run bench` when a production build exists):
// N concurrent signed-in users (LOAD_USERS, default 200) on /events, /dashboard and /user/events
// against the production server as `npm start` runs it (scripts/web-server.mjs, hosted mode: one
// process per core) on a scratch PostgreSQL database seeded with 10k events. Each page gets one run on
// the same connections: LOAD_WARMUP_SECONDS (default 10) unmeasured, then LOAD_SECONDS (default 20)
// measured, so the figures are a warm server's with its users connected. Reports req/s, p50/p95/p99
// (a timed-out request counts at the timeout), errors (each failed request once), the server's peak RSS
// (all its processes) and each process's RSS at the start and the end of the page's run. Needs `npm run build` first and TEST_DATABASE_URL or DATABASE_URL naming a server where the scratch
// database is created (and dropped afterwards). autocannon runs in this process.
// LOAD_HEAP_SNAPSHOTS=<folder> also writes a heap snapshot of each web process after each round
// (web-<n>-round-<r>.heapsnapshot; compare two with scripts/heap-snapshot-compare.ts). A snapshot
// costs its process memory of its own, so RSS figures of such a run are not the plain run's.
import "./load-env";
import { spawn, execFileSync, type ChildProcess } from "node:child_process";
import { randomBytes, randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import autocannon from "autocannon";
import { sql } from "drizzle-orm";
import { openDatabase, openMigratedDatabase } from "@/lib/db/client";
import { createLocalCredentialUser } from "@/lib/auth/local/create-local-user";
import { createLocalAuth } from "@/lib/auth/local/local-auth";
import { createMailProvider } from "@/lib/providers/mail/create-mail-provider";
import { errorSummary, latencyPercentiles, rssPerProcess, type Sample } from "./load-stats";
import { hasProductionBuild } from "./prod-server";

type Row = Record<string, string | number>;

export const LOAD_BENCH_NAME = `Load: ${Number(process.env.LOAD_USERS ?? 200)} concurrent signed-in users on a production build (npm start), 10k events`;

const USERS = Number(process.env.LOAD_USERS ?? 200);
const EVENTS = Number(process.env.LOAD_EVENTS ?? 10_000);
const SECONDS = Number(process.env.LOAD_SECONDS ?? 20);
const WARMUP_SECONDS = Number(process.env.LOAD_WARMUP_SECONDS ?? 10);
const PORT = Number(process.env.LOAD_PORT ?? 3190);
// Rounds over the three pages on the same server: RSS that levels off from one round to the next is a
// plateau, not a leak.
const ROUNDS = Math.max(1, Number(process.env.LOAD_ROUNDS ?? 1));
const TIMEOUT_SECONDS = 10;
const SNAPSHOT_DIR = process.env.LOAD_HEAP_SNAPSHOTS?.trim() ? path.resolve(process.env.LOAD_HEAP_SNAPSHOTS.trim()) : undefined;
const PAGES = ["/events", "/dashboard", "/user/events"];
const PASSWORD = "load-bench-password-1";
const APP_URL = `http://127.0.0.1:${PORT}`;
// What the server is told it is reached at: a production start in hosted mode refuses an APP_URL on
// this machine (mailed links would not open elsewhere); the bench never follows mailed links.
const SERVER_APP_URL = `http://load-bench.example:${PORT}`;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function runAdmin(url: string, statement: string) {
  const { default: pg } = await import("pg");
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** One company, 20 accounts, EVENTS events over them, USERS users assigned to every account. */
export async function seed(url: string): Promise<string[]> {
  const handle = await openMigratedDatabase({ databaseUrl: url, max: 4 });
  const db = handle.db;
  try {
    const companyId = randomUUID();
    await db.execute(sql`insert into public.companies (id, name) values (${companyId}, 'Load Seller')`);
    await db.execute(sql`insert into public.accounts (name, url, company_id) select 'Account ' || g, 'https://account' || g || '.example', ${companyId} from generate_series(1, 20) g`);
    await db.execute(sql`
      with acc as (select id, row_number() over (order by id) - 1 as n from public.accounts where company_id = ${companyId})
      insert into public.events (title, event_date, account_id, url, publication, status, status_reason, data, inserted_at)
      select 'Account news item ' || g || ': expansion, funding and leadership changes', date '2026-01-01' + (g % 320), acc.id,
             'https://news.example/' || g, 'Demo Wire', (array['completed', 'completed', 'completed', 'failed', 'pending'])[1 + g % 5],
             case when g % 5 = 3 then 'Article could not be fetched' end,
             jsonb_build_object('tldr', 'Short summary ' || g, 'event_summary', repeat('Longer summary text. ', 20)),
             now() - make_interval(mins => g)
      from generate_series(1, ${EVENTS}::int) g join acc on acc.n = g % 20`);
    const emails: string[] = [];
    for (let i = 0; i < USERS; i++) {
      const id = randomUUID();
      const email = `load-${i}@example.test`;
      await db.execute(sql`insert into public.users (id, email, name, company_id) values (${id}, ${email}, ${`Load User ${i}`}, ${companyId})`);
      await createLocalCredentialUser(db, { id, email, name: `Load User ${i}`, password: PASSWORD, emailVerified: true });
      emails.push(email);
    }
    await db.execute(sql`insert into public.account_users (account_id, user_id) select a.id, u.id from public.accounts a cross join public.users u where a.company_id = ${companyId} and u.company_id = ${companyId}`);
    await db.execute(sql`analyze`);
    return emails;
  } finally {
    await handle.close();
  }
}

/** Session cookies signed with the server's secret (better-auth's own sign-in, in this process). */
export async function signIn(url: string, secret: string, emails: string[]): Promise<string[]> {
  const handle = await openDatabase({ databaseUrl: url, max: 2 });
  try {
    const auth = createLocalAuth({ db: handle.db, secret, appUrl: SERVER_APP_URL, mail: createMailProvider() });
    const cookies: string[] = [];
    for (const email of emails) {
      const { headers } = await auth.api.signInEmail({ body: { email, password: PASSWORD, rememberMe: true }, returnHeaders: true });
      cookies.push(headers.getSetCookie().map((line) => line.split(";")[0]).join("; "));
    }
    return cookies;
  } finally {
    await handle.close();
  }
}

/** RSS in KB of the server and each of its children (its web server processes), by pid. */
function processRssKb(pid: number): Map<number, number> {
  try {
    const out = execFileSync("ps", ["-e", "-o", "pid=,ppid=,rss="], { encoding: "utf8" });
    const rows = out.trim().split("\n").map((l) => l.trim().split(/\s+/).map(Number));
    const tree = new Set([pid]);
    for (let grew = true; grew; ) {
      grew = false;
      for (const [p, pp] of rows) {
        if (tree.has(pp) && !tree.has(p)) {
          tree.add(p);
          grew = true;
        }
      }
    }
    return new Map(rows.filter(([p]) => tree.has(p)).map(([p, , rss]) => [p, rss]));
  } catch {
    return new Map();
  }
}

const totalKb = (rss: Map<number, number>) => [...rss.values()].reduce((sum, kb) => sum + kb, 0);

async function startServer(url: string, secret: string): Promise<ChildProcess> {
  const server = spawn(process.execPath, [path.join("scripts", "web-server.mjs"), "-p", String(PORT), "-H", "127.0.0.1"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      DATABASE_URL: url,
      DATABASE_DIRECT_URL: "",
      AUTH_SECRET: secret,
      APP_URL: SERVER_APP_URL,
      WORKER_ENABLED: "false",
      SCHEDULER_ENABLED: "false",
      SEED_DEMO_DATA: "false",
      NEXT_TELEMETRY_DISABLED: "1",
      ...(SNAPSHOT_DIR ? { NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ""} --heapsnapshot-signal=SIGUSR2 --diagnostic-dir=${SNAPSHOT_DIR}`.trim() } : {}),
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  server.stdout?.on("data", (c) => (output += c));
  server.stderr?.on("data", (c) => (output += c));
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The server exited:\n${output}`);
    try {
      if ((await fetch(`${APP_URL}/signin`)).ok) return server;
    } catch {
      // not listening yet
    }
    await sleep(500);
  }
  server.kill("SIGTERM");
  throw new Error(`The server did not answer within 120 s:\n${output}`);
}

/** A heap snapshot of each web process (not the supervisor), one after the other, named by process and round. */
async function snapshotWebProcesses(serverPid: number, round: number) {
  const webPids = [...processRssKb(serverPid).keys()].filter((pid) => pid !== serverPid).sort((a, b) => a - b);
  for (const [index, pid] of webPids.entries()) {
    const mine = () => fs.readdirSync(SNAPSHOT_DIR!).filter((f) => f.startsWith("Heap.") && f.includes(`.${pid}.`) && f.endsWith(".heapsnapshot"));
    const already = new Set(mine());
    process.kill(pid, "SIGUSR2");
    const deadline = Date.now() + 300_000;
    for (;;) {
      const file = mine().find((f) => !already.has(f));
      // A finished snapshot ends with its strings array's closing brackets.
      if (file && complete(path.join(SNAPSHOT_DIR!, file))) {
        fs.renameSync(path.join(SNAPSHOT_DIR!, file), path.join(SNAPSHOT_DIR!, `web-${index + 1}-round-${round}.heapsnapshot`));
        break;
      }
      if (Date.now() > deadline) throw new Error(`No heap snapshot from process ${pid} within 5 minutes`);
      await sleep(1000);
    }
  }
}

function complete(file: string): boolean {
  const fd = fs.openSync(file, "r");
  try {
    const size = fs.fstatSync(fd).size;
    if (size < 2) return false;
    const tail = Buffer.alloc(Math.min(16, size));
    fs.readSync(fd, tail, 0, tail.length, size - tail.length);
    return tail.toString("utf8").trimEnd().endsWith("]}");
  } finally {
    fs.closeSync(fd);
  }
}

/**
 * `seconds` of closed-loop load on `page`, one signed-in user per connection; each response goes to
 * `onResponse`, and each request that timed out too, at the timeout with status 0.
 */
function runLoad(page: string, cookies: string[], seconds: number, onResponse: (response: Sample) => void) {
  let next = 0;
  return new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: `${APP_URL}${page}`,
        connections: cookies.length,
        duration: seconds,
        timeout: TIMEOUT_SECONDS,
        setupClient: (client) => client.setHeaders({ cookie: cookies[next++ % cookies.length] }),
      },
      (error, done) => (error ? reject(error) : resolve(done)),
    );
    instance.on("response", (_client, status, bytes, ms) => onResponse({ ms, status, bytes }));
    instance.on("reqError", (error) => {
      if (/timed out/.test(error.message)) onResponse({ ms: TIMEOUT_SECONDS * 1000, status: 0, bytes: 0 });
    });
  });
}

/**
 * One continuous run per page on the same connections: WARMUP_SECONDS unmeasured (a server that has just
 * started compiles and sizes its heap, and the burst of new connections is handed to its processes), then
 * SECONDS measured. Errors, timeouts and non-2xx answers count over the whole run.
 */
async function loadPage(page: string, cookies: string[], serverPid: number): Promise<Row> {
  const measured: Sample[] = [];
  let non2xx = 0;
  let measuring = WARMUP_SECONDS === 0;
  const startRss = processRssKb(serverPid);
  let peakKb = totalKb(startRss);
  const startMeasuring = setTimeout(() => (measuring = true), WARMUP_SECONDS * 1000);
  const sampler = setInterval(() => measuring && (peakKb = Math.max(peakKb, totalKb(processRssKb(serverPid)))), 500);
  const result = await runLoad(page, cookies, WARMUP_SECONDS + SECONDS, (response) => {
    // A timeout (status 0) is counted by autocannon's totals; here it only joins the percentiles.
    if (response.status !== 0 && (response.status < 200 || response.status > 299)) non2xx++;
    if (measuring) measured.push(response);
  }).finally(() => {
    clearTimeout(startMeasuring);
    clearInterval(sampler);
  });
  const endRss = processRssKb(serverPid);
  const answered = measured.filter((r) => r.status !== 0);
  const { p50, p95, p99 } = latencyPercentiles(measured);
  return {
    page,
    users: cookies.length,
    requests: answered.length,
    "req/s": (answered.length / SECONDS).toFixed(1),
    "p50 ms": Math.round(p50),
    "p95 ms": Math.round(p95),
    "p99 ms": Math.round(p99),
    errors: errorSummary(result, non2xx),
    "KB/response": answered.length ? Math.round(answered.reduce((sum, r) => sum + r.bytes, 0) / answered.length / 1024) : 0,
    "peak RSS MB": Math.round(peakKb / 1024),
    // The supervisor first, then each web process: start→end of this page's run.
    "RSS MB per process": rssPerProcess([...new Set([...startRss.keys(), ...endRss.keys()])], startRss, endRss),
  };
}

/** The load figure: one row per page. */
export async function loadBench(adminUrl: string): Promise<Row[]> {
  if (!hasProductionBuild()) throw new Error("No production build: run `npm run build` first.");
  const name = `trayo_load_${randomBytes(5).toString("hex")}`;
  await runAdmin(adminUrl, `create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const dbUrl = url.toString();
  const secret = randomBytes(32).toString("hex");
  let server: ChildProcess | undefined;
  try {
    const emails = await seed(dbUrl);
    const cookies = await signIn(dbUrl, secret, emails);
    server = await startServer(dbUrl, secret);
    const check = await fetch(`${APP_URL}/events`, { headers: { cookie: cookies[0] }, redirect: "manual" });
    if (check.status !== 200) throw new Error(`A signed-in user's /events answered ${check.status}, not 200: the sessions do not work`);
    const rows: Row[] = [];
    if (SNAPSHOT_DIR) fs.mkdirSync(SNAPSHOT_DIR, { recursive: true });
    for (let round = 1; round <= ROUNDS; round++) {
      for (const page of PAGES) {
        rows.push({ round, ...(await loadPage(page, cookies, server.pid!)) });
        await sleep(2000);
      }
      if (SNAPSHOT_DIR) await snapshotWebProcesses(server.pid!, round);
    }
    return rows;
  } finally {
    if (server && server.exitCode === null) {
      server.kill("SIGTERM");
      await new Promise((r) => server!.once("exit", r));
    }
    await runAdmin(adminUrl, `drop database if exists ${name} with (force)`).catch(() => {});
  }
}

async function main() {
  const adminUrl = process.env.TEST_DATABASE_URL?.trim() || process.env.DATABASE_URL?.trim();
  if (!adminUrl) throw new Error("Set TEST_DATABASE_URL (or DATABASE_URL) to a PostgreSQL server for the scratch database.");
  console.log(`\n## ${LOAD_BENCH_NAME} (${SECONDS} s per page)\n`);
  console.table(await loadBench(adminUrl));
}

if (import.meta.url === `file://${process.argv[1]}` || process.argv[1]?.endsWith("bench-load.ts")) {
  main().then(
    () => process.exit(0),
    (error) => {
      console.error(error);
      process.exit(1);
    },
  );
}
