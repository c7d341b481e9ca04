import { expect, test, type Page } from "@playwright/test";
import { DEMO_PASSWORD as PASSWORD, signIn } from "./support/sign-in";


const companyPicker = (page: Page) => page.getByRole("banner").getByRole("combobox", { name: "Company" });
const userPicker = (page: Page) => page.getByRole("banner").getByRole("combobox", { name: "User" });
const sidebar = (page: Page) => page.getByRole("complementary");

async function pick(page: Page, picker: ReturnType<typeof companyPicker>, option: string) {
  await picker.click();
  await page.getByRole("option", { name: option, exact: true }).click();
}

async function openUserMenu(page: Page) {
  await page.getByRole("button", { name: "Open user menu" }).click();
  return page.getByRole("menu");
}

test.describe("Landing and access", () => {
  test("the landing page shows the pitch and leads to sign-in", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { name: "Connect the dots" })).toBeVisible();
    await expect(page.getByText("See the signal in the noise")).toBeVisible();
    await expect(page.getByText("Private beta access")).toBeVisible();
    await page.getByRole("link", { name: "Sign In" }).click();
    await expect(page).toHaveURL(/\/signin$/);
  });

  test("a signed-out visitor of an app page is sent to sign-in, and back to the page after signing in", async ({ page }) => {
    await page.goto("/dashboard");
    await expect(page).toHaveURL(/\/signin\?redirect=%2Fdashboard$/);
    await page.goto("/accounts?from=e2e");
    await expect(page).toHaveURL(/\/signin\?redirect=%2Faccounts%3Ffrom%3De2e$/);
    await page.getByLabel("Email").fill("user@example.com");
    await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await page.getByRole("button", { name: /^sign in$/i }).click();
    await expect(page).toHaveURL(/\/accounts\?from=e2e$/);
  });
});

test.describe("Admin shell", () => {
  test("an admin picks a company and a user, the choice survives a reload and the dashboard shows that user's data", async ({
    page,
  }) => {
    test.slow();
    await signIn(page, "admin@example.com");
    await page.goto("/");
    await expect(page).toHaveURL(/\/dashboard$/);

    // Avatar menu: email and role.
    const menu = await openUserMenu(page);
    await expect(menu.getByText("admin@example.com")).toBeVisible();
    await expect(menu.getByText("admin", { exact: true })).toBeVisible();
    await page.keyboard.press("Escape");

    // An admin sees the General and Admin sections, not Me.
    for (const section of ["General", "Admin"]) {
      await expect(sidebar(page).getByText(section, { exact: true })).toBeVisible();
    }
    await expect(sidebar(page).getByText("Me", { exact: true })).toHaveCount(0);
    await expect(sidebar(page).getByRole("link", { name: "My Events" })).toHaveCount(0);
    await expect(sidebar(page).getByRole("link", { name: "Companies" })).toBeVisible();

    // Picking a company with exactly one user lands on the dashboard with that user auto-selected.
    await pick(page, companyPicker(page), "Bluepeak Security");
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(sidebar(page).getByTestId("sidebar-company")).toHaveText("Bluepeak Security");
    await expect(userPicker(page)).toContainText("Bea Blue");
    await expect(sidebar(page).getByTestId("sidebar-user")).toHaveText("Bea Blue");
    await expect(page.getByRole("region", { name: "Recent Accounts" }).getByText("Verdant Mobility")).toBeVisible();

    // Switching company clears the user again.
    await pick(page, companyPicker(page), "Northwind Analytics");
    await expect(userPicker(page)).toContainText("Select user");
    await expect(sidebar(page).getByTestId("sidebar-user")).toHaveText("No user selected");
    await expect(page.getByText("Context Required")).toBeVisible();
    await expect(page.getByText("Please select a company and user from the header to view the dashboard.")).toBeVisible();
    await expect(sidebar(page).getByRole("link", { name: "Dashboard" })).toHaveAttribute("aria-disabled", "true");

    // The user list holds only that company's users, by name.
    await userPicker(page).click();
    // Other specs add users to Northwind while this one runs, so the seeded four are checked by name, Bluepeak's
    // Bea must be absent, and the list must be in name order.
    for (const name of ["Ada Admin", "Noah Newhire", "Sam Seller", "Uma User"]) {
      await expect(page.getByRole("option", { name, exact: true })).toHaveCount(1);
    }
    await expect(page.getByRole("option", { name: "Bea Blue" })).toHaveCount(0);
    const names = await page.getByRole("option").allTextContents();
    const lower = names.map((name) => name.toLowerCase());
    expect(lower).toEqual([...lower].sort());
    await page.keyboard.press("Escape");

    await pick(page, userPicker(page), "Uma User");
    await expect(sidebar(page).getByTestId("sidebar-user")).toHaveText("Uma User");
    await expect(sidebar(page).getByRole("link", { name: "Dashboard" })).toHaveAttribute("aria-current", "page");

    await page.reload();
    await expect(companyPicker(page)).toContainText("Northwind Analytics");
    await expect(userPicker(page)).toContainText("Uma User");

    // The dashboard shows Uma's data: her accounts and events, nothing of Sam's or of Bluepeak's.
    const recentAccounts = page.getByRole("region", { name: "Recent Accounts" });
    await expect(recentAccounts.getByRole("columnheader", { name: "Account" })).toBeVisible();
    await expect(recentAccounts.getByRole("columnheader", { name: "Created" })).toBeVisible();
    await expect(recentAccounts.getByRole("columnheader", { name: "Action" })).toBeVisible();
    await expect(recentAccounts.getByRole("link", { name: "View Details" }).first()).toBeVisible();
    const recentEvents = page.getByRole("region", { name: "Recent Events" });
    await expect(recentEvents.getByRole("link").filter({ hasNotText: "View All" }).first()).toBeVisible();
    await expect(recentEvents.getByText("No events yet")).toHaveCount(0);
    for (const notUmas of ["Orbital Foods", "Tessel Robotics", "Verdant Mobility", "Arcadia Media"]) {
      await expect(page.getByRole("main").getByText(notUmas)).toHaveCount(0);
    }
    await expect(recentEvents.getByRole("link", { name: "View All" })).toHaveAttribute("href", "/events");
    await expect(page.getByRole("region", { name: "Recent Reports" })).toBeVisible();

    await recentAccounts.getByRole("link", { name: "View Details" }).first().click();
    await expect(page).toHaveURL(/\/accounts$/);
    await expect(sidebar(page).getByRole("link", { name: "Accounts", exact: true })).toHaveAttribute("aria-current", "page");
  });
});

test.describe("User shell", () => {
  test("a normal user sees only the Me section, cannot open admin pages and can sign out", async ({ page }) => {
    test.slow();
    await signIn(page, "user@example.com");
    await page.goto("/");
    await expect(page).toHaveURL(/\/user\/events$/);

    await expect(sidebar(page).getByText("Me", { exact: true })).toBeVisible();
    await expect(sidebar(page).getByText("General", { exact: true })).toHaveCount(0);
    await expect(sidebar(page).getByText("Admin", { exact: true })).toHaveCount(0);
    await expect(sidebar(page).getByRole("link")).toHaveText(["My Events", "Accounts", "People"]);
    await expect(sidebar(page).getByRole("link", { name: "My Events" })).toHaveAttribute("aria-current", "page");
    await expect(sidebar(page).getByTestId("sidebar-company")).toHaveText("Northwind Analytics");
    await expect(sidebar(page).getByTestId("sidebar-user")).toHaveText("Uma User");
    await expect(page.getByRole("combobox", { name: "Company" })).toHaveCount(0);

    await page.goto("/companies");
    await expect(page).toHaveURL(/\/accounts$/);

    const menu = await openUserMenu(page);
    await expect(menu.getByText("user@example.com")).toBeVisible();
    await expect(menu.getByText("user", { exact: true })).toBeVisible();
    await menu.getByRole("menuitem", { name: "Sign out", exact: true }).click();
    await expect(page).toHaveURL(/\/(signin)?$/);
    await page.goto("/user/events");
    await expect(page).toHaveURL(/\/signin\?redirect=%2Fuser%2Fevents$/);
  });

  test("on a phone the menu button opens the sidebar as a slide-over", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, "user@example.com");
    await page.goto("/user/events");
    await expect(sidebar(page)).toBeHidden();
    await page.getByRole("button", { name: "Open menu" }).click();
    const sheet = page.getByRole("dialog");
    await expect(sheet.getByRole("link", { name: "People" })).toBeVisible();
    // The slide-over is as wide as the desktop sidebar: 64 units (16 rem), measured once it has slid in.
    await sheet.evaluate((el) => Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished)));
    expect((await sheet.boundingBox())?.width).toBe(256);
    await expect(sheet.getByTestId("sidebar-user")).toHaveText("Uma User");
    await sheet.getByRole("link", { name: "Accounts", exact: true }).click();
    await expect(page).toHaveURL(/\/user\/accounts$/);
    await expect(sheet).toBeHidden();
  });
});
