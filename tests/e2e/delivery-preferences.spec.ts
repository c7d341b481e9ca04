import AxeBuilder from "@axe-core/playwright";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { signIn } from "./support/sign-in";
import { companyWithUser } from "./support/admin-setup";
import { reportsTo } from "./support/outbox";
import { addCompletedEvent } from "./support/events";
import { cronAt } from "./support/cron";

// Delivery preferences and one-click unsubscribe (issue 26): an admin sets a new user's daily report to
// 09:00 Europe/Berlin with one event per report; the report cron, called with fixed clocks, skips them at
// 07:00 UTC in January and sends at 08:00 UTC, and at 07:00 UTC in July; a one-click POST stops the next
// day's report, and Undo on the unsubscribe page brings it back.

const DEMO_NEWS = "https://news.demo.trayo.local";
const ARTICLE = `${DEMO_NEWS}/energy-wire/helio-grid-series-c-storage-funding`;
const tag = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;

/** The report count after a cron run: the in-process worker sends within seconds; a skip sends nothing. */
async function expectReports(request: APIRequestContext, to: string, count: number) {
  await expect.poll(async () => (await reportsTo(request, to)).length, { timeout: 30_000, message: `${count} report(s) to ${to}` }).toBe(count);
  // Nothing more arrives late.
  await new Promise((resolve) => setTimeout(resolve, 4000));
  expect((await reportsTo(request, to)).length).toBe(count);
}

async function expectAccessible(page: Page, label: string) {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).exclude("aside").analyze();
  expect(results.violations.map((v) => `${label}: ${v.id} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`)).toEqual([]);
}

async function expectNoHorizontalScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1)).toBe(true);
}

test("per-user delivery hour across time zones, one-click unsubscribe and undo", async ({ page, request }) => {
  test.setTimeout(600_000);
  const company = `E2E Prefs Co ${tag}`;
  const seller = { name: `Dora Delivery ${tag}`, email: `e2e-dora-${tag}@example.test` };
  const account = `Helio Prefs ${tag}`;

  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, "admin@example.com");

  // Settings is one click from the avatar menu, and usable at every width.
  await page.getByRole("button", { name: "Open user menu" }).click();
  await page.getByRole("menuitem", { name: "Settings" }).click();
  await expect(page.getByRole("heading", { name: "Settings", level: 1 })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Daily report", level: 2 })).toBeVisible();
  for (const width of [390, 768, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.getByRole("button", { name: "Save", exact: true }).scrollIntoViewIfNeeded();
    await expect(page.getByRole("button", { name: "Save", exact: true })).toBeInViewport();
    await expectNoHorizontalScroll(page);
  }
  await expectAccessible(page, "/user/settings");

  // A company, a user, an account of theirs and three completed events.
  await companyWithUser(page, { name: company, solutions: "Grid analytics" }, seller);
  await page.goto("/accounts");
  await page.getByRole("button", { name: "+ New Account" }).first().click();
  const accountDialog = page.getByRole("dialog", { name: "New Account" });
  await accountDialog.getByLabel("Name", { exact: true }).fill(account);
  await accountDialog.getByLabel("URL").fill(`helio-prefs-${tag}.example`);
  await accountDialog.getByRole("button", { name: "Create Account" }).click();
  await expect(accountDialog).toBeHidden();
  for (const run of ["a", "b", "c"]) await addCompletedEvent(page, account, `${ARTICLE}?prefs=${tag}-${run}`);

  // The admin sets the user's delivery: 09:00 Europe/Berlin, one event per report.
  await page.goto("/users");
  await page.getByRole("button", { name: `Edit ${seller.name}` }).click();
  const edit = page.getByRole("dialog", { name: "Edit User" });
  await expect(edit).toBeVisible();
  await edit.getByRole("tab", { name: "Delivery" }).click();
  await edit.getByLabel("Delivery hour").selectOption("9");
  await edit.getByLabel("Time zone").selectOption("Europe/Berlin");
  await edit.getByLabel("Events per report").fill("1");
  await expectAccessible(page, "Edit User · Delivery");
  await edit.getByRole("button", { name: "Save" }).click();
  await expect(edit.getByText("Delivery preferences saved.")).toBeVisible();
  // On a phone the tab and the form's Save stay reachable.
  await page.setViewportSize({ width: 390, height: 800 });
  await expect(edit.getByRole("tab", { name: "Delivery" })).toBeInViewport();
  await edit.getByRole("button", { name: "Save" }).scrollIntoViewIfNeeded();
  await expect(edit.getByRole("button", { name: "Save" })).toBeInViewport();
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.keyboard.press("Escape");
  await expect(page.getByRole("button", { name: `Edit ${seller.name}` })).toBeFocused();

  // January (CET): 07:00 UTC is 08:00 in Berlin, skipped; 08:00 UTC is 09:00, sent.
  await cronAt(request, "2027-01-14T07:00:00Z");
  await expectReports(request, seller.email, 0);
  await cronAt(request, "2027-01-14T08:00:00Z");
  await expectReports(request, seller.email, 1);
  await cronAt(request, "2027-01-14T08:30:00Z");
  await expectReports(request, seller.email, 1);
  // July (CEST): 07:00 UTC is already 09:00 in Berlin.
  await cronAt(request, "2027-07-14T06:00:00Z");
  await expectReports(request, seller.email, 1);
  await cronAt(request, "2027-07-14T07:00:00Z");
  await expectReports(request, seller.email, 2);

  // The mail: RFC 8058 headers, and a footer saying why with links to the settings and the unsubscribe page.
  const [latest] = await reportsTo(request, seller.email);
  expect(latest.headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
  const oneClick = /^<([^>]+)>/.exec(latest.headers["List-Unsubscribe"])![1];
  expect(latest.html).toContain(`assigned accounts at ${company} in Trayo`);
  const pageLink = latest.links.find((link) => new URL(link).pathname.startsWith("/unsubscribe/"))!;
  expect(pageLink).toBeTruthy();

  // One-click POST, as a mail provider sends it (no cookies), twice: 200 both times.
  for (let i = 0; i < 2; i++) {
    const response = await request.post(new URL(oneClick).pathname + new URL(oneClick).search, {
      headers: { "content-type": "application/x-www-form-urlencoded" },
      data: "List-Unsubscribe=One-Click",
    });
    expect(response.status()).toBe(200);
  }
  // A tampered link is refused.
  const tampered = await request.post(`/api/unsubscribe?token=${encodeURIComponent("00000000-0000-4000-8000-000000000000.1.abc")}`, {
    headers: { "content-type": "application/x-www-form-urlencoded" },
    data: "List-Unsubscribe=One-Click",
  });
  expect(tampered.status()).toBe(400);

  // The next day: no report, though the third event is still new.
  await cronAt(request, "2027-07-15T07:00:00Z");
  await expectReports(request, seller.email, 2);

  // The unsubscribe page (signed link, no sign-in needed) confirms, and Undo switches the report back on.
  const visitor = await page.context().browser()!.newContext();
  const anon = await visitor.newPage();
  const url = new URL(pageLink);
  await anon.goto(`${url.pathname}${url.search}`);
  await expect(anon.getByRole("heading", { name: "You're unsubscribed from the daily report" })).toBeVisible();
  await expectAccessible(anon, "/unsubscribe");
  for (const width of [390, 1280]) {
    await anon.setViewportSize({ width, height: 800 });
    await expect(anon.getByRole("button", { name: "Undo" })).toBeInViewport();
  }
  await anon.getByRole("button", { name: "Undo" }).click();
  await expect(anon.getByText("Your daily report is back on.")).toBeVisible();
  await expect(anon.getByRole("button", { name: "Unsubscribe" })).toBeVisible();
  await anon.goto(`/unsubscribe/${encodeURIComponent("not-a-token")}`);
  await expect(anon.getByRole("heading", { name: "Link not valid" })).toBeVisible();
  await visitor.close();

  await cronAt(request, "2027-07-16T07:00:00Z");
  await expectReports(request, seller.email, 3);
});
