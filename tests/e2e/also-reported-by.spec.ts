import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { signIn } from "./support/sign-in";
import { companyWithUser } from "./support/admin-setup";

// Issue 21 part 6: the demo corpus tells Helio Grid's storage contract with Desert Sun Utility through
// three outlets. Offline discovery makes ONE event of it, and its details list the other two outlets
// under "Also reported by" as real links. The spec builds its own seller, user and account, so a retry
// or another spec never finds the story already taken.

const OUTLETS: Record<string, string> = {
  "Power Markets Daily": "https://news.demo.trayo.local/power-markets-daily/helio-grid-signs-utility-storage-contract",
  "Southwest Energy Journal": "https://news.demo.trayo.local/southwest-energy-journal/helio-grid-desert-sun-storage-supply-deal",
  "Storage Tech Review": "https://news.demo.trayo.local/storage-tech-review/helio-grid-desert-sun-partnership",
};

/** A new seller company with one user, acted as by the admin (as in discovery.spec.ts). */
async function actAsNewSeller(page: Page, tag: string) {
  const company = `E2E Outlets Co ${tag}`;
  const user = `Otto Outlets ${tag}`;
  await signIn(page, "admin@example.com");
  await companyWithUser(
    page,
    { name: company, solutions: "Partner integrations for utilities\nRevenue forecasting for energy companies" },
    { name: user, email: `e2e-otto-${tag}@example.test` },
  );
}

async function expectNoAxeViolations(page: Page, include: string) {
  const results = await new AxeBuilder({ page }).include(include).withTags(["wcag2a", "wcag2aa"]).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

test("one story from three demo outlets becomes one event that lists the other two under Also reported by", async ({ page }) => {
  test.setTimeout(300_000);
  const tag = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;
  await actAsNewSeller(page, tag);

  await page.goto("/accounts");
  await page.getByRole("button", { name: "+ New Account" }).first().click();
  const accountDialog = page.getByRole("dialog", { name: "New Account" });
  await accountDialog.getByLabel("Name", { exact: true }).fill("Helio Grid");
  await accountDialog.getByLabel("URL").fill("heliogrid.example");
  await accountDialog.getByLabel(/Full name/).fill("Helio Grid Energy Systems, Inc.");
  await accountDialog.getByRole("button", { name: "Create Account" }).click();
  await expect(accountDialog).toBeHidden();

  await page.getByRole("button", { name: "Debug discovery for Helio Grid" }).click();
  const dialog = page.getByRole("dialog", { name: "Discovery - Helio Grid" });
  await expect(dialog.getByRole("tab", { name: "Discovery Info" })).toBeVisible({ timeout: 90_000 });
  await dialog.getByRole("tab", { name: "Semantic Deduplication" }).click();
  const candidates = dialog.getByRole("region", { name: "Candidate Events" });
  const joins = candidates.getByText(/Joined candidate #\d+ as another outlet reporting it/);
  await expect(joins.nth(1)).toBeVisible();
  await expect(candidates.getByText("Also reported by").first()).toBeVisible();
  await expectNoAxeViolations(page, "[role=dialog]");
  await page.keyboard.press("Escape");

  // The story is one event; whichever outlet ranked first carries it.
  await page.goto("/events");
  const storyRows = page.locator("tr[data-event-id]").filter({ has: page.locator(Object.values(OUTLETS).map((url) => `a[href="${url}"]`).join(", ")) });
  await expect(storyRows).toHaveCount(1, { timeout: 30_000 });
  const eventId = (await storyRows.first().getAttribute("data-event-id"))!;
  const eventUrl = await storyRows.first().locator("a[href^='https://news.demo.trayo.local/']").first().getAttribute("href");
  await expect(page.locator(`tr[data-event-id="${eventId}"]`).getByText("Completed")).toBeVisible({ timeout: 90_000 });

  await page.goto(`/user/events/${eventId}`);
  const others = page.getByRole("region", { name: "Also reported by" });
  await expect(others.getByRole("heading", { name: "Also reported by" })).toBeVisible();
  const expected = Object.entries(OUTLETS).filter(([, url]) => url !== eventUrl);
  expect(expected).toHaveLength(2);
  for (const [outlet, url] of expected) {
    const link = others.getByRole("link", { name: new RegExp(`^${outlet}`) });
    await expect(link).toHaveAttribute("href", url);
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", /noreferrer/);
  }
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoAxeViolations(page, "main");
    // the list wraps inside the card: nothing runs past the screen's edge
    const box = (await others.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(width);
    expect(await others.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  }
});
