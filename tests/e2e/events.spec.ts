import { expect, test, type Locator, type Page } from "@playwright/test";
import { signIn } from "./support/sign-in";

// Articles of the bundled demo news corpus (lib/demo-news) about Uma User's accounts that the seed
// has not turned into events; the in-process worker fetches and processes them offline.
const DEMO_NEWS = "https://news.demo.trayo.local";
const CRO_ARTICLE = { account: "Cobalt Ridge Bank", url: `${DEMO_NEWS}/metro-business-journal/cobalt-ridge-names-new-chief-risk-officer` };
const LAWSUIT_ARTICLE = { account: "Larkspur Retail", url: `${DEMO_NEWS}/metro-business-journal/larkspur-faces-lawsuit-over-pricing-data` };

async function openEvents(page: Page) {
  await page.goto("/events");
  await expect(page.getByRole("heading", { name: "Events", level: 1 })).toBeVisible();
}

/** Adds an event through the dialog and returns its row (found by id, since the title changes once processed). */
async function addEvent(page: Page, article: { account: string; url: string }): Promise<Locator> {
  await page.getByRole("button", { name: "+ New Event" }).click();
  const dialog = page.getByRole("dialog", { name: "New Event" });
  await dialog.getByRole("combobox", { name: "Account" }).click();
  await page.getByRole("option", { name: article.account }).click();
  await dialog.getByLabel("Event URL").fill(article.url);
  await dialog.getByRole("button", { name: "Create" }).click();
  await expect(dialog).toBeHidden();
  // The row links to the article; its text turns from the URL into the title once processed.
  const created = page.locator("tr[data-event-id]").filter({ has: page.locator(`a[href="${article.url}"]`) }).first();
  const id = await created.getAttribute("data-event-id");
  expect(id).toBeTruthy();
  return page.locator(`tr[data-event-id="${id}"]`);
}

test.describe("Events", () => {
  test("a user adds an event, watches it complete live, and edits its contextualized fields", async ({ page }) => {
    test.slow(); // waits for the worker and the 5 s poll
    await signIn(page, "user@example.com");
    await openEvents(page);
    for (const column of ["Account", "Date", "Pub", "Title", "Report", "Status", "Actions"]) {
      await expect(page.getByRole("columnheader", { name: column, exact: true })).toBeVisible();
    }

    // The add dialog's own validation.
    await page.getByRole("button", { name: "+ New Event" }).click();
    const newDialog = page.getByRole("dialog", { name: "New Event" });
    await newDialog.getByRole("button", { name: "Create" }).click();
    await expect(newDialog.getByRole("alert")).toHaveText("URL and account are required");
    await newDialog.getByRole("button", { name: "Cancel" }).click();

    // A marker on window proves the page is never reloaded while the status changes.
    await page.evaluate(() => Object.assign(window, { __eventsE2eMarker: true }));
    const row = await addEvent(page, CRO_ARTICLE);
    // The in-process worker may finish within a second, so status and buttons are read in one snapshot.
    const firstLook = await row.evaluate((tr) => ({
      status: tr.getAttribute("data-status"),
      edit: (tr.querySelector('button[aria-label^="Edit "]') as HTMLButtonElement | null)?.disabled,
      refresh: (tr.querySelector('button[aria-labelledby^="evl-rf "]') as HTMLButtonElement | null)?.disabled,
    }));
    expect(["pending", "running"]).toContain(firstLook.status);
    expect(firstLook).toMatchObject({ edit: true, refresh: true });
    await expect(row.getByText("Completed")).toBeVisible({ timeout: 90_000 });
    expect(await page.evaluate(() => (window as unknown as { __eventsE2eMarker?: boolean }).__eventsE2eMarker)).toBe(true);
    await expect(row).toContainText("Cobalt Ridge Bank");
    await expect(row).toContainText("unused");

    await row.getByRole("button", { name: /^Edit / }).click();
    const dialog = page.getByRole("dialog", { name: "Edit Event" });
    await expect(dialog.getByRole("tab", { name: "Details" })).toBeVisible();
    await expect(dialog.getByRole("tab", { name: "Summary" })).toBeVisible();
    await expect(dialog.getByRole("tab", { name: "Preview" })).toBeVisible();
    await dialog.getByRole("tab", { name: "Contextualized" }).click();

    const summary = dialog.getByLabel("Event summary");
    const why = dialog.getByLabel("Why it matters");
    const action = dialog.getByLabel("Suggested action");
    for (const field of [summary, why, action]) await expect(field).not.toHaveValue("");
    await expect(dialog.getByLabel("TL;DR")).toBeVisible();
    const offerings = dialog.getByRole("group", { name: /^Offering \d$/ });
    await expect(offerings.first()).toBeVisible();
    const save = dialog.getByRole("button", { name: "Save" });
    const alert = dialog.getByRole("alert");

    // Required fields (tldr is optional).
    const whyText = await why.inputValue();
    await why.fill("");
    await dialog.getByLabel("TL;DR").fill("");
    await save.click();
    await expect(alert).toHaveText("All fields are required.");
    await why.fill(`${whyText} (checked by e2e)`);

    // Between 1 and 2 offerings: remove them all, then the add button stops at two.
    while ((await offerings.count()) > 0) await dialog.getByRole("button", { name: /^Remove offering/ }).first().click();
    await save.click();
    await expect(alert).toHaveText("You must have 1 or 2 offerings.");
    const add = dialog.getByRole("button", { name: "Add offering" });
    await add.click();
    await add.click();
    await expect(offerings).toHaveCount(2);
    await expect(add).toBeDisabled();
    await dialog.getByRole("button", { name: "Remove offering 2" }).click();

    // Every offering field is required.
    const first = offerings.first();
    await first.getByRole("textbox", { name: "Name", exact: true }).fill("Compliance Reporting");
    await first.getByRole("textbox", { name: "Link", exact: true }).fill("https://northwind.example/compliance");
    await save.click();
    await expect(alert).toHaveText("All offering fields are required.");
    await first.getByRole("textbox", { name: "Offering", exact: true }).fill("Audit-ready reporting for the new chief risk officer.");

    await save.click();
    await expect(alert).toBeHidden();
    await expect(page.getByText("Event saved")).toBeVisible();

    // Saved for real: reopen and the values are back, and the preview shows them.
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await row.getByRole("button", { name: /^Edit / }).click();
    await dialog.getByRole("tab", { name: "Contextualized" }).click();
    await expect(dialog.getByLabel("Why it matters")).toHaveValue(`${whyText} (checked by e2e)`);
    await expect(offerings).toHaveCount(1);
    await expect(offerings.first().getByRole("textbox", { name: "Name", exact: true })).toHaveValue("Compliance Reporting");
    await dialog.getByRole("tab", { name: "Preview" }).click();
    const preview = dialog.frameLocator('iframe[title="Email preview"]');
    await expect(preview.getByRole("link", { name: "Compliance Reporting", exact: true })).toBeVisible();
    await expect(preview.getByText("(checked by e2e)")).toBeVisible();
  });

  test("a user deletes an event after confirming", async ({ page }) => {
    await signIn(page, "user@example.com");
    await openEvents(page);
    const row = await addEvent(page, LAWSUIT_ARTICLE);
    // Delete is refused while running; wait until processing has finished.
    await expect(row.getByText(/^(Completed|Failed)$/)).toBeVisible({ timeout: 90_000 });
    const id = await row.getAttribute("data-event-id");

    await row.getByRole("button", { name: /^Delete / }).click();
    const confirm = page.getByRole("alertdialog", { name: "Delete this event?" });
    await confirm.getByRole("button", { name: "Cancel" }).click();
    await expect(confirm).toBeHidden();
    await expect(row).toBeVisible();

    await row.getByRole("button", { name: /^Delete / }).click();
    await confirm.getByRole("button", { name: "Delete" }).click();
    await expect(confirm).toBeHidden();
    await expect(row).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole("heading", { name: "Events", level: 1 })).toBeVisible();
    await expect(page.locator(`tr[data-event-id="${id}"]`)).toHaveCount(0);
  });

  test("a failed event shows its reason and can be refreshed", async ({ page }) => {
    await signIn(page, "user@example.com");
    await openEvents(page);
    // No such story in the demo corpus: processing fails with a readable reason.
    const row = await addEvent(page, { account: "Helio Grid", url: `${DEMO_NEWS}/no-such-outlet/missing-story-${Date.now()}` });
    const failed = row.getByText("Failed", { exact: true });
    await expect(failed).toBeVisible({ timeout: 90_000 });
    // The change is not silent: a toast says the watched event failed, and why.
    await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Processing failed" })).toBeVisible();
    await expect(row.getByRole("button", { name: /^Edit / })).toBeDisabled();
    await failed.hover();
    await expect(page.getByRole("tooltip")).toContainText(/\S/);

    await row.getByRole("button", { name: /^Refresh / }).click();
    await expect(row.getByText(/^(Pending|Running)$/)).toBeVisible();
    await expect(row.getByRole("button", { name: /^Refresh / })).toBeDisabled();
    await expect(failed).toBeVisible({ timeout: 90_000 });
    await expect(row.getByRole("button", { name: /^Refresh / })).toBeEnabled();
  });

  test("sent events are read-only and cannot be deleted or refreshed", async ({ page }) => {
    await signIn(page, "user@example.com");
    await openEvents(page);
    const sent = page.locator("tr[data-event-id]").filter({ has: page.getByText("sent", { exact: true }) }).first();
    await expect(sent).toBeVisible();
    await expect(sent.getByRole("button", { name: /^Delete / })).toBeDisabled();
    await expect(sent.getByRole("button", { name: /^Refresh / })).toBeDisabled();
    await sent.getByRole("button", { name: /^View / }).click();
    const dialog = page.getByRole("dialog", { name: "View Event (Read-Only)" });
    await expect(dialog).toBeVisible();
    await dialog.getByRole("tab", { name: "Contextualized" }).click();
    await expect(dialog.getByLabel("Event summary")).toHaveAttribute("readonly", "");
    await expect(dialog.getByRole("button", { name: "Save" })).toHaveCount(0);
  });

  test("the user's own feed lists the events of their sent reports with a link to the article", async ({ page }) => {
    await signIn(page, "user@example.com");
    await page.goto("/user/events");
    const feed = page.getByRole("list", { name: "Activity" });
    await expect(feed.getByRole("listitem").first()).toBeVisible();
    const read = feed.getByRole("link", { name: /Read Article/ }).first();
    await expect(read).toHaveAttribute("target", "_blank");
    await expect(read).toHaveAttribute("href", /^https?:\/\//);
  });

  test("an admin without a selected company and user sees Context Required", async ({ page }) => {
    await signIn(page, "admin@example.com");
    await page.goto("/events");
    await expect(page.getByText("Context Required")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Events" })).toBeVisible();
    await expect(page.getByRole("button", { name: "+ New Event" })).toBeDisabled();
  });
});
