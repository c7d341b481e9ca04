import AxeBuilder from "@axe-core/playwright";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { signIn } from "./support/sign-in";
import { addCompletedEvent, createAccount } from "./support/events";
import { createUser } from "./support/admin-setup";
import { reportsTo, type OutboxMessage } from "./support/outbox";
import { cronAt } from "./support/cron";

// Issue 25, parts 2-4. An admin sets a new company's default signal weights on /companies and a new
// seller's report hour; the seller's accounts get a funding and a partnership story (Helio) and an
// acquisition (Quantia). With the company weighing partnerships 85, Helio has two strong signals:
// "Heating up" with its explanation (hover, focus, tap) on /user/accounts and /accounts and at the top of
// the report mail. Snoozed, Quantia's events stay out of the report and the feed until Undo. The seller
// saves their own weights on /user/settings (signed in through the mail's signed link).

const DEMO_NEWS = "https://news.demo.trayo.local";
const HELIO_FUNDING = `${DEMO_NEWS}/venture-ledger/helio-grid-raises-120-million-series-c`;
const HELIO_PARTNERSHIP = `${DEMO_NEWS}/power-markets-daily/helio-grid-signs-utility-storage-contract`;
const QUANTIA_DEAL = `${DEMO_NEWS}/biopharma-dispatch/quantia-bio-to-acquire-celloptics`;
const tag = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;

async function nextReport(request: APIRequestContext, to: string, count: number): Promise<OutboxMessage> {
  await expect.poll(async () => (await reportsTo(request, to)).length, { timeout: 60_000, message: `report ${count} to ${to}` }).toBe(count);
  return (await reportsTo(request, to))[0];
}

async function expectAccessible(page: Page, label: string) {
  // A toast still fading in reads as low contrast: scan once everything has come to rest.
  await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined))));
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => `${label}: ${v.impact} ${v.id} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`)).toEqual([]);
}

async function expectOnScreen(page: Page, control: ReturnType<Page["getByRole"]>, label: string) {
  for (const width of [390, 768, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await control.scrollIntoViewIfNeeded();
    await expect(control, `${label} at ${width}`).toBeInViewport();
    // measured at rest: a toast sliding in, or a resize's reflow, can overhang for a frame
    await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined))));
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1), { message: `${label}: no sideways scroll at ${width}` }).toBe(true);
  }
}

/** The heat explanation opens on hover, on keyboard focus, and (on a phone) on a tap. */
async function expectHeatExplained(page: Page, account: string) {
  const badge = page.getByRole("button", { name: `Heating up: why, for ${account}` });
  await expect(badge).toBeVisible();
  const tip = page.getByRole("tooltip");
  await badge.hover();
  await expect(tip).toContainText("Funding (weight 90, strong)");
  await expect(tip).toContainText("Partnership (weight 85, strong)");
  await page.mouse.move(0, 0);
  await expect(tip).toBeHidden();
  await badge.focus();
  await expect(tip).toContainText("2 strong");
  await expect(badge).toHaveAttribute("aria-describedby", /.+/);
  await page.keyboard.press("Escape");
  await expect(tip).toBeHidden();
  await expect(badge).toBeFocused();
}

test("signal weights, snooze and account heat: accounts pages, the report mail and settings", async ({ page, request, browser }) => {
  test.setTimeout(600_000);
  const company = `E2E Heat Co ${tag}`;
  const seller = { name: `Hana Heat ${tag}`, email: `e2e-hana-${tag}@example.test` };
  const helio = `Helio Heat ${tag}`;
  const quantia = `Quantia Snooze ${tag}`;

  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, "admin@example.com");

  // A company whose default weighs partnerships 85 (strong), set from its row on /companies.
  await page.goto("/companies");
  await page.getByRole("button", { name: "New Company" }).click();
  const companyDialog = page.getByRole("dialog", { name: "New Company" });
  await companyDialog.getByLabel("Name").fill(company);
  await companyDialog.getByLabel("Solutions", { exact: true }).fill("Grid analytics");
  await companyDialog.getByRole("button", { name: "Create Company" }).click();
  await expect(companyDialog).toBeHidden();
  const opener = page.getByRole("button", { name: `Weights: ${company}` });
  await opener.click();
  const weightsDialog = page.getByRole("dialog", { name: "Default signal weights" });
  await expect(weightsDialog.getByLabel("Partnership")).toHaveValue("70");
  await weightsDialog.getByLabel("Partnership").fill("85");
  await expectAccessible(page, "/companies signal weights");
  await expectOnScreen(page, weightsDialog.getByRole("button", { name: "Save default weights" }), "Save default weights");
  await weightsDialog.getByRole("button", { name: "Save default weights" }).click();
  await expect(weightsDialog.getByText("Default signal weights saved.")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(weightsDialog).toBeHidden();
  await expect(opener).toBeFocused();
  await page.setViewportSize({ width: 1280, height: 900 });

  // The seller, reported at 13:00 UTC (a clock no other spec's cron reaches).
  await page.goto("/users");
  const edit = await createUser(page, seller, company);
  await edit.getByRole("tab", { name: "Delivery" }).click();
  await edit.getByLabel("Delivery hour").selectOption("13");
  await edit.getByLabel("Time zone").selectOption("UTC");
  await edit.getByRole("button", { name: "Save" }).click();
  await expect(edit.getByText("Delivery preferences saved.")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(edit).toBeHidden();

  await page.getByRole("banner").getByRole("combobox", { name: "Company" }).click();
  await page.getByRole("option", { name: company, exact: true }).click();
  await expect(page.getByRole("banner").getByRole("combobox", { name: "User" })).toContainText(seller.name);
  await createAccount(page, helio, `helio-heat-${tag}.example`);
  await createAccount(page, quantia, `quantia-snooze-${tag}.example`);
  await addCompletedEvent(page, helio, HELIO_FUNDING);
  await addCompletedEvent(page, helio, HELIO_PARTNERSHIP);
  await addCompletedEvent(page, quantia, QUANTIA_DEAL);

  // Heating up on both accounts pages, with its explanation; sorted by heat on request.
  await page.goto("/user/accounts");
  const helioCard = page.locator("article.uac").filter({ hasText: helio });
  await expect(helioCard.getByRole("button", { name: /^Heating up/ })).toBeVisible();
  await expectHeatExplained(page, helio);
  await page.getByRole("link", { name: "Heat" }).click();
  await expect(page).toHaveURL(/sort=heat/);
  await expect(page.locator("article.uac h2").first()).toHaveText(helio);
  await page.goto("/accounts");
  await expectHeatExplained(page, helio);
  await expect(page.getByRole("button", { name: `Heating up: why, for ${quantia}` })).toHaveCount(0);

  // Snooze Quantia for a week from /user/accounts: badge and Undo on both pages.
  await page.goto("/user/accounts");
  await page.getByRole("button", { name: `Snooze ${quantia}` }).click();
  await page.getByRole("menuitem", { name: "For 1 week" }).click();
  const quantiaCard = page.locator("article.uac").filter({ hasText: quantia });
  await expect(quantiaCard.getByText(/^Snoozed until /)).toBeVisible();
  // The pressed control gave way to Undo, which takes the focus.
  await expect(quantiaCard.getByRole("button", { name: `Undo snooze of ${quantia}` })).toBeFocused();
  await expectAccessible(page, "/user/accounts");
  await expectOnScreen(page, quantiaCard.getByRole("button", { name: `Undo snooze of ${quantia}` }), "Undo snooze (cards)");
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/accounts");
  await expect(page.locator("tr").filter({ hasText: quantia }).getByText(/^Snoozed until /)).toBeVisible();
  await expectAccessible(page, "/accounts");
  await expectOnScreen(page, page.getByRole("button", { name: `Undo snooze of ${quantia}` }), "Undo snooze (table)");
  await page.setViewportSize({ width: 1280, height: 900 });

  // The report skips Quantia and opens with "Heating up".
  await cronAt(request, "2027-05-10T13:00:00Z");
  const first = await nextReport(request, seller.email, 1);
  expect(first.html).toContain("Helio Grid raises");
  expect(first.html).not.toContain("CellOptics");
  const heatingAt = first.html.indexOf("Heating up");
  expect(heatingAt).toBeGreaterThan(0);
  expect(heatingAt).toBeLessThan(first.html.indexOf("Helio Grid raises"));
  expect(first.html).toContain(helio);
  expect(first.html).toContain("Partnership (weight 85, strong)");

  // The seller, signed in through the mail's own link, on a phone: the explanation opens on a tap.
  const phone = await browser.newContext({ hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 } });
  const sellerPage = await phone.newPage();
  const accountsLink = first.links.find((l) => decodeURIComponent(l).includes("/user/accounts"))!;
  expect(accountsLink).toBeTruthy();
  await sellerPage.goto(new URL(accountsLink).pathname + new URL(accountsLink).search);
  await sellerPage.getByRole("button", { name: "Send Me a Login Link" }).tap();
  await expect(sellerPage.getByRole("heading", { name: "Check Your Inbox" })).toBeVisible();
  let magic: string | undefined;
  await expect
    .poll(async () => {
      const { messages } = (await (await request.get(`/api/dev/outbox?to=${encodeURIComponent(seller.email)}&limit=5`)).json()) as { messages: OutboxMessage[] };
      magic = messages.flatMap((m) => m.links).find((l) => l.includes("/auth/callback"));
      return Boolean(magic);
    })
    .toBe(true);
  await sellerPage.goto(new URL(magic!).pathname + new URL(magic!).search);
  await sellerPage.waitForURL(/\/user\/accounts/);
  await expect(sellerPage.getByRole("heading", { name: "Accounts", level: 1 })).toBeVisible();
  const badge = sellerPage.getByRole("button", { name: `Heating up: why, for ${helio}` });
  await badge.tap();
  await expect(sellerPage.getByRole("tooltip")).toContainText("Funding (weight 90, strong)");
  await sellerPage.locator("h1").tap();
  await expect(sellerPage.getByRole("tooltip")).toBeHidden();

  // Undo from the seller's side: the next report brings Quantia's deal, and the feed shows it.
  await sellerPage.getByRole("button", { name: `Undo snooze of ${quantia}` }).tap();
  await expect(sellerPage.getByRole("button", { name: `Snooze ${quantia}` })).toBeVisible();
  await cronAt(request, "2027-05-11T13:00:00Z");
  const second = await nextReport(request, seller.email, 2);
  expect(second.html).toContain("CellOptics");
  await sellerPage.goto("/user/events");
  await expect(sellerPage.getByText(/CellOptics/).first()).toBeVisible();

  // Snoozed again "until a date": the feed leaves Quantia out; Undo brings it back.
  await sellerPage.goto("/user/accounts");
  await sellerPage.getByRole("button", { name: `Snooze ${quantia}` }).tap();
  await sellerPage.getByRole("menuitem", { name: "Until a date…" }).tap();
  const until = sellerPage.getByRole("dialog", { name: `Snooze ${quantia}` });
  const later = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
  await until.getByLabel("Snooze until").fill(later);
  await expectAccessible(sellerPage, "snooze until dialog");
  await until.getByRole("button", { name: "Snooze account" }).tap();
  await expect(until).toBeHidden();
  await expect(sellerPage.locator("article.uac").filter({ hasText: quantia }).getByText(/^Snoozed until /)).toBeVisible();
  await expect(sellerPage.getByRole("button", { name: `Undo snooze of ${quantia}` })).toBeFocused();
  await sellerPage.goto("/user/events");
  await expect(sellerPage.getByText(/Helio Grid/).first()).toBeVisible();
  await expect(sellerPage.getByText(/CellOptics/)).toHaveCount(0);
  await sellerPage.goto("/user/accounts");
  await sellerPage.getByRole("button", { name: `Undo snooze of ${quantia}` }).tap();
  await expect(sellerPage.getByRole("button", { name: `Snooze ${quantia}` })).toBeVisible();
  await sellerPage.goto("/user/events");
  await expect(sellerPage.getByText(/CellOptics/).first()).toBeVisible();

  // The seller's own weights in Settings: partnerships 50 and Helio is no longer heating up for them.
  await sellerPage.goto("/user/settings");
  const weights = sellerPage.getByRole("form", { name: "Signal weights" });
  await expect(weights.getByLabel(/^Partnership/)).toHaveValue("85");
  await expect(weights.getByText("Company default 85")).toBeVisible();
  await weights.getByLabel(/^Partnership/).fill("50");
  await expectAccessible(sellerPage, "/user/settings");
  const save = sellerPage.getByRole("button", { name: "Save signal weights" });
  await save.scrollIntoViewIfNeeded();
  await expect(save).toBeInViewport();
  await save.tap();
  await expect(weights.getByText("Signal weights saved.")).toBeVisible();
  await sellerPage.reload();
  await expect(sellerPage.getByRole("form", { name: "Signal weights" }).getByLabel(/^Partnership/)).toHaveValue("50");
  await sellerPage.goto("/user/accounts");
  await expect(sellerPage.getByRole("button", { name: new RegExp(`^Heat \\d\\.\\d: why, for ${helio}$`) })).toBeVisible();
  await expect(sellerPage.getByRole("button", { name: `Heating up: why, for ${helio}` })).toHaveCount(0);
  await phone.close();
});
