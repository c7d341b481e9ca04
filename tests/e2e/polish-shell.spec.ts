import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Browser, type Page } from "@playwright/test";
import { APP_ROUTES } from "@/lib/routes/app-routes";
import { signIn } from "./support/sign-in";

const WIDTHS = [390, 1280] as const;
const PUBLIC_PAGES = ["/", "/signin", "/signup", "/forgot-password", "/reset-password", "/secure-access", "/auth/callback", "/auth/confirm", "/dev/mail"];
/** Pages outside the shell must still have a main landmark, all content in landmarks and one h1. */
const STRUCTURE_RULES = new Set(["region", "landmark-one-main", "page-has-heading-one"]);

type Finding = { url: string; width: number; rule: string; impact: string; targets: string[] };

async function scan(page: Page, url: string, width: number, structure = false): Promise<Finding[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((v) => v.impact === "serious" || v.impact === "critical" || (structure && STRUCTURE_RULES.has(v.id)))
    .map((v) => ({ url, width, rule: v.id, impact: v.impact ?? "", targets: v.nodes.slice(0, 5).map((n) => `${n.target.join(" ")} ${n.failureSummary?.split("\n")[1] ?? ""}`) }));
}

async function visit(page: Page, url: string) {
  // Some pages (e.g. /secure-access without a link) move on by themselves: scan where they land.
  await page.goto(url).catch(() => undefined);
  await page.waitForLoadState("load");
  await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible({ timeout: 20_000 }).catch(() => undefined);
  // Streaming pages show a skeleton first; scan what the user ends up with.
  await expect(page.locator('[data-slot="skeleton"]')).toHaveCount(0, { timeout: 20_000 }).catch(() => undefined);
}

async function scanPages(page: Page, urls: string[], structure: boolean) {
  const findings: Finding[] = [];
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    for (const url of urls) {
      await visit(page, url);
      const found = await scan(page, url, width, structure);
      if (found.length) console.log(JSON.stringify(found, null, 1));
      findings.push(...found);
    }
  }
  return findings;
}

async function signedInPage(browser: Browser, email: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, email);
  return { context, page };
}

test.describe("Accessibility of every built page (axe: no serious or critical violation)", () => {
  test("public and auth pages and /dev/mail, with landmarks and one h1", async ({ page }) => {
    test.setTimeout(240_000);
    const findings = await scanPages(page, PUBLIC_PAGES, true);
    expect(findings).toEqual([]);
  });

  test("every app page signed in as a user, and with the avatar menu open", async ({ browser }) => {
    test.setTimeout(300_000);
    const { context, page } = await signedInPage(browser, "user@example.com");
    const urls = APP_ROUTES.filter((r) => r.section === "me").map((r) => r.href);
    const findings = await scanPages(page, urls, false);
    await page.getByRole("button", { name: "Open user menu" }).click();
    await expect(page.getByRole("menu")).toBeVisible();
    findings.push(...(await scan(page, "avatar menu", 1280)));
    await context.close();
    expect(findings).toEqual([]);
  });

  test("every app page signed in as an admin acting as a user", async ({ browser }) => {
    test.setTimeout(420_000);
    const { context, page } = await signedInPage(browser, "admin@example.com");
    await page.goto("/dashboard");
    const banner = page.getByRole("banner");
    await banner.getByRole("combobox", { name: "Company" }).click();
    await page.getByRole("option", { name: "Northwind Analytics", exact: true }).click();
    await banner.getByRole("combobox", { name: "User" }).click();
    await page.getByRole("option", { name: "Uma User", exact: true }).click();
    await expect(banner.getByRole("combobox", { name: "User" })).toContainText("Uma User");
    const findings = await scanPages(page, APP_ROUTES.map((r) => r.href), false);
    await context.close();
    expect(findings).toEqual([]);
  });
});
