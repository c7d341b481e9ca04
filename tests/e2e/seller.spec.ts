import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { signIn } from "./support/sign-in";
import { addCompletedEvent } from "./support/events";

// The seed gives Uma User (user@example.com) one sent report with three events and people on them.

async function expectNoAxeViolations(page: Page, label: string) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    const { violations } = await new AxeBuilder({ page }).include("main").withTags(["wcag2a", "wcag2aa"]).analyze();
    expect(violations.map((v) => `${label}@${width}: ${v.id} ${v.nodes.map((n) => n.target).join(" ")}`)).toEqual([]);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

const pager = (page: Page) => page.getByTestId("version-pager");

// A demo-corpus story about Uma's account Quantia Bio that neither the seed nor another spec turns into an event.
const QUANTIA_ARTICLE = "https://news.demo.trayo.local/life-sciences-report/quantia-biotherapeutics-buys-celloptics";

async function choose(page: Page, label: string, option: string) {
  await page.getByRole("combobox", { name: label }).click();
  await page.getByRole("option", { name: option, exact: true }).click();
}

test.describe("The seller's side", () => {
  test("feed, accounts, people and event details show the spec's texts and pass axe", async ({ page }) => {
    test.slow(); // axe runs at two widths on four screens
    await signIn(page, "user@example.com");
    for (const path of ["/user", "/user/feed"]) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/user\/events$/);
    }
    await expect(page.getByRole("heading", { name: "My Events", level: 1 })).toBeVisible();
    const cards = page.getByRole("list", { name: "Activity" }).locator("article");
    // The seed sends Uma three events; other specs (reports) may have sent her more by now.
    await expect(cards.nth(2)).toBeVisible();
    const first = cards.first();
    await expect(first.getByRole("link", { name: "Draft a message" })).toHaveAttribute("href", /^\/user\/events\/[0-9a-f-]{36}\/compose$/);
    await expect(first.getByRole("link", { name: /Read Article/ })).toHaveAttribute("target", "_blank");
    await expectNoAxeViolations(page, "feed");

    // A stakeholder avatar opens the single-person view, always expanded, with Back to People.
    const stakeholder = page.getByRole("list", { name: "Stakeholders" }).getByRole("link").first();
    await stakeholder.click();
    await expect(page).toHaveURL(/\/user\/people\/person\/[0-9a-f-]{36}$/);
    await expect(page.getByRole("link", { name: "Back to People" })).toBeVisible();
    await expect(page.getByRole("list", { name: /^Events with / })).toBeVisible();
    await page.getByRole("link", { name: "Back to People" }).click();

    await expect(page.getByRole("heading", { name: "People", level: 1 })).toBeVisible();
    await expect(page.getByText("are likely key stakeholders", { exact: false })).toBeVisible();
    const toggle = page.getByRole("button", { name: /^View \d+ related events?$/ }).first();
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await expect(page.getByText(/\d{2}\/\d{2} · (Just now|\d+(m|h|d|w|mo|y) ago)/).first()).toBeVisible();
    await expectNoAxeViolations(page, "people");

    // Filter by Account navigates to the account route; Clear goes back; an unknown account redirects.
    await page.getByRole("combobox", { name: "Filter by Account" }).click();
    await expect(page.getByRole("option", { name: "All Accounts" })).toBeVisible();
    await page.getByRole("option").nth(1).click();
    await expect(page).toHaveURL(/\/user\/people\/account\/[0-9a-f-]{36}$/);
    await page.getByRole("button", { name: "Clear" }).click();
    await expect(page).toHaveURL(/\/user\/people$/);
    await page.goto("/user/people/account/00000000-0000-4000-8000-000000000000");
    await expect(page).toHaveURL(/\/user\/people$/);

    // A timeline card opens Event Details, whose people link back to their pages.
    await page.getByRole("button", { name: /^View \d+ related events?$/ }).first().click();
    await page.getByRole("list", { name: /^Events with / }).getByRole("link").first().click();
    await expect(page).toHaveURL(/\/user\/events\/[0-9a-f-]{36}$/);
    await expect(page.getByRole("link", { name: "Back to Events" })).toBeVisible();
    await expect(page.locator('a[href^="/user/people/person/"]').first()).toBeVisible();
    await expectNoAxeViolations(page, "event details");
    await page.goto("/user/events/00000000-0000-4000-8000-000000000000");
    await expect(page.getByText("Event not found. This event may not exist or you may not have access to it.")).toBeVisible();

    await page.goto("/user/accounts");
    await expect(page.getByRole("heading", { name: "Accounts", level: 1 })).toBeVisible();
    const account = page.getByRole("list", { name: "Your accounts" }).locator("article").first();
    await expect(account.getByText("Latest Activity:")).toBeVisible();
    await expect(account.getByText(/^(Recently Active|Some Activity|No Activity Yet)$/)).toBeVisible();
    await expect(account.getByRole("img", { name: /events? in the last 12 weeks$/ })).toBeVisible();
    await expect(account.getByRole("link", { name: /Visit website/ })).toHaveAttribute("href", /^(https?:)?\/\//);
    await expectNoAxeViolations(page, "accounts");
  });

  test("the composer drafts, switches channel and language, versions, copies, edits and navigates by keyboard", async ({ page, context }) => {
    test.slow(); // about ten generations
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await signIn(page, "user@example.com");
    await page.goto("/user/events");
    // A named seeded event (the feed's first card depends on which reports other tests sent).
    await page.locator("article").filter({ hasText: "Larkspur Retail beats third-quarter forecasts" }).first().getByRole("link", { name: "Draft a message" }).click();
    await expect(page).toHaveURL(/\/compose$/);
    const composeUrl = page.url();
    await expect(page.getByRole("heading", { name: "Message Composer" })).toBeVisible();

    // One email on open, with its subject line and numbered sources.
    await expect(pager(page)).toHaveText("1/1");
    await expect(page.getByTestId("email-subject")).not.toHaveText("No subject generated");
    await expect(page.getByRole("list", { name: "Evidence" })).toBeVisible();
    await expect(page.getByTestId("word-count")).toHaveText(/^[1-9]\d* words$/);
    await page.getByRole("button", { name: "Details" }).click();
    for (const heading of ["Full Summary", "Why this matters", "Suggested Action"]) await expect(page.getByRole("heading", { name: heading })).toBeVisible();
    await expect(page.getByRole("link", { name: /Read full article/ })).toHaveAttribute("target", "_blank");
    await expectNoAxeViolations(page, "composer");

    await choose(page, "Channel", "Phone Call");
    await expect(page.getByTestId("message-body").locator("ol > li").first()).toBeVisible();
    await choose(page, "Channel", "LinkedIn");
    await expect(page.getByText(/^LinkedIn message to /)).toBeVisible();
    await choose(page, "Channel", "Email");
    await expect(pager(page)).toHaveText("1/1");

    // Language: French now and after a reload (cookie for a year).
    await choose(page, "Language", "French");
    await expect(page.getByTestId("message-body")).toContainText("J'ai vu l'actualité récente de");
    const cookie = (await context.cookies()).find((c) => c.name === "message-language");
    expect(cookie?.value).toBe("fr");
    expect(cookie!.expires * 1000 - Date.now()).toBeGreaterThan(364 * 86_400_000);
    await page.reload();
    await expect(page.getByRole("combobox", { name: "Language" })).toHaveText("French");
    await expect(page.getByTestId("message-body")).toContainText("J'ai vu l'actualité récente de");

    // Versions: two more, and the pager wraps both ways.
    await expect(pager(page)).toHaveText("1/1");
    const firstVersion = await page.getByTestId("message-body").innerText();
    await page.getByRole("button", { name: "Try Another Version" }).click();
    await expect(pager(page)).toHaveText("2/2");
    await page.getByRole("button", { name: "Try Another Version" }).click();
    await expect(pager(page)).toHaveText("3/3");
    expect(await page.getByTestId("message-body").innerText()).not.toBe(firstVersion);
    await page.getByRole("button", { name: "Next version" }).click();
    await expect(pager(page)).toHaveText("1/3");
    await page.getByRole("button", { name: "Previous version" }).click();
    await expect(pager(page)).toHaveText("3/3");

    // Copy: 'Copied!' for two seconds, and the clipboard holds the message with its subject line.
    await page.getByRole("button", { name: "Copy Message" }).click();
    await expect(page.getByRole("button", { name: "Copied!" })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/^Subject: /);
    await expect(page.getByRole("button", { name: "Copy Message" })).toBeVisible({ timeout: 4_000 });

    // Inline edit: the subject hides while editing; Ctrl+Enter saves, Escape cancels (and stays here).
    await page.getByTestId("message-body").click();
    const editor = page.getByRole("textbox", { name: "Edit message" });
    await expect(page.getByTestId("email-subject")).toBeHidden();
    await editor.fill("Edited by the e2e test.");
    await editor.press("Control+Enter");
    await expect(page.getByTestId("message-body")).toHaveText("Edited by the e2e test.");
    await expect(page.getByTestId("email-subject")).toBeVisible();
    await page.getByTestId("message-body").click();
    await editor.fill("This is thrown away.");
    await editor.press("Escape");
    await expect(page.getByTestId("message-body")).toHaveText("Edited by the e2e test.");
    expect(page.url()).toBe(composeUrl);

    // ← / → walk the events of the sent reports; Escape goes back to the feed.
    await page.getByRole("heading", { name: "Message Composer" }).click();
    await page.keyboard.press("ArrowRight");
    await expect(page).not.toHaveURL(composeUrl);
    await expect(page).toHaveURL(/\/compose$/);
    await expect(pager(page)).toHaveText("1/1");
    await page.getByRole("heading", { name: "Message Composer" }).click();
    await page.keyboard.press("ArrowLeft");
    await expect(page).toHaveURL(composeUrl);
    await expect(pager(page)).toHaveText("1/1");
    await page.keyboard.press("Escape");
    await expect(page).toHaveURL(/\/user\/events$/);
  });

  test("a claim no source supports is flagged under the preview, and the cited facts are numbered", async ({ page }) => {
    test.slow(); // processes its own event first
    await signIn(page, "user@example.com");
    // Its own event, in no report: the TL;DR (written by the model, not a source) states a figure the article never gives.
    const eventId = await addCompletedEvent(page, "Quantia Bio", QUANTIA_ARTICLE);
    const row = page.locator(`tr[data-event-id="${eventId}"]`);
    await row.getByRole("button", { name: /^Edit / }).click();
    const dialog = page.getByRole("dialog", { name: "Edit Event" });
    await dialog.getByRole("tab", { name: "Contextualized" }).click();
    await dialog.getByLabel("TL;DR").fill("Quantia quietly raised $987 million from an unnamed investor.");
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Event saved")).toBeVisible();

    await page.goto(`/user/events/${eventId}/compose`);
    await expect(page.getByRole("heading", { name: "Message Composer" })).toBeVisible();
    await expect(pager(page)).toHaveText("1/1", { timeout: 60_000 }); // the first generation, on a busy machine
    const flagged = page.getByRole("list", { name: "Unsupported claims" }).getByRole("alert");
    await expect(flagged).toHaveCount(1);
    await expect(flagged).toContainText("$987 million");
    await expect(page.getByTestId("message-body")).toContainText("$987 million");

    // At Long length a second fact comes from the article: it is cited as source [1], the first stays flagged.
    await page.getByLabel("Length").fill("2");
    await expect(pager(page)).toHaveText("1/1");
    const sources = page.getByRole("list", { name: "Evidence" }).getByRole("listitem");
    await expect(sources).toHaveCount(1);
    await expect(sources.first()).toContainText("[1]");
    await expect(sources.first()).toHaveText(/^\[1\]\s*\S.{20,}/);
    await expect(flagged).toHaveCount(1);
    await expect(flagged).toContainText("$987 million");

    // At phone width the page does not scroll sideways and the flag is in view when scrolled to.
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await flagged.scrollIntoViewIfNeeded();
    await expect(flagged).toBeInViewport();
    await page.setViewportSize({ width: 1280, height: 900 });

    // Not in a sent report: ← / → have no neighbour to go to, so the composer stays on this event.
    await page.getByRole("heading", { name: "Message Composer" }).click();
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("ArrowLeft");
    await expect(pager(page)).toHaveText("1/1");
    expect(page.url()).toMatch(new RegExp(`/user/events/${eventId}/compose$`));
  });
});
