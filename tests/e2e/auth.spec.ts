import fs from "node:fs";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { buildSecureAccessPath } from "../../lib/auth/secure-link";
import { mailTo, onSite } from "./support/outbox";

// Each test creates its own people through the real sign-up flow, reading mail from the local outbox.
const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
const newEmail = (label: string) => `e2e-${label}-${unique()}@example.test`;

async function signUp(page: Page, email: string, password: string) {
  await page.goto("/signup");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign Up" }).click();
  await expect(page.getByText("Sign up successful! Please check your email to confirm your account.")).toBeVisible();
}

/** Signs up and confirms; returns the new person's id (carried by the local confirmation token). */
async function createConfirmedUser(page: Page, email: string, password: string): Promise<string> {
  await signUp(page, email, password);
  const mail = await mailTo(page.request, email, "Confirm your Trayo account");
  await page.goto(onSite(mail.links[0]));
  await page.waitForURL(/\/user\/events\?confirmed=1$/);
  const token = new URL(mail.links[0]).searchParams.get("token") ?? "";
  const claims = JSON.parse(Buffer.from(token.split(".")[1], "base64url").toString("utf8")) as { userId: string };
  await page.context().clearCookies();
  return claims.userId;
}

async function signIn(page: Page, email: string, password: string) {
  await page.goto("/signin");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign In" }).click();
}

function serverSecret(): string {
  if (process.env.AUTH_SECRET) return process.env.AUTH_SECRET;
  const dataDir = process.env.E2E_DATA_DIR ?? (process.env.E2E_BASE_URL ? ".data" : ".data-e2e");
  return fs.readFileSync(path.join(dataDir, "auth-secret"), "utf8").trim();
}

test.describe("Authentication", () => {
  test("sign-up sends a confirmation link that signs the new person in", async ({ page }) => {
    const email = newEmail("signup");
    // The password rule is the spec's, shown under the form.
    await page.goto("/signup");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill("short");
    await page.getByRole("button", { name: "Sign Up" }).click();
    await expect(page.getByTestId("form-error")).toHaveText("Password must be at least 6 characters");

    await signUp(page, email, "first-pass");
    // Two seconds later the form hands over to sign-in; the address is not confirmed yet.
    await page.waitForURL("**/signin");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password", { exact: true }).fill("first-pass");
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page.getByTestId("form-error")).toContainText("Email not verified");

    const mail = await mailTo(page.request, email, "Confirm your Trayo account");
    const link = new URL(mail.links[0]);
    expect(link.pathname).toBe("/auth/confirm");
    expect(link.searchParams.get("type")).toBe("signup");
    await page.goto(onSite(mail.links[0]));
    await page.waitForURL(/\/user\/events\?confirmed=1$/);
    await expect(page.getByRole("heading", { name: "Email confirmed" })).toBeVisible();
    await expect(page.getByText("Your user is not linked to a company yet. Please contact your administrator.")).toBeVisible();
    await page.getByRole("button", { name: "Open user menu" }).click();
    await expect(page.getByTestId("user-menu-email")).toHaveText(email);

    // A new person belongs to no company yet: every page says so in the same words.
    const noCompany = "Your user is not linked to a company yet. Please contact your administrator.";
    await page.keyboard.press("Escape");
    await expect(page.getByText(noCompany)).toBeVisible();
    for (const path of ["/events", "/accounts", "/dashboard"]) {
      await page.goto(path);
      await expect(page.getByText(noCompany), path).toBeVisible();
    }

    // The same link again signs nobody in: the error screen leads back to sign-in.
    await page.context().clearCookies();
    await page.goto(onSite(mail.links[0]));
    await expect(page.getByRole("heading", { name: "Authentication Error" })).toBeVisible();
    await page.getByRole("link", { name: "Back to Sign In" }).click();
    await expect(page).toHaveURL(/\/signin$/);
  });

  test("sign-in errors show under the form; the right password signs in", async ({ page }) => {
    const email = newEmail("signin");
    await createConfirmedUser(page, email, "right-pass");

    await signIn(page, newEmail("nobody"), "right-pass");
    await expect(page.getByTestId("form-error")).toHaveText("Invalid email or password");
    await expect(page).toHaveURL(/\/signin$/);

    await signIn(page, email, "wrong-pass");
    await expect(page.getByTestId("form-error")).toHaveText("Invalid email or password");

    await page.getByLabel("Password", { exact: true }).fill("right-pass");
    await page.getByRole("button", { name: "Sign In" }).click();
    await page.waitForURL("**/user/events");
  });

  test("sign-in honours an on-site redirect parameter", async ({ page }) => {
    const email = newEmail("redirect");
    await createConfirmedUser(page, email, "right-pass");
    await page.goto(`/signin?redirect=${encodeURIComponent("/user/accounts")}`);
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password", { exact: true }).fill("right-pass");
    await page.getByRole("button", { name: "Sign In" }).click();
    await page.waitForURL("**/user/accounts");
  });

  test("forgot password: reset link, both validation messages, new password signs in", async ({ page }) => {
    const email = newEmail("reset");
    await createConfirmedUser(page, email, "old-pass");

    await page.goto("/signin");
    await page.getByRole("link", { name: "Forgot Password?" }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    await page.getByLabel("Email").fill(email);
    await page.getByRole("button", { name: "Send Reset Link" }).click();
    await expect(page.getByText("Check your email for the password reset link")).toBeVisible();

    const mail = await mailTo(page.request, email, "Reset your Trayo password");
    await page.goto(onSite(mail.links[0]));
    await page.waitForURL("**/reset-password");

    await page.getByLabel("New Password").fill("abcdex");
    await page.getByLabel("Confirm Password").fill("abcdeg");
    await page.getByRole("button", { name: "Update Password" }).click();
    await expect(page.getByTestId("form-error")).toHaveText("Passwords do not match");

    await page.getByLabel("New Password").fill("abc");
    await page.getByLabel("Confirm Password").fill("abc");
    await page.getByRole("button", { name: "Update Password" }).click();
    await expect(page.getByTestId("form-error")).toHaveText("Password must be at least 6 characters");

    await page.getByLabel("New Password").fill("new-pass-1");
    await page.getByLabel("Confirm Password").fill("new-pass-1");
    await page.getByRole("button", { name: "Update Password" }).click();
    await expect(page.getByText("Password updated successfully! Redirecting...")).toBeVisible();
    await page.waitForURL("**/user/events");

    await page.context().clearCookies();
    await signIn(page, email, "old-pass");
    await expect(page.getByTestId("form-error")).toHaveText("Invalid email or password");
    await page.getByLabel("Password", { exact: true }).fill("new-pass-1");
    await page.getByRole("button", { name: "Sign In" }).click();
    await page.waitForURL("**/user/events");

    // The used link fails; its error page leads to a new one and says why.
    await page.context().clearCookies();
    await page.goto(onSite(mail.links[0]));
    await expect(page.getByRole("heading", { name: "Authentication Error" })).toBeVisible();
    await page.getByRole("link", { name: "Request a new reset link" }).click();
    await expect(page).toHaveURL(/\/reset-password\?link=failed$/);
    await expect(page.getByText("Your reset link has expired or was already used. Enter your email to get a new one.")).toBeVisible();

    // Opened directly without a session, the reset page offers to send a link, blaming no link.
    await page.goto("/reset-password");
    await expect(page.getByText("Enter your email and we'll send you a link to reset your password.")).toBeVisible();
    await expect(page.getByText(/expired/)).toHaveCount(0);
    await page.getByLabel("Email").fill(email);
    await page.getByRole("button", { name: "Send Reset Link" }).click();
    await expect(page.getByText("Password reset email sent! Please check your inbox.")).toBeVisible();
  });

  test("sign-out returns to the landing page and ends the session", async ({ page }) => {
    const email = newEmail("signout");
    await createConfirmedUser(page, email, "right-pass");
    await signIn(page, email, "right-pass");
    await page.waitForURL("**/user/events");
    await page.getByRole("button", { name: "Open user menu" }).click();
    await page.getByRole("menuitem", { name: "Sign out", exact: true }).click();
    await page.waitForURL((url) => url.pathname === "/");
    await expect(page.getByRole("heading", { name: "Connect the dots" })).toBeVisible();
    await page.goto("/user/events");
    await expect(page).toHaveURL(/\/signin/);
  });

  test("/auth/callback never leaves the site", async ({ page, baseURL }) => {
    await page.goto("/auth/callback?redirect=//evil.example");
    await page.waitForURL("**/signin");
    expect(new URL(page.url()).origin).toBe(new URL(baseURL!).origin);

    await page.goto("/auth/callback?token=not-a-real-token&type=magiclink&redirect=//evil.example");
    await expect(page.getByRole("heading", { name: "Authentication Error" })).toBeVisible();
    expect(new URL(page.url()).origin).toBe(new URL(baseURL!).origin);
  });

  test("secure access: a valid link mails a login link to its redirect; altered links go to /", async ({ page, baseURL }) => {
    const email = newEmail("secure");
    const userId = await createConfirmedUser(page, email, "right-pass");
    const linkPath = buildSecureAccessPath(serverSecret(), { userId, redirect: "/user/accounts" });

    const altered = new URL(linkPath, baseURL);
    altered.searchParams.set("redirect", "/dashboard");
    await page.goto(`${altered.pathname}${altered.search}`);
    await page.waitForURL((url) => url.pathname === "/");
    await expect(page.getByRole("heading", { name: "Connect the dots" })).toBeVisible();

    await page.goto("/secure-access?user_id=" + userId);
    await page.waitForURL((url) => url.pathname === "/");

    await page.goto(linkPath);
    await expect(page.getByRole("heading", { name: "Secure Access" })).toBeVisible();
    await page.getByRole("button", { name: "Send Me a Login Link" }).click();
    await expect(page.getByRole("heading", { name: "Check Your Inbox" })).toBeVisible();
    await page.getByRole("button", { name: "Resend Email" }).click();
    await expect(page.getByText("We sent you a new login link.")).toBeVisible();

    const mail = await mailTo(page.request, email, "Your Trayo sign-in link");
    const magic = new URL(mail.links[0]);
    expect(magic.pathname).toBe("/auth/callback");
    expect(magic.searchParams.get("redirect")).toBe("/user/accounts");

    // A tampered redirect on the emailed link still stays on this site.
    magic.searchParams.set("redirect", "//evil.example");
    await page.goto(onSite(magic.toString()));
    await page.waitForURL((url) => url.origin === new URL(baseURL!).origin && !url.pathname.startsWith("/auth/"));
    expect(new URL(page.url()).origin).toBe(new URL(baseURL!).origin);

    // Signed in as that person now: the secure link goes straight to its redirect.
    await page.goto(linkPath);
    await page.waitForURL("**/user/accounts");
  });
});
