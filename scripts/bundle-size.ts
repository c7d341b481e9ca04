// First-load JavaScript per page, measured the way a browser meets it: a production server on a fresh
// demo database, a real Chromium signed in as the demo user, every script a cold page load fetches,
// gzipped. Needs `next build` first. Usage: npx tsx scripts/bundle-size.ts [--json]
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { chromium } from "playwright-core";

export const BUNDLE_PAGES = ["/signin", "/events", "/user/events", "/dashboard"] as const;
export const BUNDLE_BUDGET_KB = 150;

const PORT = Number(process.env.BUNDLE_SIZE_PORT ?? 3190);
const BASE = `http://127.0.0.1:${PORT}`;

async function waitForServer(url: string, timeoutMs: number) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      if ((await fetch(url, { redirect: "manual" })).status < 500) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`The server at ${url} did not start`);
}

export async function measureFirstLoadJs(): Promise<{ page: string; kb: number; scripts: number }[]> {
  if (!fs.existsSync(path.join(process.cwd(), ".next", "BUILD_ID"))) throw new Error("Run `npx next build` first.");
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "trayo-size-"));
  const server = spawn("npx", ["next", "start", "-p", String(PORT), "-H", "127.0.0.1"], {
    env: { ...process.env, DATA_DIR: dataDir, APP_URL: BASE, WORKER_ENABLED: "false", NODE_ENV: "production" },
    stdio: "ignore",
    detached: true,
  });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
  });
  try {
    await waitForServer(`${BASE}/signin`, 120_000);
    const signedIn = await browser.newContext();
    const signInPage = await signedIn.newPage();
    await signInPage.goto(`${BASE}/signin`);
    await signInPage.getByLabel("Email").fill("user@example.com");
    await signInPage.getByLabel("Password", { exact: true }).fill("trayo-demo");
    await signInPage.getByRole("button", { name: /sign in/i }).click();
    await signInPage.waitForURL((url) => !url.pathname.startsWith("/signin"), { timeout: 60_000 });
    const cookies = await signedIn.cookies();
    const results = [];
    for (const page of BUNDLE_PAGES) {
      // A fresh context per page: nothing cached, the session cookie only where the page needs one.
      const context = await browser.newContext();
      if (page !== "/signin") await context.addCookies(cookies);
      const tab = await context.newPage();
      const bodies: Promise<{ url: string; gz: number }>[] = [];
      tab.on("response", (response) => {
        if (response.request().resourceType() !== "script") return;
        bodies.push(
          response
            .body()
            .catch(() => Buffer.alloc(0))
            .then((body) => ({ url: response.url(), gz: gzipSync(body, { level: 9 }).length })),
        );
      });
      await tab.goto(`${BASE}${page}`, { waitUntil: "networkidle" });
      const scripts = await Promise.all(bodies);
      const bytes = scripts.reduce((sum, s) => sum + s.gz, 0);
      if (process.argv.includes("--verbose")) for (const s of scripts) console.log(`    ${page} ${(s.gz / 1024).toFixed(1)} KB ${s.url}`);
      results.push({ page, kb: Math.round((bytes / 1024) * 10) / 10, scripts: scripts.length });
      await context.close();
    }
    return results;
  } finally {
    await browser.close();
    try {
      process.kill(-server.pid!, "SIGTERM");
    } catch {
      // already gone
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  measureFirstLoadJs()
    .then((rows) => {
      if (process.argv.includes("--json")) return console.log(JSON.stringify(rows));
      console.log(`First-load JS (gzipped; budget ${BUNDLE_BUDGET_KB} KB per page)`);
      for (const row of rows) {
        console.log(`  ${row.page.padEnd(14)} ${String(row.kb).padStart(7)} KB  ${row.scripts} scripts  ${row.kb <= BUNDLE_BUDGET_KB ? "ok" : "OVER BUDGET"}`);
      }
      process.exit(rows.every((r) => r.kb <= BUNDLE_BUDGET_KB) ? 0 : 1);
    })
    .catch((error) => {
      console.error(error);
      process.exit(1);
    });
}
