// A production server (`npm start`, needs `npm run build`) on a fresh demo database, with the session
// cookies of demo users, for the page measurements (bundle-size.ts, html-per-row.ts).
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromium, type Browser, type BrowserContext } from "playwright-core";

type Cookies = Awaited<ReturnType<BrowserContext["cookies"]>>;
export type ProdServer = {
  base: string;
  browser: Browser;
  signIn: (email: string) => Promise<Cookies>;
  /** An admin signed in with a company and one of its users picked in the header. */
  signInActing: (adminEmail: string, company: string, user: string) => Promise<Cookies>;
};

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

export function hasProductionBuild() {
  return fs.existsSync(path.join(process.cwd(), ".next", "BUILD_ID"));
}

export async function withProductionServer<T>(port: number, run: (server: ProdServer) => Promise<T>): Promise<T> {
  if (!hasProductionBuild()) throw new Error("Run `npx next build` first.");
  const base = `http://127.0.0.1:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "trayo-size-"));
  const server = spawn(process.execPath, ["scripts/web-server.mjs", "-p", String(port), "-H", "127.0.0.1"], {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      APP_URL: base,
      WORKER_ENABLED: "false",
      SCHEDULER_ENABLED: "false",
      NODE_ENV: "production",
      AUTH_SIGNIN_MAX_PER_IP: "10000",
    },
    stdio: "ignore",
    detached: true,
  });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
  });
  const signInPage = async (email: string) => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.goto(`${base}/signin`);
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password", { exact: true }).fill("trayo-demo");
    await page.getByRole("button", { name: /sign in/i }).click();
    await page.waitForURL((url) => !url.pathname.startsWith("/signin"), { timeout: 60_000 });
    return { context, page };
  };
  const signIn = async (email: string) => {
    const { context } = await signInPage(email);
    const cookies = await context.cookies();
    await context.close();
    return cookies;
  };
  const signInActing = async (adminEmail: string, company: string, user: string) => {
    const { context, page } = await signInPage(adminEmail);
    await page.goto(`${base}/dashboard`);
    const header = page.locator("header");
    await header.getByRole("combobox", { name: "Company" }).click();
    await page.getByRole("option", { name: company }).click();
    await page.getByTestId("sidebar-company").filter({ hasText: company }).waitFor();
    await header.getByRole("combobox", { name: "User" }).click();
    await page.getByRole("option", { name: user }).click();
    await page.getByTestId("sidebar-user").filter({ hasText: user }).waitFor();
    const cookies = await context.cookies();
    await context.close();
    return cookies;
  };
  try {
    await waitForServer(`${base}/signin`, 120_000);
    return await run({ base, browser, signIn, signInActing });
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
