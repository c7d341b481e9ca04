import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { signIn } from "./support/sign-in";

// The seed gives Uma User (user@example.com) the demo's Larkspur restructuring story (a layoffs event).
const LAYOFFS_TITLE = "Larkspur Retail to close 14 stores and cut 600 jobs in restructuring";

async function layoffsEventId(page: Page) {
  await page.goto("/events");
  const row = page.locator("tr[data-event-id]").filter({ hasText: LAYOFFS_TITLE }).filter({ hasText: "Completed" }).first();
  await expect(row).toBeVisible();
  return { row, id: (await row.getAttribute("data-event-id"))! };
}

test.describe("Timing guardrails for bad news", () => {
  test("a layoffs event: the composer warns before drafting, drafts without a pitch and suggests Build Trust; the email labels it", async ({ page }) => {
    test.slow();
    await signIn(page, "user@example.com");
    const { row, id } = await layoffsEventId(page);

    // The email, as the Events page previews it: labelled, and no suggested action to sell on the news.
    await row.getByRole("button", { name: /^Preview / }).first().click();
    const dialog = page.getByRole("dialog");
    const preview = dialog.frameLocator('iframe[title="Email preview"]');
    await expect(preview.getByText("Handle with care").first()).toBeVisible();
    await expect(preview.getByText("This is news of job cuts", { exact: false })).toBeVisible();
    await expect(preview.getByText("Suggested action")).toHaveCount(0);
    await page.keyboard.press("Escape");

    await page.goto(`/user/events/${id}/compose`);
    const warning = page.getByRole("region", { name: "Handle with care" });
    await expect(warning).toBeVisible();
    await expect(warning).toContainText("This is news of job cuts");
    await expect(page.getByTestId("version-pager")).toHaveText("1/1", { timeout: 60_000 });
    const draft = page.getByTestId("message-body");
    await expect(draft).toContainText("I imagine this is a demanding time for you and the team.");
    await expect(draft).not.toContainText("Workforce Planning Suite");

    // Another objective: still no meeting request, and the warning offers Build Trust back.
    await page.getByRole("combobox", { name: "Objective" }).click();
    await page.getByRole("option", { name: "Schedule Meeting", exact: true }).click();
    await expect(page.getByTestId("version-pager")).toHaveText("1/1", { timeout: 60_000 });
    await expect(draft).not.toContainText("20-minute call");
    await expect(draft).toContainText("If there is anything useful I can share");
    const useBuildTrust = warning.getByRole("button", { name: "Use Build Trust" });
    for (const width of [1280, 768, 390]) {
      await page.setViewportSize({ width, height: 900 });
      const box = await useBuildTrust.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= width, `Use Build Trust in view at ${width}`).toBe(true);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), `no sideways scroll at ${width}`).toBe(true);
      const { violations } = await new AxeBuilder({ page }).analyze();
      expect(violations.map((v) => `${width}: ${v.id} ${v.nodes.map((n) => n.target).join(" ")}`)).toEqual([]);
    }
    await useBuildTrust.click();
    await expect(page.getByRole("combobox", { name: "Objective" })).toContainText("Build Trust");
    await expect(useBuildTrust).toHaveCount(0);
  });
});
