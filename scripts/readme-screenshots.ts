// `npm run screenshots`: the README's three screenshots (dashboard, feed with an event, composer), taken
// from a running app (`npm run dev`, or BASE_URL) signed in as the demo user, so they stay current.
import { chromium, type Page } from "playwright-core";

const BASE_URL = process.env.BASE_URL ?? "http://localhost:3000";
const OUT = "docs/screenshots";

async function shoot(page: Page, path: string, name: string) {
  await page.goto(`${BASE_URL}${path}`);
  await page.getByRole("heading", { level: 1 }).first().waitFor();
  await page.locator('[data-slot="skeleton"]').first().waitFor({ state: "detached", timeout: 30_000 }).catch(() => undefined);
  await page.screenshot({ path: `${OUT}/${name}.png` });
}

async function main() {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: ["--no-sandbox"] });
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await page.goto(`${BASE_URL}/signin`);
  await page.getByLabel("Email").fill("user@example.com");
  await page.getByLabel("Password", { exact: true }).fill("trayo-demo");
  await page.getByRole("button", { name: /^sign in$/i }).click();
  await page.waitForURL((url) => !url.pathname.startsWith("/signin"));

  await shoot(page, "/dashboard", "dashboard");
  await shoot(page, "/user/events", "feed");
  const compose = await page.getByRole("link", { name: "Draft a message" }).first().getAttribute("href");
  if (!compose) throw new Error("The feed has no event to draft a message from.");
  await page.goto(`${BASE_URL}${compose}`);
  await page.getByTestId("version-pager").filter({ hasText: "1/1" }).waitFor({ timeout: 60_000 });
  await page.screenshot({ path: `${OUT}/composer.png` });
  await browser.close();
  console.log(`Saved ${OUT}/dashboard.png, feed.png and composer.png from ${BASE_URL}`);
}

main().catch((error) => {
  console.error(`Screenshots failed: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
});
