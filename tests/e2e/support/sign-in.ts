import type { Page } from "@playwright/test";

/** Password of every demo login (lib/seed/demo-workspace.ts). */
export const DEMO_PASSWORD = "trayo-demo";

/** Signs in through the real form and waits until the app has left /signin. */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.goto("/signin");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: /^sign in$/i }).click();
  await page.waitForURL((url) => !url.pathname.startsWith("/signin"));
}
