import http from "node:http";
import type { AddressInfo } from "node:net";
import { expect, test, type Page } from "@playwright/test";
import { signIn } from "./support/sign-in";

// The app server must allow fetching this loopback site: TEST_ALLOW_LOOPBACK_FETCH=127.0.0.1:4599.
const ICON_SITE_PORT = 4599;

// A 16x16 indigo PNG: real image bytes, so the server's content check and the browser accept it.
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAIAAACQkWg2AAAAFklEQVR4nGPwd3tKEmIY1TCqYfhqAABe7noQUrS/JQAAAABJRU5ErkJggg==",
  "base64",
);

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;

async function openAccounts(page: Page) {
  await page.goto("/accounts");
  await expect(page.getByRole("heading", { name: "Accounts", level: 1 })).toBeVisible();
}

async function createAccount(page: Page, name: string, url: string) {
  await page.getByRole("button", { name: "+ New Account" }).first().click();
  const dialog = page.getByRole("dialog", { name: "New Account" });
  await dialog.getByLabel("Name", { exact: true }).fill(name);
  await dialog.getByLabel("URL").fill(url);
  await dialog.getByRole("button", { name: "Create Account" }).click();
  await expect(dialog).toBeHidden();
  await expect(accountRow(page, name)).toBeVisible();
}

const accountRow = (page: Page, name: string) => page.getByRole("row").filter({ hasText: name });

async function deleteAccount(page: Page, name: string) {
  await accountRow(page, name).getByRole("button", { name: `Delete ${name}` }).click();
  const confirm = page.getByRole("alertdialog", { name: "Delete this account?" });
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(confirm).toBeHidden();
  await expect(accountRow(page, name)).toHaveCount(0);
}

test.describe("Accounts", () => {
  test("a user adds, edits and deletes an account", async ({ page }) => {
    const name = `E2E Acme ${unique()}`;
    const renamed = `${name} Renamed`;
    await signIn(page, "user@example.com");
    await openAccounts(page);
    await expect(page.getByRole("columnheader", { name: "Account" })).toBeVisible();
    await expect(page.getByRole("columnheader", { name: "URL" })).toBeVisible();
    await expect(page.getByRole("columnheader", { name: "Created" })).toBeVisible();
    await expect(page.getByRole("columnheader", { name: "Actions" })).toBeVisible();

    // Required fields, then a real create (Enter submits the form).
    await page.getByRole("button", { name: "+ New Account" }).first().click();
    const addDialog = page.getByRole("dialog", { name: "New Account" });
    await addDialog.getByRole("button", { name: "Create Account" }).click();
    await expect(addDialog.getByRole("alert")).toHaveText("Both name and URL are required.");
    await addDialog.getByLabel("Name", { exact: true }).fill(name);
    await addDialog.getByLabel("URL").fill("acme-e2e.example");
    await addDialog.getByLabel("URL").press("Enter");
    await expect(addDialog).toBeHidden();
    const row = accountRow(page, name);
    await expect(row).toBeVisible();
    await expect(row).toContainText("acme-e2e.example");

    // Edit: an empty name is refused and the dialog stays; Escape closes without saving.
    await row.getByRole("button", { name: `Edit ${name}` }).click();
    let editDialog = page.getByRole("dialog", { name: "Edit Account" });
    await expect(editDialog.getByLabel("Name", { exact: true })).toHaveValue(name);
    await expect(editDialog.getByLabel("URL")).toHaveValue("https://acme-e2e.example");
    await editDialog.getByLabel("Name", { exact: true }).fill("");
    await editDialog.getByRole("button", { name: "Save Changes" }).click();
    await expect(editDialog.getByRole("alert")).toHaveText("Both name and URL are required.");
    await page.keyboard.press("Escape");
    await expect(editDialog).toBeHidden();
    await expect(accountRow(page, name)).toBeVisible();

    // Edit for real, with a logo pasted from the clipboard.
    await accountRow(page, name).getByRole("button", { name: `Edit ${name}` }).click();
    editDialog = page.getByRole("dialog", { name: "Edit Account" });
    await editDialog.getByLabel("Name", { exact: true }).fill(renamed);
    await editDialog.getByLabel(/Full name/).fill("Acme Corporation E2E");
    await editDialog.getByLabel("Name", { exact: true }).evaluate((input, base64) => {
      const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
      const data = new DataTransfer();
      data.items.add(new File([bytes], "image.png", { type: "image/png" }));
      input.dispatchEvent(new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true }));
    }, PNG.toString("base64"));
    await expect(page.getByText("Image pasted from clipboard!")).toBeVisible();
    await editDialog.getByRole("button", { name: "Save Changes" }).click();
    await expect(editDialog).toBeHidden();
    const renamedRow = accountRow(page, renamed);
    await expect(renamedRow).toContainText("Acme Corporation E2E");
    await expect(renamedRow.locator("img")).toHaveAttribute("src", /accounts\/logos\//);

    await deleteAccount(page, renamed);
  });

  test("a logo that is not an image is refused and the dialog stays open", async ({ page }) => {
    const name = `E2E Logo ${unique()}`;
    await signIn(page, "user@example.com");
    await openAccounts(page);
    await createAccount(page, name, "logo-e2e.example");
    await accountRow(page, name).getByRole("button", { name: `Edit ${name}` }).click();
    const dialog = page.getByRole("dialog", { name: "Edit Account" });
    await dialog.getByLabel("Logo file").setInputFiles({ name: "fake.png", mimeType: "image/png", buffer: Buffer.from("not an image") });
    await dialog.getByRole("button", { name: "Save Changes" }).click();
    await expect(dialog.getByRole("alert")).toContainText("Logo upload failed: ");
    await expect(dialog).toBeVisible();

    await dialog.getByLabel("Logo file").setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: PNG });
    await dialog.getByRole("button", { name: "Save Changes" }).click();
    await expect(dialog).toBeHidden();
    await expect(accountRow(page, name).locator("img")).toHaveAttribute("src", /accounts\/logos\//);
    await deleteAccount(page, name);
  });

  test("a logo that fails to upload while adding keeps the dialog open on the new account", async ({ page }) => {
    const name = `E2E Add Logo ${unique()}`;
    await signIn(page, "user@example.com");
    await openAccounts(page);
    await page.getByRole("button", { name: "+ New Account" }).first().click();
    const addDialog = page.getByRole("dialog", { name: "New Account" });
    await addDialog.getByLabel("Name", { exact: true }).fill(name);
    await addDialog.getByLabel("URL").fill("add-logo-e2e.example");
    await addDialog.getByLabel("Logo file").setInputFiles({ name: "fake.png", mimeType: "image/png", buffer: Buffer.from("not an image") });
    await addDialog.getByRole("button", { name: "Create Account" }).click();

    // The account exists; the dialog stays open on it (now editing) with the upload failure.
    const dialog = page.getByRole("dialog", { name: "Edit Account" });
    await expect(dialog.getByRole("alert")).toContainText("Logo upload failed: ");
    await expect(dialog.getByLabel("Name", { exact: true })).toHaveValue(name);

    // A retry saves the same account instead of adding a second one.
    await dialog.getByLabel("Logo file").setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: PNG });
    await dialog.getByRole("button", { name: "Save Changes" }).click();
    await expect(dialog).toBeHidden();
    await expect(accountRow(page, name)).toHaveCount(1);
    await expect(accountRow(page, name).locator("img")).toHaveAttribute("src", /accounts\/logos\//);
    await deleteAccount(page, name);
  });

  test.describe("Find Icon", () => {
    let site: http.Server;

    test.beforeAll(async () => {
      site = http.createServer((req, res) => {
        if (req.url === "/brand-icon.png") {
          res.writeHead(200, { "content-type": "image/png", "content-length": PNG.length });
          res.end(PNG);
          return;
        }
        if (req.url === "/" || req.url?.startsWith("/?")) {
          res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
          res.end(`<!doctype html><html><head><title>Icon Site</title>
            <link rel="icon" type="image/png" sizes="64x64" href="/brand-icon.png"></head><body>Hello</body></html>`);
          return;
        }
        res.writeHead(404).end();
      });
      await new Promise<void>((resolve, reject) => {
        site.once("error", reject);
        site.listen(ICON_SITE_PORT, "127.0.0.1", resolve);
      });
      expect((site.address() as AddressInfo).port).toBe(ICON_SITE_PORT);
    });

    test.afterAll(async () => {
      await new Promise<void>((resolve) => site.close(() => resolve()));
    });

    test("finds the icon on the account's website", async ({ page }) => {
      const name = `E2E Icon ${unique()}`;
      await signIn(page, "user@example.com");
      await openAccounts(page);

      // In add mode there is no account yet to attach an icon to: Find Icon waits for the save
      // (tests/e2e/polish-dialogs.spec.ts checks its reason).
      await page.getByRole("button", { name: "+ New Account" }).first().click();
      const addDialog = page.getByRole("dialog", { name: "New Account" });
      await expect(addDialog.getByRole("button", { name: "Find Icon" })).toBeDisabled();
      await page.keyboard.press("Escape");

      await createAccount(page, name, `http://127.0.0.1:${ICON_SITE_PORT}`);
      await accountRow(page, name).getByRole("button", { name: `Edit ${name}` }).click();
      const editDialog = page.getByRole("dialog", { name: "Edit Account" });
      // Without a name it asks for one (spec 1 §5).
      await editDialog.getByLabel("Name", { exact: true }).fill("");
      await editDialog.getByRole("button", { name: "Find Icon" }).click();
      await expect(page.getByText("Please enter an account name first")).toBeVisible();
      await editDialog.getByLabel("Name", { exact: true }).fill(name);
      await editDialog.getByRole("button", { name: "Find Icon" }).click();
      await expect(page.getByText("Icon found successfully!")).toBeVisible();
      await expect(editDialog.locator("img")).toHaveAttribute("src", /accounts\/logos\//);
      await page.keyboard.press("Escape");
      await expect(accountRow(page, name).locator("img")).toHaveAttribute("src", /accounts\/logos\//);
      await deleteAccount(page, name);
    });
  });

  test("an admin without a company and user picked is asked for context", async ({ page }) => {
    await signIn(page, "admin@example.com");
    await openAccounts(page);
    await expect(
      page.getByText("Context Required: Please select a company and user from the header to manage accounts."),
    ).toBeVisible();
    await expect(page.getByRole("button", { name: "+ New Account" })).toBeDisabled();
  });
});
