// Report email benchmarks for `npm run bench`: template render time, and a daily run for 1,000 users.
import { spawnSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { rowsOf, type Database } from "@/lib/db/database";
import { resetEnvCache } from "@/lib/env";
import { appJobs } from "@/lib/worker/app-worker";
import { processNextJob } from "@/lib/queue/worker";
import { queueDailyReports } from "@/lib/reports/daily-reports";
import { sized } from "./bench-mode";

type Row = Record<string, string | number>;

/** Mail, storage and secrets of the run stay in a scratch folder. */
function switchToScratchDataDir() {
  process.env.DATA_DIR = mkdtempSync(path.join(tmpdir(), "trayo-bench-reports-"));
  delete process.env.RESEND_API_KEY;
  // The daily run below is timed at the default delivery hour, 07:00 UTC.
  delete process.env.SCHEDULER_TIMEZONE;
  delete process.env.DAILY_REPORT_HOUR;
  resetEnvCache();
}

/**
 * Milliseconds per render of the daily report (signed links, HTML and plain text), after warm-up, with
 * React's production build (a child process with NODE_ENV=production: scripts/bench-report-render.ts).
 * Target: ≤ 5 ms for 5 events.
 */
export async function reportRenderBench(): Promise<Row[]> {
  const script = path.join(path.dirname(fileURLToPath(import.meta.url)), "bench-report-render.ts");
  const run = spawnSync("npx", ["tsx", script], { env: { ...process.env, NODE_ENV: "production" }, encoding: "utf8", maxBuffer: 1 << 20 });
  if (run.status !== 0) throw new Error(`daily report render bench failed: ${run.stderr}`);
  return JSON.parse(run.stdout.trim().split("\n").at(-1)!) as Row[];
}

/** 1,000 users with 3 new events each: queue the day's reports, then build and send them with 4 job runners. */
export async function dailyRunBench({ db }: { db: Database }): Promise<Row[]> {
  switchToScratchDataDir();
  const USERS = sized(1000, 20);
  const companyId = randomUUID();
  await db.execute(sql`insert into public.companies (id, name) values (${companyId}, 'Daily Bench Seller')`);
  await db.execute(sql`
    insert into public.users (id, email, name, company_id)
    select gen_random_uuid(), 'daily-' || g || '@bench.example', 'Bench User ' || g, ${companyId} from generate_series(1, ${USERS}) g`);
  await db.execute(sql`
    insert into public.accounts (name, url, company_id)
    select 'Daily Account ' || u.email, 'https://' || u.id || '.example', ${companyId} from public.users u where u.company_id = ${companyId}`);
  await db.execute(sql`
    insert into public.account_users (account_id, user_id)
    select a.id, u.id from public.accounts a join public.users u on a.name = 'Daily Account ' || u.email where u.company_id = ${companyId}`);
  await db.execute(sql`
    insert into public.events (title, event_date, account_id, url, status, data)
    select 'News ' || g || ' for ' || a.name, date '2026-11-20', a.id, 'https://news.example/' || a.id || '/' || g, 'completed',
           jsonb_build_object('tldr', 'Short summary', 'event_summary', 'A longer summary.', 'why_it_matters', 'Budget.', 'suggested_action', 'Call.')
    from public.accounts a cross join generate_series(1, 3) g where a.company_id = ${companyId}`);
  await db.execute(sql`analyze`);

  const t0 = performance.now();
  const { queued } = await queueDailyReports(new Date("2027-01-14T07:00:00Z"));
  const t1 = performance.now();
  const jobs = appJobs();
  const runner = async () => {
    while (await processNextJob({ db, jobs, visibilityTimeoutSeconds: 120 })) {
      // keep draining
    }
  };
  await Promise.all([runner(), runner(), runner(), runner()]);
  const t2 = performance.now();
  const [{ n: mails }] = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from local_mail.outbox where to_email like 'daily-%@bench.example'`));
  return [
    {
      users: USERS,
      queued,
      "queue ms": (t1 - t0).toFixed(0),
      "mails in outbox": mails,
      "send s": ((t2 - t1) / 1000).toFixed(1),
      "reports/s": (mails / ((t2 - t1) / 1000)).toFixed(1),
    },
  ];
}
