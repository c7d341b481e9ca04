import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Locator, type Page } from "@playwright/test";
import { htmlRowBytes } from "../../lib/perf/html-row-bytes";
import { signIn } from "./support/sign-in";

// The /events table at the widths people use (issue 14 polish) and the weight of its rows (issue 12).
// The seed gives Uma User (user@example.com) events on several accounts, some in a sent report.

const DEMO_NEWS = "https://news.demo.trayo.local";
const MAX_BYTES_PER_ROW = 1536;

async function openEvents(page: Page) {
  await page.goto("/events");
  await expect(page.getByRole("heading", { name: "Events", level: 1 })).toBeVisible();
  await expect(page.locator("tr[data-event-id]").first()).toBeVisible();
}

/** A failed event of this test's own: a story the demo corpus does not have. */
async function addFailedEvent(page: Page): Promise<Locator> {
  const url = `${DEMO_NEWS}/no-such-outlet/layout-check-${Date.now()}`;
  await page.getByRole("button", { name: "+ New Event" }).click();
  const dialog = page.getByRole("dialog", { name: "New Event" });
  await dialog.getByRole("combobox", { name: "Account" }).click();
  await page.getByRole("option", { name: "Helio Grid" }).click();
  await dialog.getByLabel("Event URL").fill(url);
  await dialog.getByRole("button", { name: "Create" }).click();
  await expect(dialog).toBeHidden({ timeout: 30_000 });
  const created = page.locator("tr[data-event-id]").filter({ has: page.locator(`a[href="${url}"]`) }).first();
  const id = await created.getAttribute("data-event-id");
  const row = page.locator(`tr[data-event-id="${id}"]`);
  await expect(row.getByText("Failed", { exact: true })).toBeVisible({ timeout: 90_000 });
  return row;
}

async function expectInViewport(page: Page, target: Locator, label: string) {
  const box = await target.boundingBox();
  const width = page.viewportSize()!.width;
  expect(box, label).not.toBeNull();
  expect(box!.x, label).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width, `${label} ends at ${Math.round(box!.x + box!.width)} px of ${width}`).toBeLessThanOrEqual(width);
}

test.describe("Events table layout", () => {
  test("row actions stay on screen without scrolling sideways at 768, 1024 and 1280 px", async ({ page }) => {
    await signIn(page, "user@example.com");
    for (const width of [768, 1024, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await openEvents(page);
      const rows = page.locator("tr[data-event-id]");
      const count = Math.min(await rows.count(), 6);
      for (let i = 0; i < count; i++) {
        const row = rows.nth(i);
        for (const name of [/^Preview /, /^(Edit|View) /, /^Refresh /, /^Delete /]) {
          await expectInViewport(page, row.getByRole("button", { name }), `${width}px row ${i} ${name}`);
        }
        await expectInViewport(page, row.getByText(/^(Pending|Running|Completed|Failed)$/), `${width}px row ${i} status`);
      }
      // Nothing to scroll sideways: not the page, not the table.
      const overflow = await page.evaluate(() => {
        const table = document.querySelector("table")!.closest(".evt") as HTMLElement;
        return { page: document.documentElement.scrollWidth - window.innerWidth, table: table.scrollWidth - table.clientWidth };
      });
      expect(overflow, `${width}px`).toEqual({ page: 0, table: 0 });
    }
  });

  test("at 1280 px the account, publication and title are readable, not cut to a few letters", async ({ page }) => {
    await signIn(page, "user@example.com");
    await page.setViewportSize({ width: 1280, height: 900 });
    await openEvents(page);
    const row = page.locator("tr[data-event-id]").first();
    const cells = row.locator("td");
    for (const index of [0, 2, 3]) {
      const clipped = await cells.nth(index).evaluate((cell) => {
        const inner = [cell, ...cell.querySelectorAll<HTMLElement>("*")];
        return inner.some((el) => el.scrollWidth > el.clientWidth + 1 && getComputedStyle(el).overflow !== "visible");
      });
      expect(clipped, `cell ${index} is clipped`).toBe(false);
      expect((await cells.nth(index).boundingBox())!.width, `cell ${index} width`).toBeGreaterThan(90);
    }
  });

  test("a failed event shows its reason in the row, and disabled actions say why on focus", async ({ page }) => {
    await signIn(page, "user@example.com");
    await page.setViewportSize({ width: 1280, height: 900 });
    await openEvents(page);
    const row = await addFailedEvent(page);
    // Visible without hovering anything (a phone has no hover).
    await page.mouse.move(0, 0);
    await expect(page.getByRole("tooltip")).toHaveCount(0);
    const reason = row.locator("td").nth(5);
    await expect(reason).toContainText(/Failed\s*\S+/);
    const reasonText = (await reason.innerText()).replace(/^Failed\s*/, "").trim();
    expect(reasonText.length).toBeGreaterThan(5);
    await expect(row.getByText(reasonText)).toBeVisible();

    // A disabled action says why, by keyboard (its wrapper takes focus; a disabled button cannot) and
    // to assistive technology (the wrapper's description).
    const edit = row.getByRole("button", { name: /^Edit / });
    await expect(edit).toBeDisabled();
    const editWrapper = edit.locator("xpath=..");
    await expect(editWrapper).toHaveAccessibleDescription("Available once processing completes");
    await row.getByRole("button", { name: /^Preview / }).locator("xpath=..").focus();
    await page.keyboard.press("Tab");
    await expect(editWrapper).toBeFocused();
    await expect(page.getByRole("tooltip")).toHaveText("Edit: Available once processing completes");
    await editWrapper.blur();
    await expect(page.getByRole("tooltip")).toHaveCount(0);

    // The delete and refresh of a sent event say it is read-only, on hover too.
    const sent = page.locator("tr[data-event-id]").filter({ has: page.getByText("sent", { exact: true }) }).first();
    const del = sent.getByRole("button", { name: /^Delete / });
    await expect(del).toBeDisabled();
    await expect(del.locator("xpath=..")).toHaveAccessibleDescription("Sent events are read-only");
    await del.locator("xpath=..").hover();
    await expect(page.getByRole("tooltip")).toHaveText("Delete: Sent events are read-only");
  });

  test("phone: row actions are 44 px touch targets and stay on screen", async ({ page }) => {
    await signIn(page, "user@example.com");
    await page.setViewportSize({ width: 390, height: 844 });
    await openEvents(page);
    const row = page.locator("tr[data-event-id]").first();
    for (const name of [/^Preview /, /^(Edit|View) /, /^Refresh /, /^Delete /]) {
      const button = row.getByRole("button", { name });
      const box = (await button.boundingBox())!;
      expect(box.width, `${name}`).toBeGreaterThanOrEqual(44);
      expect(box.height, `${name}`).toBeGreaterThanOrEqual(44);
      await expectInViewport(page, button, `390px ${name}`);
    }
  });

  test("each row costs at most 1.5 KB of the page's HTML", async ({ page, baseURL }) => {
    await signIn(page, "user@example.com");
    const cookie = (await page.context().cookies()).map((c) => `${c.name}=${c.value}`).join("; ");
    const response = await fetch(`${baseURL}/events`, { headers: { cookie } });
    expect(response.status).toBe(200);
    const { rows, bytesPerRow } = htmlRowBytes(await response.text());
    expect(rows).toBeGreaterThan(5);
    expect(bytesPerRow, `${bytesPerRow} bytes per row over ${rows} rows`).toBeLessThanOrEqual(MAX_BYTES_PER_ROW);
  });

  test("axe finds no serious or critical violation on /events at 390 and 1280 px", async ({ page }) => {
    await signIn(page, "user@example.com");
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await openEvents(page);
      // The page's own content; the shell around it (sidebar, avatar) is checked by the shell's spec.
      const { violations } = await new AxeBuilder({ page }).include("main").withTags(["wcag2a", "wcag2aa"]).analyze();
      const serious = violations.filter((v) => v.impact === "serious" || v.impact === "critical");
      expect(serious.map((v) => `${width}: ${v.id} ${v.nodes.map((n) => n.target).join(" ")}`)).toEqual([]);
    }
  });
});
