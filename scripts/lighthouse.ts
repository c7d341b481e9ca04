// `npm run lighthouse`: mobile Lighthouse (performance and accessibility, the default mobile emulation and
// simulated throttling) on /, /signin, /user/events, /events and the composer, signed in as the demo user
// where the page needs it; the median of 3 runs per page. A production server on a fresh demo database
// (`npm run build` first), or a running app at LIGHTHOUSE_BASE_URL. Prints the machine's load average too:
// performance scores drop on a busy machine. Not part of `npm test`.
// Usage: npx tsx scripts/lighthouse.ts [--runs N] [--json] [--page /path|composer] [--save DIR] (DIR gets each run's report JSON)
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import lighthouse from "lighthouse";
import { chromium } from "playwright-core";
import { withProductionServer } from "./prod-server";

const PORT = Number(process.env.LIGHTHOUSE_PORT ?? 3192);
const DEBUG_PORT = Number(process.env.LIGHTHOUSE_DEBUG_PORT ?? 9333);
const CHROME = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const CHROME_FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"];
const DEMO_USER = "user@example.com";

const argValue = (name: string) => {
  const index = process.argv.indexOf(name);
  return index >= 0 ? process.argv[index + 1] : undefined;
};
const RUNS = Number(argValue("--runs") ?? 3);

type Target = { name: string; path: string; signedIn: boolean };
type Row = { page: string; performance: number; accessibility: number; runs: string; lcp: string; tbt: string; failing: string };

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

async function waitForDebugger(port: number) {
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/json/version`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error("Chromium's debugging port did not open");
}

/** The composer of the first event in the demo user's feed. */
async function composerPath(base: string, cookie: string) {
  const html = await (await fetch(`${base}/user/events`, { headers: { cookie } })).text();
  const match = html.match(/\/user\/events\/[0-9a-f-]{36}\/compose/);
  if (!match) throw new Error("The demo user's feed has no event to compose from.");
  return match[0];
}

async function signInCookie(base: string) {
  const browser = await chromium.launch({ executablePath: CHROME, args: CHROME_FLAGS });
  try {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${base}/signin`);
    await page.getByLabel("Email").fill(DEMO_USER);
    await page.getByLabel("Password", { exact: true }).fill("trayo-demo");
    await page.getByRole("button", { name: /^sign in$/i }).click();
    await page.waitForURL((url) => !url.pathname.startsWith("/signin"), { timeout: 60_000 });
    return (await context.cookies()).map((c) => `${c.name}=${c.value}`).join("; ");
  } finally {
    await browser.close();
  }
}

async function audit(base: string, cookie: string): Promise<Row[]> {
  const targets: Target[] = [
    { name: "/", path: "/", signedIn: false },
    { name: "/signin", path: "/signin", signedIn: false },
    { name: "/user/events", path: "/user/events", signedIn: true },
    { name: "/events", path: "/events", signedIn: true },
    { name: "composer", path: await composerPath(base, cookie), signedIn: true },
  ].filter((t) => !argValue("--page") || t.name === argValue("--page") || t.path === argValue("--page"));

  const profile = fs.mkdtempSync(path.join(os.tmpdir(), "trayo-lighthouse-"));
  const chrome = spawn(CHROME, [...CHROME_FLAGS, `--remote-debugging-port=${DEBUG_PORT}`, `--user-data-dir=${profile}`, "about:blank"], { stdio: "ignore" });
  try {
    await waitForDebugger(DEBUG_PORT);
    const rows: Row[] = [];
    for (const target of targets) {
      const runs: { performance: number; accessibility: number; lcp: number; tbt: number; failing: string[] }[] = [];
      for (let i = 0; i < RUNS; i++) {
        const result = await lighthouse(`${base}${target.path}`, {
          port: DEBUG_PORT,
          output: "json",
          logLevel: "error",
          onlyCategories: ["performance", "accessibility"],
          extraHeaders: target.signedIn ? { Cookie: cookie } : undefined,
        });
        if (!result) throw new Error(`Lighthouse returned nothing for ${target.path}`);
        const { categories, audits } = result.lhr;
        const saveDir = argValue("--save");
        if (saveDir) {
          fs.mkdirSync(saveDir, { recursive: true });
          fs.writeFileSync(path.join(saveDir, `${target.name.replace(/\W+/g, "_") || "root"}-${i + 1}.json`), JSON.stringify(result.lhr));
        }
        const failing = (categories.accessibility.auditRefs ?? [])
          .filter((ref) => ref.weight > 0 && audits[ref.id]?.score !== null && audits[ref.id]?.score !== 1)
          .map((ref) => ref.id);
        runs.push({
          performance: Math.round((categories.performance.score ?? 0) * 100),
          accessibility: Math.round((categories.accessibility.score ?? 0) * 100),
          lcp: audits["largest-contentful-paint"]?.numericValue ?? 0,
          tbt: audits["total-blocking-time"]?.numericValue ?? 0,
          failing,
        });
        if (result.lhr.runtimeError) console.error(`  ${target.name}: ${result.lhr.runtimeError.message}`);
        const last = runs[runs.length - 1];
        console.error(`  ${target.name} run ${i + 1}: performance ${last.performance}, accessibility ${last.accessibility}, LCP ${Math.round(last.lcp)} ms, TBT ${Math.round(last.tbt)} ms${last.failing.length ? `, failing ${last.failing.join(" ")}` : ""}`);
      }
      rows.push({
        page: target.name,
        performance: median(runs.map((r) => r.performance)),
        accessibility: median(runs.map((r) => r.accessibility)),
        runs: runs.map((r) => `${r.performance}/${r.accessibility}`).join(" "),
        lcp: `${(median(runs.map((r) => r.lcp)) / 1000).toFixed(1)} s`,
        tbt: `${Math.round(median(runs.map((r) => r.tbt)))} ms`,
        failing: [...new Set(runs.flatMap((r) => r.failing))].join(", ") || "-",
      });
    }
    return rows;
  } finally {
    const exited = new Promise((resolve) => chrome.once("exit", resolve));
    chrome.kill("SIGTERM");
    await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
    fs.rmSync(profile, { recursive: true, force: true, maxRetries: 5 });
  }
}

async function main() {
  const external = process.env.LIGHTHOUSE_BASE_URL;
  const loadBefore = os.loadavg();
  const rows = external
    ? await audit(external, await signInCookie(external))
    : await withProductionServer(PORT, async ({ base, signIn }) => audit(base, (await signIn(DEMO_USER)).map((c) => `${c.name}=${c.value}`).join("; ")));
  const loadAfter = os.loadavg();
  if (process.argv.includes("--json")) return console.log(JSON.stringify({ rows, load: { before: loadBefore, after: loadAfter } }));
  console.log(`Lighthouse, mobile, median of ${RUNS} runs (targets: performance ≥ 90, accessibility 100)`);
  console.table(rows);
  console.log(`Load average (1/5/15 min) on ${os.cpus().length} cores: before ${loadBefore.map((l) => l.toFixed(2)).join(" ")}, after ${loadAfter.map((l) => l.toFixed(2)).join(" ")}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
