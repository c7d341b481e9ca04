import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Locator, type Page } from "@playwright/test";
import { signIn } from "./support/sign-in";

type OutboxMessage = { id: string; to: string; subject: string; html: string; links: string[] };

// Articles of the bundled demo news corpus about Uma User's accounts. An account refuses an article it
// already has (same canonical URL), so each run adds its own copies under a query parameter the
// canonicaliser keeps (lib/events/canonical-url.ts); the demo site serves the page by path.
const DEMO_NEWS = "https://news.demo.trayo.local";
const articlesFor = (run: string) => [
  { account: "Ferrovia Logistics", url: `${DEMO_NEWS}/freight-weekly/ferrovia-opens-rotterdam-hub?run=${run}` },
  { account: "Nimbus Health", url: `${DEMO_NEWS}/health-tech-today/nimbus-health-hiring-400-clinicians?run=${run}` },
  { account: "Quantia Bio", url: `${DEMO_NEWS}/biopharma-dispatch/quantia-bio-plans-300-manufacturing-hires?run=${run}` },
];

async function expectNoAxeViolations(page: Page, width: number, include = "main") {
  await page.setViewportSize({ width, height: 900 });
  // The sandboxed email previews run no scripts: axe cannot be injected there and would wait forever. The
  // mail's own markup is checked by the template tests (emails/daily-report.test.tsx).
  const results = await new AxeBuilder({ page }).include(include).exclude("iframe[sandbox]").withTags(["wcag2a", "wcag2aa"]).analyze();
  const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

/** Adds an event through the Events page and returns its id (the worker completes it in the background). */
async function addEvent(page: Page, article: { account: string; url: string }): Promise<string> {
  await page.getByRole("button", { name: "+ New Event" }).click();
  const dialog = page.getByRole("dialog", { name: "New Event" });
  await dialog.getByRole("combobox", { name: "Account" }).click();
  await page.getByRole("option", { name: article.account }).click();
  await dialog.getByLabel("Event URL").fill(article.url);
  await expect(dialog.getByLabel("Event URL")).toHaveValue(article.url);
  await dialog.getByRole("button", { name: "Create" }).click();
  // Server actions run one at a time: the create may wait behind the list's status poll.
  await expect(dialog).toBeHidden({ timeout: 30_000 });
  const created = page.locator("tr[data-event-id]").filter({ has: page.locator(`a[href="${article.url}"]`) });
  await expect(created).toHaveCount(1);
  const id = (await created.getAttribute("data-event-id"))!;
  expect(id).toBeTruthy();
  return id;
}

/** A link from an email as a path on the server under test (emails carry APP_URL's origin). */
const onSite = (link: string) => {
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
};

/** The events of a list in order, by id (titles repeat: the seed and earlier runs may hold the same article). */
const eventIds = (list: Locator) => list.getByTestId("report-event").evaluateAll((items) => items.map((item) => item.getAttribute("data-event-id")!));
const rowOf = (list: Locator, id: string) => list.locator(`[data-testid="report-event"][data-event-id="${id}"]`);

/** dnd-kit's live region: what a screen reader hears while an event is reordered. */
const announcement = (page: Page) => page.locator('[id^="DndLiveRegion"]');

/** Nothing in the element is covered by another element at its centre (e.g. a preview column over a button). */
async function expectClickable(target: Locator) {
  await target.scrollIntoViewIfNeeded();
  const hit = await target.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const top = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return { inside: Boolean(top && (top === el || el.contains(top))), right: r.right, viewport: window.innerWidth };
  });
  expect(hit.inside, "the button is not covered").toBe(true);
  expect(hit.right).toBeLessThanOrEqual(hit.viewport);
}

test.describe("Reports and email", () => {
  test("email_report without a session answers 'Not authenticated'", async ({ request }) => {
    const response = await request.post("/api/email-report", { data: { report_id: "00000000-0000-4000-8000-000000000000" } });
    expect(response.status()).toBe(401);
    expect(await response.json()).toEqual({ error: "Not authenticated" });
  });

  test("a user builds, previews and sends a report; the admin follows its delivery", async ({ page, browser }) => {
    test.setTimeout(240_000); // waits for the worker to complete three events on a busy machine
    // Unique per attempt: a retry on the same server adds its own events and finds its own mail.
    const run = `${Date.now().toString(36)}-${test.info().retry}`;
    const ARTICLES = articlesFor(run);
    await signIn(page, "user@example.com");

    // The report's events: created here and completed by the in-process worker.
    await page.goto("/events");
    await expect(page.getByRole("heading", { name: "Events", level: 1 })).toBeVisible();
    const ids: string[] = [];
    for (const article of ARTICLES) ids.push(await addEvent(page, article));
    // Completed on the server: read from a fresh page, so this spec does not rest on the list's live poll
    // (tests/e2e/events.spec.ts covers that).
    const completed = page.locator(ids.map((id) => `tr[data-event-id="${id}"][data-status="completed"]`).join(", "));
    await expect
      .poll(
        async () => {
          await page.reload();
          await expect(page.getByRole("heading", { name: "Events", level: 1 })).toBeVisible();
          return completed.count();
        },
        { timeout: 60_000, intervals: [1_000, 2_000] },
      )
      .toBe(ids.length);
    const ourTitles: string[] = [];
    for (const [i, id] of ids.entries()) {
      const link = page.locator(`tr[data-event-id="${id}"] a[href="${ARTICLES[i].url}"]`).first();
      await expect(link).not.toHaveText(ARTICLES[i].url); // the URL turns into the article's title once processed
      ourTitles.push((await link.textContent())!.trim());
    }

    await page.goto("/reports");
    await expect(page.getByRole("heading", { name: "Reports", level: 1 })).toBeVisible();
    for (const column of ["Name", "Created", "Sent at", "Num Events", "Actions"]) {
      await expect(page.getByRole("columnheader", { name: column, exact: true })).toBeVisible();
    }
    await expectNoAxeViolations(page, 390);
    await expectNoAxeViolations(page, 1280);

    // New report: every unused completed event (ours among them), opened in the editor.
    await page.getByRole("button", { name: "New Report" }).click();
    const editor = page.getByRole("dialog", { name: "Edit Report" });
    await expect(editor).toBeVisible();
    const included = editor.getByRole("list", { name: "Events in this Report" });
    await expect(included.getByTestId("report-event").first()).toBeVisible();
    const initial = await eventIds(included);
    for (const id of ids) expect(initial).toContain(id);
    await expect(editor.getByTitle("Report email preview")).toBeVisible();

    // Every row action can be reached, beside the preview column, at each width.
    for (const width of [1280, 768, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await expectClickable(editor.getByRole("button", { name: /^Remove .* from this report$/ }).first());
      await expectClickable(editor.getByRole("button", { name: /^Reorder / }).first());
      await expectClickable(editor.getByRole("button", { name: "Email report" }));
    }
    await page.screenshot({ path: "test-results/reports-editor-390.png", fullPage: false });
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.screenshot({ path: "test-results/reports-editor-1280.png", fullPage: false });
    await expectNoAxeViolations(page, 1280, '[role="dialog"]');

    // Reorder by keyboard: Space picks up the first event, ArrowDown moves it, Space drops it. Each key waits
    // for the live region to announce its effect, so none is pressed before the sensor is listening.
    const count = initial.length;
    const saved = async () => expect(included).toHaveAttribute("aria-busy", "false");
    const handle = rowOf(included, initial[0]).getByRole("button", { name: /^Reorder / });
    await handle.focus();
    await page.keyboard.press("Space");
    await expect(handle).toHaveAttribute("aria-pressed", "true");
    await expect(announcement(page)).toHaveText(new RegExp(`^Picked up .*, position 1 of ${count}\\.$`));
    await page.keyboard.press("ArrowDown");
    await expect(announcement(page)).toHaveText(new RegExp(` moved to position 2 of ${count}\\.$`));
    await page.keyboard.press("Space");
    await expect(announcement(page)).toHaveText(new RegExp(` dropped at position 2 of ${count}\\.$`));
    await expect.poll(() => eventIds(included)).toEqual([initial[1], initial[0], ...initial.slice(2)]);
    await saved();
    await expect(handle).not.toHaveAttribute("aria-pressed");
    await expect(handle).toBeFocused();

    // Reorder by drag: the second handle dragged above the first.
    const from = (await rowOf(included, initial[0]).getByRole("button", { name: /^Reorder / }).boundingBox())!;
    const to = (await rowOf(included, initial[1]).getByRole("button", { name: /^Reorder / }).boundingBox())!;
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(from.x + from.width / 2, from.y - 10, { steps: 5 });
    await page.mouse.move(to.x + to.width / 2, to.y + 2, { steps: 10 });
    await page.mouse.up();
    await expect.poll(() => eventIds(included)).toEqual(initial);
    await saved();

    // Remove one of this run's events (it becomes available), then add it back: it goes to the end.
    const moved = ids[0];
    const movedTitle = ourTitles[0];
    const available = editor.getByRole("list", { name: "Available Events" });
    await rowOf(included, moved).getByRole("button", { name: /^Remove .* from this report$/ }).click();
    await expect(available.locator(`[data-event-id="${moved}"]`)).toBeVisible();
    await expect.poll(() => eventIds(included)).toEqual(initial.filter((id) => id !== moved));
    await saved();
    await available.locator(`[data-event-id="${moved}"]`).getByRole("button", { name: /^Add .* to this report$/ }).click();
    const finalOrder = [...initial.filter((id) => id !== moved), moved];
    await expect.poll(() => eventIds(included)).toEqual(finalOrder);
    await saved();

    // Rename and a new subject: each saved on blur, trimmed.
    const name = `E2E report ${run}`;
    const subject = `E2E subject ${run}`;
    await editor.getByLabel("Name", { exact: true }).fill(`  ${name}  `);
    await editor.getByLabel("Subject").focus();
    // The field shows the server's answer: the trimmed name (the table behind the dialog is checked below).
    await expect(editor.getByLabel("Name", { exact: true })).toHaveValue(name);
    await editor.getByLabel("Subject").fill(`${subject}  `);
    await editor.getByLabel("Name", { exact: true }).focus();
    await expect(editor.getByLabel("Subject")).toHaveValue(subject);

    // The enlarged preview, in the new order.
    const enlarge = editor.getByRole("button", { name: "Enlarge preview" });
    await expect(enlarge).toBeEnabled();
    await expect(editor.frameLocator('iframe[title="Report email preview"]').getByText(movedTitle).first()).toBeVisible();
    await enlarge.click();
    const enlarged = page.getByRole("dialog", { name: "Report Preview" });
    await expect(enlarged).toBeVisible();
    expect((await enlarged.boundingBox())!.width).toBeLessThanOrEqual(850);
    await expect(enlarged.frameLocator("iframe").getByText(movedTitle).first()).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(enlarged).toBeHidden();
    await expect(enlarge).toBeFocused();

    // Send.
    await editor.getByRole("button", { name: "Email report" }).click();
    const confirm = page.getByRole("alertdialog", { name: "Send this report?" });
    await confirm.getByRole("button", { name: "Send" }).click();
    await expect(confirm).toBeHidden();
    const viewed = page.getByRole("dialog", { name: "View Report (Read-Only)" });
    await expect(viewed).toBeVisible();
    await expect(viewed.getByText("Email sent!")).toBeVisible();
    await expect(viewed.getByLabel("Name", { exact: true })).toBeDisabled();
    await expect(viewed.getByRole("button", { name: /^Remove / })).toHaveCount(0);
    await expect(viewed.getByRole("button", { name: "Email report" })).toBeDisabled();
    // 'Email report' turned disabled: focus goes to the dialog, and Escape closes it.
    await expect(viewed).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(viewed).toBeHidden();
    // Nothing is left aria-hidden or inert by the closed dialogs: the table is found by role again.
    await expect(page.locator("body [aria-hidden=true]:has(main), body [inert]:has(main)")).toHaveCount(0);
    const row = page.getByRole("row").filter({ hasText: name });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText("Sent");
    await expect(row.getByRole("button", { name: `Delete ${name}` })).toHaveCount(0);
    await row.getByRole("button", { name: `View ${name}` }).click();
    const reopened = page.getByRole("dialog", { name: "View Report (Read-Only)" });
    await expect(reopened).toBeVisible();
    await expect(reopened.getByRole("list", { name: "Events in this Report" }).getByRole("listitem")).toHaveCount(finalOrder.length);
    await page.keyboard.press("Escape");
    await expect(reopened).toBeHidden();
    await expect(row.getByRole("button", { name: `View ${name}` })).toBeFocused();

    // The mail in the outbox is exactly the sent HTML, in the final order; its compose link goes through
    // /secure-access to the composer route, signed in.
    const outbox = (await (await page.request.get("/api/dev/outbox?to=user@example.com&limit=20")).json()) as { messages: OutboxMessage[] };
    const mails = outbox.messages.filter((m) => m.subject === subject);
    expect(mails).toHaveLength(1);
    const mail = mails[0];
    // Each event's links carry its id: the ids appear in the mail in the report's final order.
    const positions = finalOrder.map((id) => mail.html.indexOf(id));
    expect(positions.every((p) => p >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    const compose = mail.links.find((l) => l.includes("/secure-access") && l.includes("utm_content%3Ddraft_message"))!;
    expect(compose).toBeTruthy();
    const composeRoute = /\/user\/events\/[0-9a-f-]+\/compose\?utm_source=email&utm_medium=daily_report&utm_content=draft_message/;
    // Signed in already: the secure link goes straight to the composer.
    await page.goto(onSite(compose));
    await page.waitForURL(composeRoute);
    // From a browser with no session: Secure Access mails a login link that signs in and ends there too.
    const visitor = await browser.newContext();
    const reader = await visitor.newPage();
    const sentBefore = new Date().toISOString();
    await reader.goto(onSite(compose));
    await expect(reader.getByRole("heading", { name: "Secure Access" })).toBeVisible();
    await reader.getByRole("button", { name: "Send Me a Login Link" }).click();
    await expect(reader.getByRole("heading", { name: "Check Your Inbox" })).toBeVisible();
    let magic: string | undefined;
    await expect
      .poll(async () => {
        const { messages } = (await (await reader.request.get("/api/dev/outbox?to=user@example.com&limit=5")).json()) as { messages: (OutboxMessage & { createdAt: string })[] };
        magic = messages.find((m) => m.createdAt >= sentBefore && m.links.some((l) => l.includes("/auth/callback")))?.links.find((l) => l.includes("/auth/callback"));
        return Boolean(magic);
      })
      .toBe(true);
    await reader.goto(onSite(magic!));
    await reader.waitForURL(composeRoute);
    expect(new URL(reader.url()).pathname).not.toContain("signin");
    await visitor.close();

    // The admin sees the mail with that HTML, then its delivery and opening, posted as signed webhooks
    // from the outbox page.
    const adminContext = await browser.newContext();
    const admin = await adminContext.newPage();
    await signIn(admin, "admin@example.com");
    await admin.goto("/emails");
    await expect(admin.getByRole("heading", { name: "Emails", level: 1 })).toBeVisible();
    await expectNoAxeViolations(admin, 390);
    await expectNoAxeViolations(admin, 1280);
    const mailRow = admin.getByRole("row").filter({ hasText: subject });
    await expect(mailRow).toHaveCount(1);
    await mailRow.getByRole("button", { name: "View email to user@example.com" }).click();
    const viewer = admin.getByRole("dialog", { name: "Email Viewer" });
    await expect(viewer.getByText(mail.subject).first()).toBeVisible();
    await expect(viewer.locator('iframe[title="Email content"]')).toHaveAttribute("srcdoc", mail.html);
    await admin.keyboard.press("Escape");
    await expect(viewer).toBeHidden();

    for (const [label, type] of [["Mark delivered", "email.delivered"], ["Mark opened", "email.opened"]]) {
      await admin.goto(`/dev/mail?id=${mail.id}`);
      await admin.getByRole("button", { name: label }).click();
      await expect(admin.getByRole("status").filter({ hasText: type })).toHaveText(`${type}: recorded`);
    }
    await admin.goto("/emails");
    await admin.getByRole("button", { name: "Refresh", exact: true }).click();
    await admin.getByRole("row").filter({ hasText: subject }).getByRole("button", { name: "View email to user@example.com" }).click();
    const timeline = admin.getByRole("dialog", { name: "Email Viewer" }).getByRole("list", { name: "Email timeline" });
    await expect(timeline.getByRole("listitem").filter({ hasText: "Delivered" })).toHaveAttribute("data-done", "true");
    await expect(timeline.getByRole("listitem").filter({ hasText: "First opened" })).toHaveAttribute("data-done", "true");
    await adminContext.close();
  });
});
