import { expect, type Locator, type Page } from "@playwright/test";

// What many specs do first, signed in as the admin: a company of their own, a user in it, and the header
// acting as that user. Each spec names its own data (a tag), so specs never share rows.

/** Picks in the header; a click before the page has hydrated opens nothing, so it opens until the option shows. */
export async function pickInHeader(page: Page, picker: "Company" | "User", option: string) {
  const box = page.getByRole("banner").getByRole("combobox", { name: picker });
  const choice = page.getByRole("option", { name: option, exact: true });
  await expect(async () => {
    if (!(await choice.isVisible())) await box.click();
    await expect(choice).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 30_000 });
  await choice.click();
}

/** /companies → New Company with a name and its solutions (one per line). */
export async function createCompany(page: Page, name: string, solutions: string) {
  await page.goto("/companies");
  await page.getByRole("button", { name: "New Company" }).click();
  const dialog = page.getByRole("dialog", { name: "New Company" });
  await dialog.getByLabel("Name").fill(name);
  await dialog.getByLabel("Solutions", { exact: true }).fill(solutions);
  await dialog.getByRole("button", { name: "Create Company" }).click();
  await expect(dialog).toBeHidden();
}

/**
 * Create User on /users (the page must be open) in `company`. Returns the dialog, which has turned into
 * Edit User on its Accounts tab.
 */
export async function createUser(page: Page, person: { name: string; email: string }, company: string): Promise<Locator> {
  await page.getByRole("button", { name: "Create User" }).click();
  const dialog = page.getByRole("dialog", { name: "Create User" });
  await dialog.getByLabel("Name").fill(person.name);
  await dialog.getByLabel("Email").fill(person.email);
  await dialog.getByRole("combobox", { name: "Company" }).click();
  await page.getByRole("option", { name: company, exact: true }).click();
  await dialog.getByRole("button", { name: "Create User" }).click();
  const edit = page.getByRole("dialog", { name: "Edit User" });
  await expect(edit.getByRole("tab", { name: "Accounts", selected: true })).toBeVisible();
  return edit;
}

/** A new company with one user, and the header acting as that user (the company's only one). */
export async function companyWithUser(page: Page, company: { name: string; solutions: string }, person: { name: string; email: string }) {
  await createCompany(page, company.name, company.solutions);
  await page.goto("/users");
  const edit = await createUser(page, person, company.name);
  await page.keyboard.press("Escape");
  await expect(edit).toBeHidden();
  await pickInHeader(page, "Company", company.name);
  await expect(page.getByRole("banner").getByRole("combobox", { name: "User" })).toContainText(person.name);
}
