import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Browser, type Locator, type Page } from "@playwright/test";
import { APP_ROUTES } from "@/lib/routes/app-routes";
import { signIn } from "./support/sign-in";

const WIDTHS = [390, 1280] as const;
/** Pages outside the shell must still have a main landmark, all content in landmarks and one h1. */
const STRUCTURE_RULES = new Set(["region", "landmark-one-main", "page-has-heading-one"]);

type Finding = { url: string; width: number; rule: string; impact: string; targets: string[] };

type Violations = Awaited<ReturnType<AxeBuilder["analyze"]>>["violations"];

function findings(violations: Violations, url: string, width: number, structure: boolean): Finding[] {
  return violations
    .filter((v) => v.impact === "serious" || v.impact === "critical" || (structure && STRUCTURE_RULES.has(v.id)))
    .map((v) => ({ url, width, rule: v.id, impact: v.impact ?? "", targets: v.nodes.slice(0, 5).map((n) => `${n.target.join(" ")} ${n.failureSummary?.split("\n")[1] ?? ""}`) }));
}

/**
 * axe on the page, its frames left out: axe injects itself into every frame, and a frame sandboxed
 * without scripts (the /dev/mail message) never answers, so the scan would hang. Each frame's document
 * (a srcdoc) is scanned on a page of its own instead, at the same width.
 */
async function scan(page: Page, url: string, width: number, structure = false): Promise<Finding[]> {
  const { violations } = await new AxeBuilder({ page }).exclude("iframe").options({ resultTypes: ["violations"] }).analyze();
  const found = findings(violations, url, width, structure);
  const documents = await page.locator("iframe[srcdoc]").evaluateAll((frames) => frames.map((f) => f.getAttribute("srcdoc") ?? ""));
  for (const [i, html] of documents.entries()) {
    const framePage = await page.context().newPage();
    await framePage.setViewportSize({ width, height: 900 });
    await framePage.setContent(html);
    const frame = await new AxeBuilder({ page: framePage }).options({ resultTypes: ["violations"] }).analyze();
    found.push(...findings(frame.violations, `${url} frame ${i + 1}`, width, false));
    await framePage.close();
  }
  return found;
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

const banner = (page: Page) => page.getByRole("banner");
const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;

async function pickOption(page: Page, picker: ReturnType<Page["getByRole"]>, option: string) {
  await picker.click();
  await page.getByRole("option", { name: option, exact: true }).click();
}

/** Opens a dialog from `opener` by keyboard, closes it with `close`, and expects the focus back on the opener. */
async function expectFocusBack(page: Page, opener: Locator, role: "dialog" | "alertdialog", close: (dialog: Locator) => Promise<void>) {
  await opener.focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole(role);
  await expect(dialog).toBeVisible();
  // The opener's tooltip (shown on focus) is a layer of its own: Escape closes it first while it is still there.
  await expect(page.getByRole("tooltip")).toHaveCount(0);
  await close(dialog);
  await expect(page.getByRole(role)).toHaveCount(0);
  await expect(opener).toBeFocused();
}

const pressEscape = (page: Page) => () => page.keyboard.press("Escape");
const pressButton = (name: string) => (dialog: Locator) => dialog.getByRole("button", { name, exact: true }).click();

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
    // Nothing to scroll sideways: not the card, not its table, not the page.
    const table = await box(accounts.locator("table"));
    expect(table.x + table.width).toBeLessThanOrEqual(390);
    expect(await accounts.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

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

test.describe("Keyboard focus returns to the opener", () => {
  test("admin: every dialog and confirm of /users and /companies, by Escape, Cancel, Close and after a save; then the company picker", async ({ page }) => {
    test.slow();
    await signIn(page, "admin@example.com");
    await page.goto("/users");
    // Keyboard use starts once the page is interactive (its scripts loaded and hydrated).
    await page.waitForLoadState("networkidle");
    // A seeded user with a company, so that Save Changes saves (sign-ups of other tests wait for a company).
    const edit = page.getByRole("row").filter({ hasText: "user@example.com" }).getByRole("button", { name: /^Edit / });
    // Edit User focuses its Name field itself (autoFocus), which once made the dialog forget its opener.
    await expectFocusBack(page, edit, "dialog", pressEscape(page));
    await expectFocusBack(page, edit, "dialog", pressButton("Cancel"));
    await expectFocusBack(page, edit, "dialog", pressButton("Close"));
    await expectFocusBack(page, edit, "dialog", pressButton("Save Changes"));
    await expectFocusBack(page, page.getByRole("button", { name: "Create User" }), "dialog", pressEscape(page));
    await expectFocusBack(page, page.getByRole("button", { name: /^Run discovery for / }).first(), "dialog", pressButton("Cancel"));
    await expectFocusBack(page, page.getByRole("button", { name: /^Delete / }).first(), "alertdialog", pressButton("Cancel"));
    await expectFocusBack(page, page.getByRole("button", { name: /^Delete / }).first(), "alertdialog", pressEscape(page));

    await page.goto("/companies");
    const editCompany = page.getByRole("button", { name: /^Edit / }).first();
    await expectFocusBack(page, editCompany, "dialog", pressButton("Close"));
    await expectFocusBack(page, editCompany, "dialog", pressEscape(page));
    await expectFocusBack(page, editCompany, "dialog", pressButton("Save Changes"));
    await expectFocusBack(page, page.getByRole("button", { name: "New Company" }), "dialog", pressButton("Cancel"));
    await expectFocusBack(page, page.getByRole("button", { name: /^Delete / }).first(), "alertdialog", pressButton("Cancel"));

    // The header's company picker keeps the focus after the choice is saved and the page moves to /dashboard.
    const company = banner(page).getByRole("combobox", { name: "Company" });
    await company.focus();
    await page.keyboard.press("Enter");
    await page.getByRole("option", { name: "Bluepeak Security", exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole("complementary").getByTestId("sidebar-company")).toHaveText("Bluepeak Security");
    await expect(company).toBeFocused();
  });

  test("user: New/Edit/Delete Event, New/Edit/Delete Account and the report editor", async ({ page }) => {
    test.slow();
    await signIn(page, "user@example.com");
    await page.goto("/events");
    // Keyboard use starts once the page is interactive (an Enter before hydration opens nothing).
    await page.waitForLoadState("networkidle");
    await expect(page.getByRole("heading", { name: "Events", level: 1 })).toBeVisible();
    await expectFocusBack(page, page.getByRole("button", { name: "+ New Event" }), "dialog", pressEscape(page));
    const row = page.locator('tr[data-status="completed"]').filter({ hasText: "unused" }).first();
    // The Edit Event dialog is loaded on first use.
    await expectFocusBack(page, row.getByRole("button", { name: /^Edit / }), "dialog", pressEscape(page));
    await expectFocusBack(page, row.getByRole("button", { name: /^Edit / }), "dialog", pressButton("Close"));
    await expectFocusBack(page, row.getByRole("button", { name: /^Delete / }), "alertdialog", pressButton("Cancel"));

    await page.goto("/accounts");
    await page.waitForLoadState("networkidle");
    await expect(page.getByRole("heading", { name: "Accounts", level: 1 })).toBeVisible();
    await expectFocusBack(page, page.getByRole("button", { name: "+ New Account" }).first(), "dialog", pressEscape(page));
    const editAccount = page.getByRole("button", { name: /^Edit / }).first();
    await expectFocusBack(page, editAccount, "dialog", pressButton("Cancel"));
    await expectFocusBack(page, editAccount, "dialog", pressButton("Save Changes"));
    await expectFocusBack(page, page.getByRole("button", { name: /^Delete / }).first(), "alertdialog", pressButton("Cancel"));

    // New Report is disabled while the report is created, then the editor opens: the focus still comes back.
    await page.goto("/reports");
    await page.waitForLoadState("networkidle");
    await expectFocusBack(page, page.getByRole("button", { name: "New Report" }), "dialog", pressEscape(page));
  });

  test("on a phone the admin's slide-over stays open to pick the user after the company, then returns focus to the menu button", async ({ page }) => {
    test.slow();
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, "admin@example.com");
    await page.goto("/companies");
    const menu = page.getByRole("button", { name: "Open menu" });
    await menu.click();
    const sheet = page.getByRole("dialog");
    const company = sheet.getByRole("combobox", { name: "Company" });
    await pickOption(page, company, "Northwind Analytics");
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(sheet.getByTestId("sidebar-company")).toHaveText("Northwind Analytics");
    await expect(sheet).toBeVisible();
    await expect(company).toBeFocused();
    await pickOption(page, sheet.getByRole("combobox", { name: "User" }), "Uma User");
    await expect(sheet.getByTestId("sidebar-user")).toHaveText("Uma User");
    await expect(sheet).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(sheet).toHaveCount(0);
    await expect(menu).toBeFocused();
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

  test("public and auth pages, a 404 and /dev/mail with a message in its frame, with landmarks and one h1", async ({ page }) => {
    test.setTimeout(600_000);
    // A confirmation mail in the outbox: /dev/mail shows it in a sandboxed frame.
    const email = `polish-axe-${unique()}@example.test`;
    await page.goto("/signup");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password", { exact: true }).fill("axe-check-pass-7");
    await page.getByRole("button", { name: "Sign Up" }).click();
    await expect(page.getByText("Sign up successful! Please check your email to confirm your account.")).toBeVisible();

    // Each address with where it must end up and the heading it must show: a bad secure-access link
    // leaves for the landing page (after its loading screen), which must be reached before axe runs.
    const pages: [string, RegExp, RegExp][] = [
      ["/", /\/$/, /^Connect the dots$/],
      ["/signin", /\/signin$/, /^Sign In$/],
      ["/signup", /\/signup$/, /^Sign Up$/],
      ["/forgot-password", /\/forgot-password$/, /Forgot Password/],
      ["/reset-password?link=failed", /\/reset-password\?link=failed$/, /^Reset Password$/],
      ["/secure-access?user_id=00000000-0000-4000-8000-000000000000&ts=1&sig=forged", /:\d+\/$/, /^Connect the dots$/],
      ["/auth/callback?error=access_denied&error_code=otp_expired&error_description=Email+link+has+expired", /\/auth\/callback/, /.+/],
      ["/no-such-page-here", /\/no-such-page-here$/, /^Page not found$/],
      [`/dev/mail?to=${encodeURIComponent(email)}`, /\/dev\/mail/, /^Local mail outbox$/],
    ];
    const found: Finding[] = [];
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      for (const [url, lands, heading] of pages) {
        await page.goto(url);
        await expect(page).toHaveURL(lands);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
        if (url.startsWith("/dev/mail")) await expect(page.locator("iframe[srcdoc]")).toHaveCount(1);
        found.push(...(await scan(page, url, width, true)));
      }
    }
    expect(found).toEqual([]);
  });

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
