import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Browser, type Page } from "@playwright/test";
import { APP_ROUTES } from "@/lib/routes/app-routes";
import { signIn } from "./support/sign-in";

const WIDTHS = [390, 1280] as const;
/** Pages outside the shell must still have a main landmark, all content in landmarks and one h1. */
const STRUCTURE_RULES = new Set(["region", "landmark-one-main", "page-has-heading-one"]);

type Finding = { url: string; width: number; rule: string; impact: string; targets: string[] };

async function scan(page: Page, url: string, width: number, structure = false): Promise<Finding[]> {
  const { violations } = await new AxeBuilder({ page }).options({ resultTypes: ["violations"] }).analyze();
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

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;

async function pickOption(page: Page, picker: ReturnType<Page["getByRole"]>, option: string) {
  await picker.click();
  await page.getByRole("option", { name: option, exact: true }).click();
}

async function box(locator: ReturnType<Page["getByRole"]>) {
  const b = await locator.boundingBox();
  if (!b) throw new Error("not visible");
  return b;
}

test.describe("Dashboard on a phone", () => {
  test("Recent Accounts keeps its action on screen, and an event item opens that event dated as /events dates it", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, "user@example.com");
    await page.goto("/dashboard");
    const accounts = page.getByRole("region", { name: "Recent Accounts" });
    const action = accounts.getByRole("link", { name: "View Details" }).first();
    await expect(action).toBeVisible();
    const { x, width, height } = await box(action);
    expect(x + width).toBeLessThanOrEqual(390);
    expect(height).toBeGreaterThanOrEqual(44);
    // Nothing to scroll sideways inside the card.
    const overflow = await accounts.locator('[data-slot="table-container"]').evaluate((el) => el.scrollWidth - el.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);

    const events = page.getByRole("region", { name: "Recent Events" });
    // Other specs add events that may still be processing: a completed one has a page of its own.
    const first = events.getByRole("listitem").filter({ hasText: "Completed" }).first();
    const date = await first.locator("time").getAttribute("datetime");
    const shown = (await first.locator("time").innerText()).trim();
    // MM/DD as the events table shows it below 2xl, or a dash without a date.
    expect(shown).toMatch(date ? /^\d{2}\/\d{2}$/ : /^—$/);
    await first.getByRole("link").click();
    await expect(page).toHaveURL(/\/user\/events\/[0-9a-f-]{36}$/);
    await expect(page.getByRole("link", { name: /back to events/i })).toBeVisible();
    await expect(page.getByText("Event not found")).toHaveCount(0);
  });
});

test.describe("Phone layout", () => {
  test("menu button, avatar and table row actions are at least 44 px; dialog titles align left; /dev/mail fits 390 px", async ({ page }) => {
    test.slow();
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, "admin@example.com");
    await page.goto("/users");
    for (const target of [
      page.getByRole("button", { name: "Open menu" }),
      page.getByRole("button", { name: "Open user menu" }),
      page.getByRole("button", { name: /^Edit / }).first(),
      page.getByRole("button", { name: /^Delete / }).first(),
    ]) {
      const { width, height, x } = await box(target);
      expect(Math.min(width, height)).toBeGreaterThanOrEqual(44);
      expect(x + width).toBeLessThanOrEqual(390);
    }

    await page.getByRole("button", { name: "Create User" }).click();
    const dialogTitle = page.getByRole("dialog").getByRole("heading", { name: "Create User" });
    await expect(dialogTitle).toBeVisible();
    expect(await dialogTitle.evaluate((el) => getComputedStyle(el.parentElement!).textAlign)).toBe("left");
    await page.keyboard.press("Escape");
    await page.getByRole("button", { name: /^Delete / }).first().click();
    const alertTitle = page.getByRole("alertdialog").getByRole("heading").first();
    await expect(alertTitle).toBeVisible();
    expect(await alertTitle.evaluate((el) => getComputedStyle(el.parentElement!).textAlign)).toBe("left");
    await page.keyboard.press("Escape");

    await page.goto("/dev/mail");
    await expect(page.getByRole("heading", { name: "Local mail outbox" })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});

test.describe("Auth pages", () => {
  test("one spelling of Sign In and Sign Up, one plain callback error, and an accessible show-password toggle", async ({ page }) => {
    await page.goto("/signin");
    await expect(page.getByRole("link", { name: "Sign Up", exact: true })).toBeVisible();
    const password = page.getByLabel("Password", { exact: true });
    await password.fill("secret-words");
    await expect(password).toHaveAttribute("type", "password");
    await page.keyboard.press("Tab");
    const toggle = page.getByRole("button", { name: "Show password" });
    await expect(toggle).toBeFocused();
    await expect(toggle).toHaveAttribute("aria-pressed", "false");
    await page.keyboard.press("Space");
    await expect(password).toHaveAttribute("type", "text");
    await expect(toggle).toHaveAttribute("aria-pressed", "true");
    await expect(password).toHaveValue("secret-words");

    await page.goto("/signup");
    await expect(page.getByRole("link", { name: "Sign In", exact: true })).toBeVisible();
    await expect(page.getByRole("button", { name: "Show password" })).toBeVisible();

    for (const query of ["error=access_denied&error_code=otp_expired&error_description=Email+link+has+expired", "error=server_error&error_description=Call+us"]) {
      await page.goto(`/auth/callback?${query}`);
      await expect(page.getByTestId("auth-error-message")).toHaveText("This link is invalid or has expired. Please request a new one.");
    }
  });

  test("Forgot Password's success offers a resend once a short wait has passed", async ({ page }) => {
    test.slow();
    await page.goto("/forgot-password");
    await page.getByLabel("Email").fill(`polish-${unique()}@example.test`);
    await page.getByRole("button", { name: "Send Reset Link" }).click();
    await expect(page.getByTestId("form-success")).toBeVisible();
    const resend = page.getByRole("button", { name: /^Resend Email/ });
    await expect(resend).toBeDisabled();
    await expect(resend).toHaveText(/Resend Email \(\d+s\)/);
    // The cooldown is 30 s of real time.
    await expect(resend).toBeEnabled({ timeout: 45_000 });
    await expect(resend).toHaveText("Resend Email");
    await resend.click();
    await expect(resend).toHaveText(/Resend Email \(\d+s\)/);
    await expect(page.getByTestId("form-success")).toBeVisible();
    await expect(page.getByTestId("form-error")).toHaveCount(0);
  });

  test("someone who signed up without a company is listed under Waiting for a company on /users", async ({ page, browser }) => {
    test.slow();
    const email = `polish-waiting-${unique()}@example.test`;
    const visitor = await browser.newContext();
    const signup = await visitor.newPage();
    await signup.goto("/signup");
    await signup.getByLabel("Email").fill(email);
    await signup.getByLabel("Password", { exact: true }).fill("waiting-pass-7");
    await signup.getByRole("button", { name: "Sign Up" }).click();
    await expect(signup.getByText("Sign up successful! Please check your email to confirm your account.")).toBeVisible();
    await visitor.close();

    await signIn(page, "admin@example.com");
    await page.goto("/users");
    await pickOption(page, page.getByRole("combobox", { name: "Filter by Company" }), "Waiting for a company");
    await expect(page).toHaveURL(/\/users\?company=none$/);
    const row = page.getByRole("row").filter({ hasText: email });
    await expect(row).toBeVisible();
    await expect(page.getByRole("row").filter({ hasText: "user@example.com" })).toHaveCount(0);
  });
});

test.describe("Accessibility of every built page (axe: no serious or critical violation)", () => {
  // The landing page's drifting dots would keep the page busy while axe reads it.
  test.use({ reducedMotion: "reduce" });

  test("every app page signed in as a user, and with the avatar menu open", async ({ browser }) => {
    test.setTimeout(600_000);
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
    test.setTimeout(900_000);
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
