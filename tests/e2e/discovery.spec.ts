import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { signIn } from "./support/sign-in";
import { companyWithUser } from "./support/admin-setup";

// Offline discovery. The walk-through builds its own seller company, user and "Verdant Mobility" account
// (so a retry or another spec never finds the stories already taken), gives the account the Voltway
// takeover as an existing event, then runs discovery: the demo corpus holds copies of that story, a
// namesake, a passing mention and new stories, so each step has something to show and new events are made.

const companyPicker = (page: Page) => page.getByRole("banner").getByRole("combobox", { name: "Company" });
const VOLTWAY_ARTICLE = "https://news.demo.trayo.local/mobility-insider/verdant-mobility-acquires-voltway";

async function actAsBea(page: Page) {
  await signIn(page, "admin@example.com");
  await page.goto("/dashboard");
  await companyPicker(page).click();
  await page.getByRole("option", { name: "Bluepeak Security", exact: true }).click();
  await expect(page.getByRole("banner").getByRole("combobox", { name: "User" })).toContainText("Bea Blue");
}

/** A seller company like the seeded Bluepeak Security with one user, acted as by the admin. */
async function actAsNewSeller(page: Page, tag: string) {
  const company = `E2E Discovery Co ${tag}`;
  const user = `Dora Discovery ${tag}`;
  await signIn(page, "admin@example.com");
  await companyWithUser(
    page,
    { name: company, solutions: "Zero Trust Access for distributed and newly acquired workforces\nCloud Posture Guard\nIncident Response Retainer" },
    { name: user, email: `e2e-dora-${tag}@example.test` },
  );
}

async function expectNoAxeViolations(page: Page, include: string) {
  const results = await new AxeBuilder({ page }).include(include).withTags(["wcag2a", "wcag2aa"]).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

test.describe("discovery", () => {
  test("an admin runs discovery offline from the accounts table, reads every step, and the new events are made", async ({ page, context }) => {
    test.setTimeout(360_000);
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    const tag = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;
    await actAsNewSeller(page, tag);

    await page.goto("/accounts");
    await page.getByRole("button", { name: "+ New Account" }).first().click();
    const accountDialog = page.getByRole("dialog", { name: "New Account" });
    await accountDialog.getByLabel("Name", { exact: true }).fill("Verdant Mobility");
    await accountDialog.getByLabel("URL").fill("verdantmobility.example");
    await accountDialog.getByRole("button", { name: "Create Account" }).click();
    await expect(accountDialog).toBeHidden();

    // The account already has the Voltway takeover as an event.
    await page.goto("/events");
    await page.getByRole("button", { name: "+ New Event" }).click();
    const eventDialog = page.getByRole("dialog", { name: "New Event" });
    await eventDialog.getByRole("combobox", { name: "Account" }).click();
    await page.getByRole("option", { name: "Verdant Mobility" }).click();
    await eventDialog.getByLabel("Event URL").fill(VOLTWAY_ARTICLE);
    await eventDialog.getByRole("button", { name: "Create" }).click();
    await expect(eventDialog).toBeHidden();
    await expect(page.getByRole("row").filter({ hasText: "Verdant Mobility" }).first()).toContainText(/completed/i, { timeout: 90_000 });

    const monitor = await context.newPage();
    await monitor.goto("/job-queue");
    await monitor.getByRole("button", { name: "Start Monitoring" }).click();
    await expect(monitor.getByRole("timer")).toContainText("Auto-stop in");

    await page.goto("/accounts");
    await page.getByRole("button", { name: "Debug discovery for Verdant Mobility" }).click();
    const dialog = page.getByRole("dialog", { name: "Discovery - Verdant Mobility" });
    await expect(dialog.getByText("Running discovery pipeline...")).toBeVisible();
    await expect(dialog.getByRole("tab", { name: "Discovery Info" })).toBeVisible({ timeout: 90_000 });

    await expect(dialog.getByRole("row", { name: /Account Name/ })).toContainText("Verdant Mobility");
    await expect(dialog.getByRole("row", { name: /Company Name/ })).toContainText(`E2E Discovery Co ${tag}`);

    await dialog.getByRole("tab", { name: "Search Results" }).click();
    await expect(dialog.getByText("Total Raw Results")).toBeVisible();
    await expect(dialog.getByText("News").first()).toBeVisible();

    await dialog.getByRole("tab", { name: "Content Deduplication" }).click();
    const removed = dialog.getByRole("region", { name: "Removed Articles" });
    await expect(removed.getByRole("link", { name: /Verdant Mobility acquires e-scooter operator Voltway/ }).first()).toBeVisible();

    await dialog.getByRole("tab", { name: "Final Results" }).click();
    await expect(dialog.getByText("Strategic Articles Found")).toBeVisible();
    const droppedList = dialog.getByRole("region", { name: "Dropped Articles" });
    await expect(droppedList.getByText(/Namesake/)).toBeVisible();
    await expect(droppedList.getByText(/Passing mention/)).toBeVisible();

    await dialog.getByRole("tab", { name: "Semantic Deduplication" }).click();
    await expect(dialog.getByText("completed", { exact: true })).toBeVisible();
    const candidates = dialog.getByRole("region", { name: "Candidate Events" });
    await expect(candidates.getByText("REMOVED").first()).toBeVisible();
    await expect(candidates.getByText(/Duplicate of event:/).first()).toBeVisible();
    await expect(candidates.getByText(/Same story/).first()).toBeVisible();

    await dialog.getByRole("tab", { name: "Final Results" }).click();
    const chosen = dialog.locator("[data-chosen]");
    await expect(chosen.first()).toContainText("Chosen event (selected)");
    const chosenTitle = (await chosen.first().locator("a").first().textContent())?.trim() ?? "";
    expect(chosenTitle).not.toBe("");
    expect(chosenTitle).not.toMatch(/Voltway/);

    await dialog.getByRole("button", { name: "Copy JSON" }).click();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    const log = JSON.parse(copied) as { selected_events: string[]; debug: { steps: Record<string, unknown> } };
    expect(log.debug.steps.step8_semantic_deduplication).toBeTruthy();
    expect(log.selected_events.length).toBeGreaterThan(0);
    await expectNoAxeViolations(page, "[role=dialog]");

    await expect(monitor.getByRole("region", { name: /Pending Jobs|Active Jobs|Recent Job History/ }).getByRole("cell", { name: "discovery", exact: true }).first()).toBeVisible({ timeout: 30_000 });
    await monitor.getByRole("button", { name: "Stop Monitoring" }).click();
    await expectNoAxeViolations(monitor, "main");
    await monitor.close();

    await page.keyboard.press("Escape");
    await expect(page.getByRole("button", { name: "Debug discovery for Verdant Mobility" })).toBeFocused();

    // Every selected story became an event of the account and is processed to completed.
    await page.goto("/events");
    await expect(page.getByRole("row").filter({ hasText: "Verdant Mobility" })).toHaveCount(1 + log.selected_events.length, { timeout: 30_000 });
    const rows = page.getByRole("row").filter({ hasText: "Verdant Mobility" });
    for (let i = 0; i < 1 + log.selected_events.length; i++) await expect(rows.nth(i)).toContainText(/completed/i, { timeout: 90_000 });
  });

  test("/discoveries lists runs live and opens their logs, at 390 and 1280 px", async ({ page }) => {
    test.setTimeout(150_000);
    await actAsBea(page);
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/discoveries");
      await expect(page.getByRole("heading", { name: "Discoveries", level: 1 })).toBeVisible();
      await expect(page.getByText("LIVE", { exact: true })).toBeVisible();
      // No "N ACTIVE" badge is expected here: it counts live runs only, and the seed leaves none running.
      await expectNoAxeViolations(page, "main");
    }
    await page.getByRole("textbox", { name: "Search accounts" }).fill("no such account zzz");
    await expect(page.getByText("No discoveries found")).toBeVisible();
    await page.getByRole("textbox", { name: "Search accounts" }).fill("Verdant");
    const row = page.getByRole("row").filter({ hasText: "Verdant Mobility" }).filter({ hasText: "completed" }).first();
    await row.getByRole("button", { name: /View debug logs/ }).click();
    const dialog = page.getByRole("dialog", { name: "Discovery - Verdant Mobility" });
    await expect(dialog.getByRole("tab", { name: "Semantic Deduplication" })).toBeVisible();
  });

  test("a normal user is refused with the admin-required message", async ({ page }) => {
    await signIn(page, "user@example.com");
    const response = await page.request.post("/api/generate-discovery-jobs", { data: {} });
    expect(response.status()).toBe(403);
    expect(await response.json()).toEqual({ error: "Admin access required to run discovery. Please contact your administrator." });
  });
});
