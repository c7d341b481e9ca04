import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { signIn } from "./support/sign-in";

type OutboxMessage = { id: string; to: string; subject: string; html: string; links: string[] };

async function expectNoAxeViolations(page: Page, width: number) {
  await page.setViewportSize({ width, height: 900 });
  const results = await new AxeBuilder({ page }).include("main").withTags(["wcag2a", "wcag2aa"]).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

const eventTitles = (page: Page) => page.getByTestId("report-event").locator("p.truncate.text-sm").allTextContents();

test.describe("Reports and email", () => {
  test("a user builds, previews and sends a report; the admin follows its delivery", async ({ page, browser }) => {
    test.slow();
    await signIn(page, "user@example.com");
    await page.goto("/reports");
    await expect(page.getByRole("heading", { name: "Reports", level: 1 })).toBeVisible();
    for (const column of ["Name", "Created", "Sent at", "Num Events", "Actions"]) {
      await expect(page.getByRole("columnheader", { name: column, exact: true })).toBeVisible();
    }
    await expectNoAxeViolations(page, 390);
    await expectNoAxeViolations(page, 1280);

    // New report: every unused completed event, opened in the editor.
    await page.getByRole("button", { name: "New Report" }).click();
    const editor = page.getByRole("dialog", { name: "Edit Report" });
    await expect(editor).toBeVisible();
    await expect(editor.getByTestId("report-event").first()).toBeVisible();
    const initial = await eventTitles(page);
    expect(initial.length).toBeGreaterThanOrEqual(2);
    await expect(editor.getByTitle("Report email preview")).toBeVisible();

    // Reorder by keyboard: Space picks up the first event, ArrowDown moves it, Space drops it.
    await editor.getByRole("button", { name: /^Reorder / }).first().focus();
    await page.keyboard.press("Space");
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Space");
    await expect.poll(() => eventTitles(page)).toEqual([initial[1], initial[0], ...initial.slice(2)]);

    // Reorder by drag: the second handle dragged above the first.
    const handles = editor.getByRole("button", { name: /^Reorder / });
    const from = (await handles.nth(1).boundingBox())!;
    const to = (await handles.nth(0).boundingBox())!;
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(from.x + from.width / 2, from.y - 10, { steps: 5 });
    await page.mouse.move(to.x + to.width / 2, to.y + 2, { steps: 10 });
    await page.mouse.up();
    await expect.poll(() => eventTitles(page)).toEqual(initial);

    // Remove the first event (it becomes available), then add it back: it goes to the end.
    const first = initial[0];
    await editor.getByRole("button", { name: `Remove ${first} from this report` }).click();
    await expect(editor.getByRole("list", { name: "Available Events" }).getByText(first)).toBeVisible();
    await editor.getByRole("button", { name: `Add ${first} to this report` }).click();
    await expect.poll(() => eventTitles(page)).toEqual([...initial.slice(1), first]);

    // Rename: saved on blur.
    const name = `E2E report ${Date.now()}`;
    await editor.getByLabel("Name").fill(`  ${name}  `);
    await editor.getByLabel("Subject").focus();
    await expect(page.getByRole("row").filter({ hasText: name })).toHaveCount(1);

    // The enlarged preview.
    const enlarge = editor.getByRole("button", { name: "Enlarge preview" });
    await enlarge.click();
    const enlarged = page.getByRole("dialog", { name: "Report Preview" });
    await expect(enlarged).toBeVisible();
    expect((await enlarged.boundingBox())!.width).toBeLessThanOrEqual(850);
    await expect(enlarged.frameLocator("iframe").getByText(first).first()).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(enlarged).toBeHidden();
    await expect(enlarge).toBeFocused();

    // Send.
    await editor.getByRole("button", { name: "Email report" }).click();
    await page.getByRole("alertdialog", { name: "Send this report?" }).getByRole("button", { name: "Send" }).click();
    const viewed = page.getByRole("dialog", { name: "View Report (Read-Only)" });
    await expect(viewed).toBeVisible();
    await expect(viewed.getByText("Email sent!")).toBeVisible();
    await expect(page.getByRole("dialog", { name: "View Report (Read-Only)" }).getByLabel("Name")).toBeDisabled();
    await page.keyboard.press("Escape");
    const row = page.getByRole("row").filter({ hasText: name });
    await expect(row).toContainText("Sent");
    await expect(row.getByRole("button", { name: `Delete ${name}` })).toHaveCount(0);
    await expect(row.getByRole("button", { name: `View ${name}` })).toBeVisible();

    // The mail in the outbox, and its compose link through /secure-access to the composer route.
    const outbox = (await (await page.request.get("/api/dev/outbox?to=user@example.com")).json()) as { messages: OutboxMessage[] };
    const mail = outbox.messages[0];
    expect(mail.html).toContain(first);
    const compose = mail.links.find((l) => l.includes("/secure-access") && l.includes("utm_content%3Ddraft_message"))!;
    expect(compose).toBeTruthy();
    await page.goto(compose);
    await page.waitForURL(/\/user\/events\/[0-9a-f-]+\/compose\?utm_source=email&utm_medium=daily_report&utm_content=draft_message/);
    expect(new URL(page.url()).pathname).not.toContain("signin");

    // The admin sees the mail, then its delivery and opening, posted as signed webhooks from the outbox page.
    const adminContext = await browser.newContext();
    const admin = await adminContext.newPage();
    await signIn(admin, "admin@example.com");
    await admin.goto("/emails");
    await expect(admin.getByRole("heading", { name: "Emails", level: 1 })).toBeVisible();
    await expectNoAxeViolations(admin, 390);
    await expectNoAxeViolations(admin, 1280);
    await admin.getByRole("button", { name: "View email to user@example.com" }).first().click();
    const viewer = admin.getByRole("dialog", { name: "Email Viewer" });
    await expect(viewer.getByText(mail.subject).first()).toBeVisible();
    await expect(viewer.locator('iframe[title="Email content"]')).toHaveAttribute("srcdoc", mail.html);
    await admin.keyboard.press("Escape");

    for (const label of ["Mark delivered", "Mark opened"]) {
      await admin.goto(`/dev/mail?id=${mail.id}`);
      await admin.getByRole("button", { name: label }).click();
      await expect(admin.getByRole("status").filter({ hasText: "recorded" })).toBeVisible();
    }
    await admin.goto("/emails");
    await admin.getByRole("button", { name: "Refresh" }).click();
    await admin.getByRole("button", { name: "View email to user@example.com" }).first().click();
    const timeline = admin.getByRole("dialog", { name: "Email Viewer" }).getByRole("list", { name: "Email timeline" });
    await expect(timeline.getByRole("listitem").filter({ hasText: "Delivered" })).toHaveAttribute("data-done", "true");
    await expect(timeline.getByRole("listitem").filter({ hasText: "First opened" })).toHaveAttribute("data-done", "true");
    await adminContext.close();
  });
});
