import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Locator, type Page } from "@playwright/test";
import { signIn } from "./support/sign-in";
import { addCompletedEvent } from "./support/events";
import { mailsTo, onSite } from "./support/outbox";

// "Not relevant" feedback (issue 25, part 1). Bea Blue (bea@example.com, no other spec signs in as her)
// gets three events of her own, mails herself a report, then marks an event from the activity feed
// (gone from the feed and /events, Undo brings it back, event details undo too), marks an unreported
// event on /events (the next report leaves it out until it is undone), and uses the mail's signed
// "Not relevant" link signed in and signed out: opening it changes nothing, its button marks.

const DEMO_NEWS = "https://news.demo.trayo.local";
const tag = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;
const ARTICLES = {
  a: { account: "Verdant Mobility", url: `${DEMO_NEWS}/mobility-insider/verdant-mobility-expands-to-germany?fb=${tag}` },
  b: { account: "Skyforge Aerospace", url: `${DEMO_NEWS}/aerospace-daily-record/skyforge-aerospace-hiring-engineers?fb=${tag}` },
  c: { account: "Pinecrest Insurance", url: `${DEMO_NEWS}/insurance-herald/pinecrest-insurance-cloud-partnership?fb=${tag}` },
};
const WIDTHS = [390, 768, 1280] as const;


async function expectAccessible(page: Page, label: string) {
  const { violations } = await new AxeBuilder({ page }).exclude("iframe").analyze();
  expect(violations.map((v) => `${label}: ${v.impact} ${v.id} ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

/** At each width: every button of `scope` on screen (scrolled to if needed), nothing wider than the screen, axe clean. */
async function expectUsableAtEachWidth(page: Page, scope: Locator, label: string) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    for (const button of await scope.getByRole("button").all()) {
      await button.scrollIntoViewIfNeeded();
      const box = (await button.boundingBox())!;
      expect(box.x >= 0 && box.x + box.width <= width, `${label}: "${await button.textContent()}" on screen at ${width}`).toBe(true);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1), `${label}: no sideways scroll at ${width}`).toBe(true);
    await expectAccessible(page, `${label} at ${width}`);
    if (width !== 768) await page.screenshot({ path: test.info().outputPath(`${label.replace(/\W+/g, "-")}-${width}.png`) });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

const feedCard = (page: Page, id: string) => page.locator(`main article[data-event-id="${id}"]`);
const tableRow = (page: Page, id: string) => page.locator(`main tr[data-event-id="${id}"]`);

async function openFeed(page: Page) {
  await page.goto("/user/events");
  await expect(page.getByRole("heading", { name: "My Events", level: 1 })).toBeVisible();
}

async function openEvents(page: Page) {
  await page.goto("/events");
  await expect(page.locator("main tr[data-event-id]").first()).toBeVisible();
}

/** New Report's editor: the event ids it holds (the user's unreported events), then closed. */
async function nextReportEventIds(page: Page): Promise<string[]> {
  await page.goto("/reports");
  await page.getByRole("button", { name: "New Report" }).click();
  const editor = page.getByRole("dialog", { name: "Edit Report" });
  await expect(editor.getByRole("region", { name: "Report contents" })).toBeVisible({ timeout: 30_000 });
  const ids = await editor.getByRole("region", { name: "Report contents" }).getByTestId("report-event").evaluateAll((items) => items.map((i) => i.getAttribute("data-event-id")!));
  await page.keyboard.press("Escape");
  await expect(editor).toBeHidden();
  return ids;
}

test("Not relevant from the feed, the events table, event details and the report mail's signed link", async ({ page, browser, request }) => {
  test.setTimeout(600_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, "bea@example.com");
  const a = await addCompletedEvent(page, ARTICLES.a.account, ARTICLES.a.url);
  const b = await addCompletedEvent(page, ARTICLES.b.account, ARTICLES.b.url);

  // Bea mails herself a report: A and B reach her activity feed, and the mail carries a link per event.
  await page.goto("/reports");
  await page.getByRole("button", { name: "New Report" }).click();
  const editor = page.getByRole("dialog", { name: "Edit Report" });
  await expect(editor.getByRole("region", { name: "Report contents" })).toBeVisible({ timeout: 30_000 });
  await editor.getByRole("button", { name: "Email report" }).click();
  await page.getByRole("alertdialog", { name: "Send this report?" }).getByRole("button", { name: "Send" }).click();
  await expect(page.getByRole("dialog", { name: "View Report (Read-Only)" }).getByText("Email sent!")).toBeVisible({ timeout: 30_000 });
  await page.keyboard.press("Escape");
  const mail = (await mailsTo(request, "bea@example.com")).find((m) => m.links.some((l) => l.includes(`.${b}.`)))!;
  expect(mail).toBeTruthy();
  const linkFor = (id: string) => onSite(mail.links.find((l) => new URL(l).pathname.startsWith("/not-relevant/") && l.includes(`.${id}.`))!);

  // The feed: "Not relevant" opens the dialog (usable at every width), the reason is optional.
  await openFeed(page);
  const opener = feedCard(page, a).getByRole("button", { name: "Not relevant", exact: true });
  await opener.click();
  const dialog = page.getByRole("dialog", { name: "Mark as not relevant?" });
  await expect(dialog).toBeVisible();
  await expectUsableAtEachWidth(page, dialog, "not relevant dialog");
  // Cancel returns focus to the opener.
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();

  // From the keyboard: open, pick "Not important to me", mark. The card leaves; Undo takes the focus.
  await page.keyboard.press("Enter");
  await expect(dialog).toBeVisible();
  await dialog.getByRole("radio", { name: "Not important to me" }).check();
  await dialog.getByRole("button", { name: "Mark not relevant" }).click();
  await expect(dialog).toBeHidden();
  await expect(feedCard(page, a)).toBeHidden();
  const notice = page.getByRole("status").filter({ hasText: "was marked not relevant" });
  await expect(notice).toBeVisible();
  await expect(notice.getByRole("button", { name: "Undo" })).toBeFocused();
  await expectUsableAtEachWidth(page, notice, "feed undo notice");
  // Undo: the card is back, its button focused.
  await notice.getByRole("button", { name: "Undo" }).click();
  await expect(feedCard(page, a)).toBeVisible();
  await expect(feedCard(page, a).getByRole("button", { name: "Not relevant", exact: true })).toBeFocused();

  // Marked again: gone from the feed and /events after a reload too.
  await feedCard(page, a).getByRole("button", { name: "Not relevant", exact: true }).click();
  await dialog.getByRole("radio", { name: "Wrong company" }).check();
  await dialog.getByRole("button", { name: "Mark not relevant" }).click();
  await expect(feedCard(page, a)).toBeHidden();
  await openFeed(page);
  await expect(feedCard(page, b)).toBeVisible();
  await expect(feedCard(page, a)).toBeHidden();
  await openEvents(page);
  await expect(tableRow(page, b)).toBeVisible();
  await expect(tableRow(page, a)).toHaveCount(0);

  // Event details still open, say so, and undo.
  await page.goto(`/user/events/${a}`);
  const undoOnDetails = page.getByRole("button", { name: "Undo not relevant" });
  await expect(undoOnDetails).toBeVisible();
  await undoOnDetails.click();
  await expect(page.getByRole("button", { name: "Not relevant", exact: true })).toBeFocused();
  await openFeed(page);
  await expect(feedCard(page, a)).toBeVisible();
  await openEvents(page);
  await expect(tableRow(page, a)).toBeVisible();

  // The events table: an unreported event marked there leaves the table and the next report, until undone.
  const c = await addCompletedEvent(page, ARTICLES.c.account, ARTICLES.c.url);
  const rowOpener = tableRow(page, c).getByRole("button", { name: /^Not relevant / });
  await rowOpener.click();
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Mark not relevant" }).click();
  await expect(tableRow(page, c)).toHaveCount(0);
  await expect(page.getByRole("status").filter({ hasText: "was marked not relevant" }).getByRole("button", { name: "Undo" })).toBeFocused();
  expect(await nextReportEventIds(page)).not.toContain(c);
  await page.goto(`/user/events/${c}`);
  await page.getByRole("button", { name: "Undo not relevant" }).click();
  await expect(page.getByRole("button", { name: "Not relevant", exact: true })).toBeVisible();
  expect(await nextReportEventIds(page)).toContain(c);

  // The mail's link, signed in: opening it only asks; the button marks; Undo takes it back.
  await page.goto(linkFor(b));
  await expect(page.getByRole("heading", { name: "Mark this event not relevant?" })).toBeVisible();
  await openFeed(page);
  await expect(feedCard(page, b)).toBeVisible();
  await page.goto(linkFor(b));
  await page.getByRole("radio", { name: "Duplicate" }).check();
  await page.getByRole("button", { name: "Mark not relevant" }).click();
  await expect(page.getByRole("heading", { name: "Marked not relevant" })).toBeVisible();
  await openFeed(page);
  await expect(feedCard(page, b)).toBeHidden();
  await page.goto(linkFor(b));
  await expect(page.getByRole("heading", { name: "Marked not relevant" })).toBeVisible();
  await page.getByRole("button", { name: "Undo" }).click();
  await expect(page.getByText("The event is back in your lists.")).toBeVisible();
  await openFeed(page);
  await expect(feedCard(page, b)).toBeVisible();

  // Signed out, through the signed link alone.
  const visitor = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const anon = await visitor.newPage();
  await anon.goto(linkFor(b));
  await expect(anon.getByRole("heading", { name: "Mark this event not relevant?" })).toBeVisible();
  await expectUsableAtEachWidth(anon, anon.locator("main"), "mail link confirm");
  await openFeed(page);
  await expect(feedCard(page, b)).toBeVisible(); // the GET marked nothing
  await anon.getByRole("button", { name: "Mark not relevant" }).click();
  await expect(anon.getByRole("heading", { name: "Marked not relevant" })).toBeVisible();
  await expectUsableAtEachWidth(anon, anon.locator("main"), "mail link marked");
  await openFeed(page);
  await expect(feedCard(page, b)).toBeHidden();
  await anon.getByRole("button", { name: "Undo" }).click();
  await expect(anon.getByRole("heading", { name: "Mark this event not relevant?" })).toBeVisible();
  await openFeed(page);
  await expect(feedCard(page, b)).toBeVisible();
  // A tampered link shows nothing of the event.
  const [user, event, ts, sig] = linkFor(b).split("/").pop()!.split(".");
  await anon.goto(`/not-relevant/${[user, event, ts, sig.replace(/^./, (ch) => (ch === "a" ? "b" : "a"))].join(".")}`);
  await expect(anon.getByRole("heading", { name: "Link not valid" })).toBeVisible();
  await visitor.close();
});
