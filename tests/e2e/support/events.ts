import { expect, type Page } from "@playwright/test";

// Data a spec makes for the acting user through the real UI: an account, and events the worker processes.

/** /accounts → New Account (or "Add your first account" on an empty list). */
export async function createAccount(page: Page, name: string, url: string) {
  await page.goto("/accounts");
  await page.getByRole("button", { name: /\+ New Account|Add your first account/ }).first().click();
  const dialog = page.getByRole("dialog", { name: "New Account" });
  await dialog.getByLabel("Name", { exact: true }).fill(name);
  await dialog.getByLabel("URL").fill(url);
  await dialog.getByRole("button", { name: "Create Account" }).click();
  await expect(dialog).toBeHidden();
}

/** On /events: opens New Event, picks `account`, enters `url`, creates, and waits until the dialog has closed. */
export async function createEventInDialog(page: Page, account: string, url: string, timeout?: number) {
  await page.getByRole("button", { name: "+ New Event" }).click();
  const dialog = page.getByRole("dialog", { name: "New Event" });
  await dialog.getByRole("combobox", { name: "Account" }).click();
  await page.getByRole("option", { name: account }).click();
  await dialog.getByLabel("Event URL").fill(url);
  await dialog.getByRole("button", { name: "Create" }).click();
  await expect(dialog).toBeHidden({ timeout });
}

/** Adds an event for `url` on /events and waits until the worker has processed it; returns its id. */
export async function addCompletedEvent(page: Page, account: string, url: string): Promise<string> {
  await page.goto("/events");
  await expect(page.getByRole("heading", { name: "Events", level: 1 })).toBeVisible();
  const rowsForUrl = page.locator("tr[data-event-id]").filter({ has: page.locator(`a[href="${url}"]`) });
  const idsNow = () => rowsForUrl.evaluateAll((rows) => rows.map((r) => r.getAttribute("data-event-id")));
  const before = new Set(await idsNow());
  await createEventInDialog(page, account, url, 30_000);
  await expect.poll(async () => (await idsNow()).filter((id) => !before.has(id)).length).toBe(1);
  const id = (await idsNow()).find((candidate) => !before.has(candidate))!;
  await expect(page.locator(`tr[data-event-id="${id}"]`).getByText("Completed")).toBeVisible({ timeout: 90_000 });
  return id;
}
