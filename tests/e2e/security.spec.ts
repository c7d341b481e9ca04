import { expect, test, type Page } from "@playwright/test";
import { signIn } from "./support/sign-in";

// Issue 14 (4, 6): every built page loads under the Content-Security-Policy without a violation, and
// carries the security headers.

async function watchCsp(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction("__reportCsp", (line: string) => violations.push(line));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (e) => {
      (window as unknown as { __reportCsp: (line: string) => void }).__reportCsp(`${e.violatedDirective} ${e.blockedURI} ${location.pathname}`);
    });
  });
  page.on("console", (message) => {
    if (/Content.Security.Policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

async function visit(page: Page, path: string) {
  const response = await page.goto(path);
  expect(response, path).not.toBeNull();
  const headers = response!.headers();
  expect(headers["content-security-policy"], path).toMatch(/script-src 'self' 'nonce-[^']+' 'strict-dynamic'/);
  expect(headers["content-security-policy"], path).toContain("frame-ancestors 'none'");
  expect(headers["x-frame-options"], path).toBe("DENY");
  expect(headers["referrer-policy"], path).toBe("strict-origin-when-cross-origin");
  expect(headers["x-content-type-options"], path).toBe("nosniff");
  expect(headers["permissions-policy"], path).toContain("camera=()");
  await page.waitForLoadState("networkidle");
}

test("public pages load under the CSP with no violation, and the callback never shows the query's text", async ({ page }) => {
  const violations = await watchCsp(page);
  for (const path of ["/", "/signin", "/signup", "/forgot-password", "/reset-password", "/secure-access"]) await visit(page, path);
  await visit(page, "/auth/callback?error_description=Call+555-0100+to+unlock+your+account");
  await expect(page.getByText("This link is invalid or has expired. Please request a new one.")).toBeVisible();
  await expect(page.getByText("555-0100")).toHaveCount(0);
  expect(violations).toEqual([]);
});

test("signed-in pages (user and admin) load under the CSP with no violation; scripts run", async ({ page }) => {
  const violations = await watchCsp(page);
  // Signing in through the client-side form proves Next.js's own scripts run under the policy.
  await signIn(page, "user@example.com");
  for (const path of ["/user/events", "/accounts", "/events", "/dashboard"]) await visit(page, path);
  await page.getByRole("button", { name: "Open user menu" }).click();
  await expect(page.getByRole("menuitem", { name: "Sign out everywhere" })).toBeVisible();
  await page.keyboard.press("Escape");
  await page.context().clearCookies();
  await signIn(page, "admin@example.com");
  for (const path of ["/dashboard", "/events", "/accounts", "/companies", "/users", "/job-queue", "/emails", "/discoveries"]) {
    const response = await page.goto(path);
    // Pages other issues have not built yet answer 404 inside the shell: still under the policy.
    expect(response?.headers()["content-security-policy"], path).toContain("frame-ancestors 'none'");
    await page.waitForLoadState("networkidle");
  }
  expect(violations).toEqual([]);
});

test("a password change while signed in asks for the current password", async ({ page }) => {
  await signIn(page, "sam@example.com");
  await page.goto("/reset-password");
  await expect(page.getByLabel("Current Password")).toBeVisible();
  await page.getByLabel("New Password").fill("another-pass-9");
  await page.getByLabel("Confirm Password").fill("another-pass-9");
  await page.getByLabel("Current Password").fill("not-my-password");
  await page.getByRole("button", { name: "Update Password" }).click();
  await expect(page.getByTestId("form-error")).toHaveText("Current password is incorrect");
});
