// Worker memory over many events (`npm run bench:worker-memory`, issue 23): a real worker process
// (scripts/worker.ts) on a scratch PostgreSQL database processes WORKER_MEMORY_EVENTS (default 1,000)
// events whose articles are real HTML pages served from loopback, so every page goes through the
// fetcher and the extraction threads (jsdom + Readability) as a news site's would. Prints the worker's
// RSS after each checkpoint; a worker that leaks keeps growing, a bounded one levels off.
// WORKER_MEMORY_HEAP_SNAPSHOTS=1 also writes a heap snapshot of the worker's main thread at each
// checkpoint (node --heapsnapshot-signal) into the current folder, to compare in Chrome DevTools.
import "./load-env";
import { spawn, execFileSync } from "node:child_process";
import { randomBytes, randomUUID } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { sql } from "drizzle-orm";
import { openMigratedDatabase } from "@/lib/db/client";
import { rowsOf } from "@/lib/db/database";
import { eventJob } from "@/lib/jobs/event-job";
import { demoArticleUrl } from "@/lib/providers/news-corpus/demo/demo-news-host";
import { demoArticleHtml, listDemoArticles } from "@/lib/providers/news-corpus/demo/list-demo-articles";

const EVENTS = Number(process.env.WORKER_MEMORY_EVENTS ?? 1000);
const CHECKPOINTS = [100, 300, 600, 1000].filter((n) => n < EVENTS).concat(EVENTS);
const SNAPSHOTS = process.env.WORKER_MEMORY_HEAP_SNAPSHOTS === "1";
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function rssMb(pid: number): number {
  try {
    return Math.round(Number(execFileSync("ps", ["-o", "rss=", "-p", String(pid)], { encoding: "utf8" }).trim()) / 1024);
  } catch {
    return 0;
  }
}

/** Every demo article's HTML at http://127.0.0.1:<port>/<n>/<slug>: one distinct URL per event. */
async function articleServer() {
  const server = http.createServer((req, res) => {
    const slug = (req.url ?? "").split("/").slice(2).join("/");
    const html = demoArticleHtml(demoArticleUrl(slug));
    if (!html) return res.writeHead(404).end();
    res.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(html);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { server, port: (server.address() as AddressInfo).port };
}

async function main() {
  const adminUrl = process.env.TEST_DATABASE_URL?.trim() || process.env.DATABASE_URL?.trim();
  if (!adminUrl) throw new Error("Set TEST_DATABASE_URL (or DATABASE_URL) to a PostgreSQL server for the scratch database.");
  const { default: pg } = await import("pg");
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  const name = `trayo_wmem_${randomBytes(5).toString("hex")}`;
  await admin.query(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const { server, port } = await articleServer();
  const handle = await openMigratedDatabase({ databaseUrl: url.toString(), max: 2 });
  const db = handle.db;
  let worker: ReturnType<typeof spawn> | undefined;
  try {
    const companyId = randomUUID();
    await db.execute(sql`insert into public.companies (id, name, solutions) values (${companyId}, 'Memory Seller', 'Payments risk analytics')`);
    const accounts = rowsOf<{ id: string }>(
      await db.execute(sql`insert into public.accounts (name, url, company_id) select 'Account ' || g, 'https://account' || g || '.example', ${companyId} from generate_series(1, 20) g returning id`),
    );
    const slugs = listDemoArticles().map((a) => a.slug);
    const eventIds: string[] = [];
    for (let i = 0; i < EVENTS; i++) {
      const [row] = rowsOf<{ id: string }>(
        await db.execute(sql`insert into public.events (title, event_date, account_id, url, status)
          values (${`Memory event ${i}`}, current_date, ${accounts[i % accounts.length].id}, ${`http://127.0.0.1:${port}/${i}/${slugs[i % slugs.length]}`}, 'pending') returning id`),
      );
      eventIds.push(row.id);
    }
    worker = spawn(process.execPath, ["--import", "tsx", ...(SNAPSHOTS ? ["--heapsnapshot-signal=SIGUSR2"] : []), path.join("scripts", "worker.ts")], {
      env: {
        ...process.env,
        DATABASE_URL: url.toString(),
        DATABASE_DIRECT_URL: "",
        AUTH_SECRET: randomBytes(32).toString("hex"),
        TEST_ALLOW_LOOPBACK_FETCH: `127.0.0.1:${port}`,
        SCHEDULER_ENABLED: "false",
        LOG_LEVEL: "warn",
        OPENAI_API_KEY: "",
      },
      stdio: ["ignore", "inherit", "inherit"],
    });
    await sleep(3000);
    const rows: Record<string, string | number>[] = [{ events: 0, "worker RSS MB": rssMb(worker.pid!), "s since start": 0 }];
    const started = performance.now();
    // Queued in batches that keep the queue a little ahead of the worker, as a steady stream would.
    let queued = 0;
    for (const checkpoint of CHECKPOINTS) {
      for (; queued < checkpoint; queued++) await eventJob.enqueuePrivileged(db, { event_id: eventIds[queued] });
      for (;;) {
        const [{ n }] = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from public.events where status in ('completed', 'failed')`));
        if (n >= checkpoint) break;
        if (worker.exitCode !== null) throw new Error(`The worker exited (${worker.exitCode})`);
        await sleep(500);
      }
      await sleep(1000);
      if (SNAPSHOTS) worker.kill("SIGUSR2");
      const [{ failed }] = rowsOf<{ failed: number }>(await db.execute(sql`select count(*)::int as failed from public.events where status = 'failed'`));
      rows.push({ events: checkpoint, "worker RSS MB": rssMb(worker.pid!), "s since start": Math.round((performance.now() - started) / 1000), failed });
      console.log(JSON.stringify(rows.at(-1)));
    }
    const at300 = rows.find((r) => r.events === 300);
    const last = rows.at(-1)!;
    console.log(`\nWorker RSS over ${EVENTS} events (real HTML pages through the extraction threads)`);
    console.table(rows);
    if (at300 && last.events !== 300) {
      const growth = (Number(last["worker RSS MB"]) / Number(at300["worker RSS MB"]) - 1) * 100;
      console.log(`RSS after ${last.events} events is ${growth.toFixed(1)}% ${growth >= 0 ? "above" : "below"} its RSS after 300 (target: within 10%).`);
    }
  } finally {
    if (worker && worker.exitCode === null) {
      worker.kill("SIGTERM");
      await new Promise((r) => worker!.once("exit", r));
    }
    await handle.close();
    server.close();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
