import { readFile } from "node:fs/promises";
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { signIn } from "./support/sign-in";

// Issue 26 part 5: "Export CSV" on /events and /accounts downloads the acting user's rows, with a cell
// that starts like a formula written so a spreadsheet shows it as text.

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;
const BOM = "\uFEFF";

async function expectNoAxeViolations(page: Page, include: string) {
  const results = await new AxeBuilder({ page }).include(include).withTags(["wcag2a", "wcag2aa"]).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

async function download(page: Page, linkName: string) {
  const link = page.getByRole("link", { name: linkName });
  await expect(link).toBeVisible();
  const [file] = await Promise.all([page.waitForEvent("download"), link.click()]);
  const text = await readFile((await file.path())!, "utf8");
  return { name: file.suggestedFilename(), text };
}

test("Export CSV on /events downloads the user's completed events with their contextualised fields", async ({ page }) => {
  await signIn(page, "user@example.com");
  await page.goto("/events");
  await expect(page.getByRole("link", { name: "Export events as CSV" })).toHaveAttribute("href", "/api/export/events");
  await expectNoAxeViolations(page, "main");
  const { name, text } = await download(page, "Export events as CSV");
  expect(name).toMatch(/^trayo-events-\d{4}-\d{2}-\d{2}\.csv$/);
  expect(text.startsWith(BOM)).toBe(true);
  const [header, ...rows] = text.slice(1).split("\r\n");
  expect(header).toBe("Event date,Account,Title,URL,Summary,TL;DR,Why it matters,Suggested action,Offerings,Stakeholders,Also reported by,Status");
  expect(rows.length).toBeGreaterThan(1);
  // A seeded event: its account, its TL;DR and its status on one record.
  expect(text).toMatch(/Helio Grid,[^\r]*Helio Grid has raised \$120 million[^\r]*,completed\r\n/);
});

test("Export CSV on /accounts neutralises a name that starts like a formula", async ({ page }) => {
  await signIn(page, "user@example.com");
  await page.goto("/accounts");
  // Short words: the name shows on other list pages (layout.spec) and must wrap there at 390 px.
  const name = `=SUM(1, 2) "x" ${unique()}`;
  await page.getByRole("button", { name: "+ New Account" }).first().click();
  const dialog = page.getByRole("dialog", { name: "New Account" });
  await dialog.getByLabel("Name", { exact: true }).fill(name);
  await dialog.getByLabel("URL").fill(`formula-${unique()}.example`);
  await dialog.getByRole("button", { name: "Create Account" }).click();
  await expect(dialog).toBeHidden();
  await expectNoAxeViolations(page, "main");

  const { name: fileName, text } = await download(page, "Export accounts as CSV");
  expect(fileName).toMatch(/^trayo-accounts-\d{4}-\d{2}-\d{2}\.csv$/);
  const [header] = text.slice(1).split("\r\n");
  expect(header).toBe("Account,Full name,Website,Added");
  // Quoted per RFC 4180 (it holds quotes and a comma), with a leading ' so no spreadsheet runs it.
  expect(text).toContain(`\r\n"'${name.replace(/"/g, '""')}",`);
  expect(text).not.toContain(`\r\n${name}`);
  expect(text).not.toContain(`\r\n"${name.replace(/"/g, '""')}"`);

  // The button is a 44 px touch target on a phone and stays on screen.
  await page.setViewportSize({ width: 390, height: 844 });
  const link = page.getByRole("link", { name: "Export accounts as CSV" });
  // The buttons animate their size (transition-all): measure once it has settled.
  await expect.poll(async () => (await link.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  const box = (await link.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(390);
});
