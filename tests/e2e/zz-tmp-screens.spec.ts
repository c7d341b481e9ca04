import { test } from "@playwright/test";
import { signIn } from "./support/sign-in";

const pages = {
  "user@example.com": ["/reports", "/accounts", "/user/events", "/user/accounts", "/user/people"],
  "admin@example.com": ["/companies", "/users", "/discoveries", "/emails"],
};
for (const [email, paths] of Object.entries(pages)) {
  test(`screens ${email}`, async ({ page }) => {
    test.setTimeout(120_000);
    await signIn(page, email);
    for (const path of paths) {
      for (const width of [390, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(path);
        await page.waitForLoadState("networkidle").catch(() => {});
        await page.screenshot({ path: `/tmp/lists-shots/${path.replace(/\//g, "_")}-${width}.png`, fullPage: false });
      }
    }
    // A tip on hover.
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(email.startsWith("admin") ? "/users" : "/accounts");
    await page.getByRole("button", { name: /^Edit / }).first().hover();
    await page.waitForTimeout(300);
    await page.screenshot({ path: `/tmp/lists-shots/tip-${email.split("@")[0]}.png` });
  });
}
