import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { signIn } from "./support/sign-in";
import { companyWithUser } from "./support/admin-setup";

// Issue 26 part 4: an admin imports a CRM CSV of accounts: preview, mapping, dry run with a per-row
// report, then an all-or-nothing import. The test makes its own company and user.

const tag = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;

async function expectNoAxeViolations(page: Page, label: string) {
  const results = await new AxeBuilder({ page }).include('[role="dialog"]').withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  expect(results.violations.map((v) => `${label}: ${v.id} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`)).toEqual([]);
}

/** 500 Salesforce-style rows: 485 new accounts, 10 invalid, 5 duplicates (1 of an existing account, 4 within the file). */
function salesforceCsv(ownerEmail: string, existingDomain: string) {
  const lines = ["Account ID,Account Name,Website,Owner Email,Billing City"];
  const domain = (i: number) => `imp-${tag}-${i}.example`;
  for (let i = 1; i <= 485; i++) lines.push(`001${i},"Imported ${String(i).padStart(3, "0")}, ${tag}",${domain(i)},${i % 2 ? ownerEmail : ""},Lyon`);
  for (let i = 1; i <= 5; i++) lines.push(`002${i},,nameless-${tag}-${i}.example,,Paris`);
  for (let i = 1; i <= 5; i++) lines.push(`003${i},Bad URL ${i},not a website ${i},,Paris`);
  lines.push(`0041,Existing again,https://www.${existingDomain}/,,Rome`);
  for (let i = 1; i <= 4; i++) lines.push(`005${i},Copy ${i},https://www.${domain(i)},,Rome`);
  return lines.join("\r\n");
}

test("a CSV of 500 accounts with 10 invalid rows and 5 duplicates previews, dry-runs and imports 485, reporting the 15", async ({ page }) => {
  test.setTimeout(180_000);
  const company = `E2E Import Co ${tag}`;
  const owner = { name: `Olive Owner ${tag}`, email: `e2e-import-owner-${tag}@example.test` };
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, "admin@example.com");

  await companyWithUser(page, { name: company, solutions: "Outage prediction and storage dispatch optimisation." }, owner);
  await page.goto("/accounts");

  // One account already there: the file's row with its domain is a duplicate.
  const existingDomain = `existing-${tag}.example`;
  await page.getByRole("button", { name: "+ New Account" }).first().click();
  const newAccount = page.getByRole("dialog", { name: "New Account" });
  await newAccount.getByLabel("Name", { exact: true }).fill(`Existing ${tag}`);
  await newAccount.getByLabel("URL").fill(existingDomain);
  await newAccount.getByRole("button", { name: "Create Account" }).click();
  await expect(newAccount).toBeHidden();

  const opener = page.getByRole("button", { name: "Import CSV" });
  await opener.click();
  const dialog = page.getByRole("dialog", { name: "Import accounts from CSV" });
  await expect(dialog).toContainText("Up to 5 MB and 10,000 rows.");
  await expect(dialog.getByRole("button", { name: "Import" })).toBeDisabled();
  await dialog.getByLabel("CSV file").setInputFiles({ name: "salesforce.csv", mimeType: "text/csv", buffer: Buffer.from(salesforceCsv(owner.email, existingDomain)) });

  // Preview: the first rows and the columns guessed from Salesforce's headers.
  const preview = dialog.getByTestId("import-preview");
  await expect(preview.getByRole("columnheader", { name: "Account Name" })).toBeVisible();
  await expect(preview.getByRole("row")).toHaveCount(6);
  await expect(dialog.getByText("First 5 of 500 rows")).toBeVisible();
  await expect(dialog.getByLabel("Name", { exact: true })).toHaveValue("1");
  await expect(dialog.getByLabel("Website or domain")).toHaveValue("2");
  await expect(dialog.getByLabel("Owner email (optional)")).toHaveValue("3");
  await expect(dialog.getByLabel("Official name (optional)")).toHaveValue("");
  await expectNoAxeViolations(page, "preview");

  // Dry run: counts and the 15 rows that will not be created, with why. Nothing is written yet.
  await dialog.getByRole("button", { name: "Dry run" }).click();
  const report = dialog.getByTestId("import-report");
  await expect(report).toContainText("485 accounts to create, 5 duplicates, 10 invalid rows (of 500 rows).");
  const problems = dialog.getByTestId("import-problems").getByRole("listitem");
  await expect(problems).toHaveCount(15);
  await expect(problems.filter({ hasText: "Row 487" })).toContainText("Both name and URL are required.");
  await expect(problems.filter({ hasText: "Row 492: Bad URL 1" })).toContainText("Please enter a valid website URL");
  await expect(problems.filter({ hasText: "Row 497" })).toContainText(`An account with the domain ${existingDomain} already exists`);
  await expect(problems.filter({ hasText: "Row 498: Copy 1" })).toContainText(`Same domain (imp-${tag}-1.example) as row 2 of this file.`);
  await expectNoAxeViolations(page, "report");
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
  await expect(page.getByText(`Imported 001, ${tag}`)).toHaveCount(0);

  // Again, this time importing.
  await opener.click();
  await dialog.getByLabel("CSV file").setInputFiles({ name: "salesforce.csv", mimeType: "text/csv", buffer: Buffer.from(salesforceCsv(owner.email, existingDomain)) });
  await dialog.getByRole("button", { name: "Dry run" }).click();
  await dialog.getByRole("button", { name: "Import 485 accounts" }).click();
  await expect(report).toContainText("485 accounts created, 5 duplicates, 10 invalid rows (of 500 rows).");
  await expect(problems).toHaveCount(15);
  await expect(page.getByText("Imported 485 accounts.")).toBeVisible();
  await dialog.getByRole("button", { name: "Done" }).click();
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
  await expect(page.getByRole("row").filter({ hasText: `Imported 485, ${tag}` })).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: tag })).toHaveCount(486);

  // At 390 px the dialog and its buttons stay on screen.
  await page.setViewportSize({ width: 390, height: 844 });
  await opener.click();
  await dialog.getByLabel("CSV file").setInputFiles({ name: "again.csv", mimeType: "text/csv", buffer: Buffer.from(salesforceCsv(owner.email, existingDomain)) });
  await dialog.getByRole("button", { name: "Dry run" }).click();
  await expect(report).toContainText("0 accounts to create, 490 duplicates, 10 invalid rows");
  for (const control of [dialog, dialog.getByRole("button", { name: "Dry run" }), dialog.getByRole("button", { name: "Close" })]) {
    const box = (await control.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
  }
  await expect(dialog.getByRole("button", { name: "Import 0 accounts" })).toBeDisabled();
  await expectNoAxeViolations(page, "390 px");
  await page.keyboard.press("Escape");

  // At 768 px too.
  await page.setViewportSize({ width: 768, height: 1024 });
  await opener.click();
  const box768 = (await dialog.boundingBox())!;
  expect(box768.x).toBeGreaterThanOrEqual(0);
  expect(box768.x + box768.width).toBeLessThanOrEqual(768);
  await page.keyboard.press("Escape");

  // /companies at 390 px: the row's Import CSV stays on screen next to Edit and Delete.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/companies");
  for (const name of [`Import accounts for ${company} from CSV`, `Edit ${company}`, `Delete ${company}`]) {
    const box = (await page.getByRole("button", { name }).boundingBox())!;
    expect(box.x + box.width, name).toBeLessThanOrEqual(390);
  }

  // /companies: the company's own Import CSV, without a picked user.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/companies");
  await page.getByRole("button", { name: `Import accounts for ${company} from CSV` }).click();
  const companyImport = page.getByRole("dialog", { name: "Import accounts from CSV" });
  await expect(companyImport).toContainText(`The accounts are added to ${company}.`);
  const hubspot = `Record ID,Company name,Company Domain Name,Company owner\r\n1,Hub One ${tag},hub-${tag}.example,${owner.name}\r\n2,Hub Two ${tag},imp-${tag}-7.example,`;
  await companyImport.getByLabel("CSV file").setInputFiles({ name: "hubspot.csv", mimeType: "text/csv", buffer: Buffer.from(hubspot) });
  await expect(companyImport.getByLabel("Owner email (optional)")).toHaveValue("3");
  await companyImport.getByRole("button", { name: "Dry run" }).click();
  await companyImport.getByRole("button", { name: "Import 1 account" }).click();
  await expect(companyImport.getByTestId("import-report")).toContainText("1 account created, 1 duplicate, 0 invalid rows (of 2 rows).");

  // The 487 accounts go with their company: the specs after this one share the server, and an admin's Run All
  // there would otherwise queue a discovery for each of the owner's ~240 accounts ahead of their own work.
  await companyImport.getByRole("button", { name: "Done" }).click();
  await expect(companyImport).toBeHidden();
  await page.getByRole("button", { name: `Delete ${company}` }).click();
  const warning = page.getByRole("alertdialog", { name: `Delete ${company}?` });
  await expect(warning.getByRole("list", { name: "What will be deleted" }).getByRole("listitem").filter({ hasText: "accounts" })).toContainText("487");
  await warning.getByRole("button", { name: "Delete Company" }).click();
  await expect(page.getByText(`Company ${company} and all associated data deleted successfully.`)).toBeVisible();
});
