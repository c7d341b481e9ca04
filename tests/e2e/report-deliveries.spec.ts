import http from "node:http";
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { Webhook } from "standardwebhooks";
import { signIn } from "./support/sign-in";
import { createUser } from "./support/admin-setup";
import { mailTo, onSite } from "./support/outbox";

// Issue 26 part 3: a Slack test message reaches a fake incoming webhook as valid Block Kit; a signed
// webhook answered 500 is retried (the e2e server's backoff is 1 s) and the retry verifies with the
// documented Standard Webhooks scheme. Ports 4611/4612 are allowed in playwright.config.ts.

const SLACK_PORT = 4611;
const HOOK_PORT = 4612;

type Received = { url: string; headers: http.IncomingHttpHeaders; body: string };

function startFake(port: number, answers: number[]) {
  const received: Received[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      received.push({ url: req.url ?? "", headers: req.headers, body: Buffer.concat(chunks).toString("utf8") });
      res.writeHead(answers.shift() ?? 200, { "content-type": "text/plain" }).end("ok");
    });
  });
  return {
    received,
    listen: () => new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve)),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

async function expectAccessible(page: Page, width: number) {
  await page.setViewportSize({ width, height: 900 });
  const results = await new AxeBuilder({ page }).include("main").withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  expect(results.violations.map((v) => `${width}px ${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

/** An admin creates a user in the seeded company; the user sets a password from the invitation. */
async function newUser(page: Page, browserPage: Page, tag: string) {
  const person = { name: `Dee Delivery ${tag}`, email: `e2e-deliveries-${tag}@example.test` };
  await signIn(page, "admin@example.com");
  await page.goto("/users");
  await createUser(page, person, "Northwind Analytics");
  await page.keyboard.press("Escape");
  const invitation = await mailTo(browserPage.request, person.email, "You're invited to Trayo");
  await browserPage.goto(onSite(invitation.links[0]));
  await browserPage.waitForURL("**/reset-password");
  await browserPage.getByLabel("New Password").fill("dee-secret-1");
  await browserPage.getByLabel("Confirm Password").fill("dee-secret-1");
  await browserPage.getByRole("button", { name: "Update Password" }).click();
  await browserPage.waitForURL("**/user/events");
  return person;
}

const BLOCK_TYPES = new Set(["header", "section", "context", "divider", "actions"]);

test("Slack and webhook delivery: a test reaches Slack as Block Kit, a signed webhook is retried after a 500 and verifies", async ({ page, browser }) => {
  test.setTimeout(180_000);
  const slack = startFake(SLACK_PORT, []);
  const hook = startFake(HOOK_PORT, [500]);
  await Promise.all([slack.listen(), hook.listen()]);
  const userContext = await browser.newContext();
  try {
    const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
    const userPage = await userContext.newPage();
    const person = await newUser(page, userPage, tag);

    await userPage.goto("/user/settings");
    await expect(userPage.getByRole("heading", { name: "Settings", level: 1 })).toBeVisible();
    await expect(userPage.getByText("No deliveries yet. Send a test to see one here.")).toBeVisible();
    await expect(userPage.getByRole("button", { name: "Send test to Slack" })).toBeDisabled();
    await expectAccessible(userPage, 1280);

    // The Settings page also holds the daily-report form, with its own Save.
    const channelsForm = userPage.locator("form").filter({ hasText: "Slack incoming-webhook" });
    // A URL outside the policy is refused with a clear message.
    await userPage.getByLabel("Webhook URL", { exact: true }).fill("http://hooks.example.com/trayo");
    await channelsForm.getByRole("button", { name: "Save" }).click();
    await expect(userPage.getByRole("alert").filter({ hasText: "Enter an https:// URL for the webhook." })).toBeVisible();

    await userPage.getByLabel("Slack incoming-webhook URL").fill(`http://127.0.0.1:${SLACK_PORT}/services/T000/B000/XXXX`);
    await userPage.getByLabel("Webhook URL", { exact: true }).fill(`http://127.0.0.1:${HOOK_PORT}/hooks/trayo`);
    await channelsForm.getByRole("button", { name: "Save" }).click();
    const secretBox = userPage.getByRole("region", { name: "New signing secret" });
    await expect(secretBox).toContainText("it will not be shown again");
    const secret = (await secretBox.getByTestId("new-secret").textContent())!.trim();
    expect(secret).toMatch(/^whsec_/);
    await expect(userPage.getByTestId("secret-hint")).toHaveText(`…${secret.slice(-4)}`);
    await expectAccessible(userPage, 1280);
    await secretBox.getByRole("button", { name: "I have saved it" }).click();
    await expect(secretBox).toBeHidden();
    await expect(userPage.getByRole("button", { name: "Rotate secret" })).toBeFocused();
    // Shown once: a reload shows only the last characters.
    await userPage.reload();
    await expect(userPage.getByTestId("secret-hint")).toHaveText(`…${secret.slice(-4)}`);
    await expect(userPage.getByText(secret)).toHaveCount(0);

    // --- Slack: the fake receives a valid Block Kit body.
    await userPage.getByRole("button", { name: "Send test to Slack" }).click();
    await expect(userPage.getByRole("status").filter({ hasText: "Test message to Slack queued" })).toBeVisible();
    await expect.poll(() => slack.received.length, { timeout: 30_000 }).toBe(1);
    const slackRequest = slack.received[0];
    expect(slackRequest.url).toBe("/services/T000/B000/XXXX");
    expect(slackRequest.headers["content-type"]).toBe("application/json");
    const message = JSON.parse(slackRequest.body) as { text: string; blocks: { type: string; text?: { type: string; text: string } }[] };
    expect(typeof message.text).toBe("string");
    expect(message.blocks.length).toBeGreaterThan(2);
    expect(message.blocks.length).toBeLessThanOrEqual(50);
    for (const block of message.blocks) expect(BLOCK_TYPES.has(block.type), block.type).toBe(true);
    const sections = message.blocks.filter((b) => b.type === "section");
    expect(sections.every((s) => s.text?.type === "mrkdwn" && s.text.text.length <= 3000)).toBe(true);
    expect(sections.map((s) => s.text!.text).join("\n")).toMatch(/Signal: \*Funding round\*[\s\S]*\*Why it matters:\*/);
    const attempts = userPage.getByRole("list", { name: "Recent deliveries" }).getByTestId("delivery-attempt");
    await expect(attempts.filter({ hasText: "Slack" }).filter({ hasText: "Delivered" })).toHaveCount(1, { timeout: 15_000 });

    // --- Webhook: 500 first, retried after the backoff, then 200; the retry verifies.
    await userPage.getByRole("button", { name: "Send test to webhook" }).click();
    await expect.poll(() => hook.received.length, { timeout: 30_000 }).toBe(2);
    const [failed, retried] = hook.received;
    expect(retried.headers["webhook-id"]).toBe(failed.headers["webhook-id"]);
    const headers = {
      "webhook-id": String(retried.headers["webhook-id"]),
      "webhook-timestamp": String(retried.headers["webhook-timestamp"]),
      "webhook-signature": String(retried.headers["webhook-signature"]),
    };
    const payload = new Webhook(secret).verify(retried.body, headers) as { type: string; data: { events: { signal: string }[] } };
    expect(payload.type).toBe("test");
    expect(payload.data.events[0].signal).toBe("funding_round");
    expect(() => new Webhook(secret).verify(retried.body.replace("test", "tost"), headers)).toThrow();
    const webhookAttempts = attempts.filter({ hasText: "Webhook" });
    await expect(webhookAttempts).toHaveCount(2, { timeout: 15_000 });
    await expect(webhookAttempts.nth(0)).toContainText("attempt 2");
    await expect(webhookAttempts.nth(0)).toContainText("Delivered · HTTP 200");
    await expect(webhookAttempts.nth(1)).toContainText("attempt 1");
    await expect(webhookAttempts.nth(1)).toContainText("Failed · HTTP 500");
    await expect(webhookAttempts.nth(1)).toContainText("The endpoint answered HTTP 500");

    // --- Rotation shows a new secret once.
    await userPage.getByRole("button", { name: "Rotate secret" }).click();
    const rotated = (await userPage.getByTestId("new-secret").textContent())!.trim();
    expect(rotated).toMatch(/^whsec_/);
    expect(rotated).not.toBe(secret);
    await expect(userPage.getByTestId("secret-hint")).toHaveText(`…${rotated.slice(-4)}`);

    // --- 390 px: nothing off-screen, every action reachable; axe clean.
    await expectAccessible(userPage, 390);
    expect(await userPage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    for (const name of ["Save", "Rotate secret", "Send test to Slack", "Send test to webhook", "Refresh"]) {
      const button = (name === "Save" ? channelsForm : userPage).getByRole("button", { name, exact: true });
      await button.scrollIntoViewIfNeeded();
      const box = (await button.boundingBox())!;
      expect(box.x, name).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width, name).toBeLessThanOrEqual(390);
    }

    // --- The admin sees the attempts on /emails, apart from the email log.
    await page.goto("/emails");
    const section = page.getByRole("region", { name: "Slack and webhook deliveries" });
    await expect(section.getByTestId("delivery-attempt").filter({ hasText: person.email })).toHaveCount(3);
    await expect(page.getByRole("columnheader", { name: "Subject" })).toBeVisible();
  } finally {
    await userContext.close();
    await Promise.all([slack.close(), hook.close()]);
  }
});
