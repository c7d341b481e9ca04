import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Locator, type Page } from "@playwright/test";
import { signIn } from "./support/sign-in";

// Every list page and its dialogs at a phone's, a tablet's and a laptop's width (issue 24): no row
// action or tab off-screen, cut by its scroll box or covered, and nothing to scroll sideways. The seed
// gives Uma User (user@example.com) accounts, events and reports, and the admin discoveries and mail.

const WIDTHS = [390, 768, 1280] as const;
const USER_PAGES = ["/dashboard", "/accounts", "/events", "/reports", "/user/events", "/user/accounts", "/user/people"];
const ADMIN_PAGES = ["/companies", "/users", "/job-queue", "/discoveries", "/emails"];
/** Enough rows to see a table's layout; each control costs a scroll and a check. */
const MAX_CONTROLS = 30;

type Problem = string;

/**
 * Problems of the visible buttons and tabs inside `scope`: outside the viewport's width, cut by a box
 * that clips or scrolls sideways, or covered by something else where a tap would land.
 */
async function controlProblems(scope: Locator, label: string): Promise<Problem[]> {
  return scope.evaluate(
    (root, { label, max }) => {
      const problems: string[] = [];
      const width = window.innerWidth;
      const controls = [...root.querySelectorAll<HTMLElement>('button, [role="tab"]')]
        .filter((el) => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== "hidden")
        .filter((el) => !el.closest('[aria-hidden="true"], .sr-only'))
        .slice(0, max);
      for (const el of controls) {
        const name = `${label}: ${el.getAttribute("role") ?? "button"} "${(el.getAttribute("aria-label") ?? el.textContent ?? "").trim().slice(0, 40)}"`;
        const box = el.getBoundingClientRect();
        if (box.width === 0 || box.height === 0) continue;
        if (box.left < -1 || box.right > width + 1) {
          problems.push(`${name} is outside the ${width} px viewport (${Math.round(box.left)}..${Math.round(box.right)})`);
          continue;
        }
        let clipped = false;
        for (let up = el.parentElement; up && up !== document.body; up = up.parentElement) {
          const style = getComputedStyle(up);
          if (style.overflowX === "visible" || style.display === "contents") continue;
          const outer = up.getBoundingClientRect();
          if (box.left < outer.left - 1 || box.right > outer.right + 1) {
            problems.push(`${name} is cut by its ${style.overflowX} box (${Math.round(box.left)}..${Math.round(box.right)} in ${Math.round(outer.left)}..${Math.round(outer.right)})`);
            clipped = true;
            break;
          }
        }
        if (clipped) continue;
        el.scrollIntoView({ block: "center", inline: "nearest" });
        const now = el.getBoundingClientRect();
        // A disabled button lets the pointer through (so its wrapper can say why): take it back for the check.
        const pointer = el.style.pointerEvents;
        el.style.pointerEvents = "auto";
        const hit = document.elementFromPoint(now.left + now.width / 2, now.top + now.height / 2);
        el.style.pointerEvents = pointer;
        if (!hit) {
          problems.push(`${name}: nothing at its centre`);
          continue;
        }
        if (!el.contains(hit)) {
          const by = hit as HTMLElement;
          problems.push(`${name} is covered by <${by.tagName.toLowerCase()} class="${String(by.className).slice(0, 60)}">`);
        }
      }
      return problems;
    },
    { label, max: MAX_CONTROLS },
  );
}

async function pageProblems(page: Page, label: string, scope: Locator = page.locator("main")): Promise<Problem[]> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  const problems = overflow > 0 ? [`${label}: the page is ${overflow} px wider than the viewport`] : [];
  problems.push(...(await controlProblems(scope, label)));
  await page.evaluate(() => window.scrollTo(0, 0));
  return problems;
}

async function open(page: Page, url: string) {
  await page.goto(url);
  await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('[data-slot="skeleton"]')).toHaveCount(0, { timeout: 30_000 });
}

/** Opens a dialog with `opener`, checks it, and closes it with Escape. */
async function dialogProblems(page: Page, opener: Locator, label: string): Promise<Problem[]> {
  if ((await opener.count()) === 0) return [`${label}: no opener`];
  await opener.first().click();
  const dialog = page.locator('[role="dialog"], [role="alertdialog"]').last();
  await expect(dialog).toBeVisible();
  // Content that loads (a report, a discovery log) settles first.
  await expect(dialog.locator('[data-slot="skeleton"], .animate-spin')).toHaveCount(0, { timeout: 30_000 }).catch(() => undefined);
  const problems = await pageProblems(page, label, dialog);
  const tabs = dialog.getByRole("tab");
  for (let i = 0; i < (await tabs.count()); i++) {
    const tab = tabs.nth(i);
    // A tab that cannot be clicked (covered, off-screen) fails here.
    await tab.click({ timeout: 5_000 }).catch(() => problems.push(`${label}: tab ${i + 1} cannot be clicked`));
  }
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  return problems;
}

async function axeWithAvatarMenu(page: Page, label: string): Promise<string[]> {
  await page.getByRole("button", { name: "Open user menu" }).click();
  await expect(page.getByRole("menu")).toBeVisible();
  const { violations } = await new AxeBuilder({ page }).exclude("iframe").analyze();
  await page.keyboard.press("Escape");
  return violations.map((v) => `${label}: ${v.impact} ${v.id} ${v.nodes.slice(0, 3).map((n) => n.target.join(" ")).join(", ")}`);
}

const row = (page: Page) => page.locator("main tbody tr").first();

// Not run yet: on main after the session's merges (useAction, the structure moves) the user pages' walk ran
// into its 15-minute limit and the admin walk failed in CI (2026-11-26); it passed on its own branch. It
// stays here to be mended (issue 24's note), not counted as done.
test.describe.fixme("Layout at 390, 768 and 1280 px", () => {
  test("user pages and their dialogs: actions and tabs on screen, nothing wider than the screen, axe clean with the avatar menu open", async ({ page }) => {
    test.setTimeout(900_000);
    await signIn(page, "user@example.com");
    const problems: Problem[] = [];
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      for (const url of USER_PAGES) {
        await open(page, url);
        problems.push(...(await pageProblems(page, `${width} ${url}`)));
        problems.push(...(await axeWithAvatarMenu(page, `${width} ${url}`)));
      }
      await open(page, "/accounts");
      problems.push(...(await dialogProblems(page, page.getByRole("button", { name: /New Account|Add your first account/ }), `${width} new account`)));
      problems.push(...(await dialogProblems(page, row(page).getByRole("button", { name: /^Edit / }), `${width} edit account`)));
      problems.push(...(await dialogProblems(page, row(page).getByRole("button", { name: /^Delete / }), `${width} delete account`)));
      await open(page, "/events");
      problems.push(...(await dialogProblems(page, page.getByRole("button", { name: "+ New Event" }), `${width} new event`)));
      problems.push(...(await dialogProblems(page, page.locator("tr[data-event-id]").first().getByRole("button", { name: /^Preview / }), `${width} preview event`)));
      await open(page, "/reports");
      const draft = page.locator("main tbody tr:not([data-sent])").first();
      problems.push(...(await dialogProblems(page, draft.getByRole("button", { name: /^Edit / }), `${width} edit report`)));
      problems.push(...(await dialogProblems(page, draft.getByRole("button", { name: /^Send / }), `${width} send report`)));
      problems.push(...(await dialogProblems(page, draft.getByRole("button", { name: /^Delete / }), `${width} delete report`)));
    }
    expect(problems).toEqual([]);
  });

  test("admin pages and their dialogs: actions and tabs on screen, nothing wider than the screen, axe clean with the avatar menu open", async ({ page }) => {
    test.setTimeout(900_000);
    await signIn(page, "admin@example.com");
    const problems: Problem[] = [];
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      for (const url of ADMIN_PAGES) {
        await open(page, url);
        problems.push(...(await pageProblems(page, `${width} ${url}`)));
        problems.push(...(await axeWithAvatarMenu(page, `${width} ${url}`)));
      }
      await open(page, "/companies");
      problems.push(...(await dialogProblems(page, row(page).getByRole("button", { name: /^Edit / }), `${width} edit company`)));
      await open(page, "/users");
      problems.push(...(await dialogProblems(page, row(page).getByRole("button", { name: /^Edit / }), `${width} edit user`)));
      problems.push(...(await dialogProblems(page, page.getByRole("button", { name: "Create User" }), `${width} create user`)));
      await open(page, "/discoveries");
      const finished = page.locator("main tbody tr").filter({ hasText: /completed|failed/ }).first();
      problems.push(...(await dialogProblems(page, finished.getByRole("button", { name: /^View debug logs/ }), `${width} discovery debug`)));
      await open(page, "/emails");
      problems.push(...(await dialogProblems(page, row(page).getByRole("button", { name: /^View / }), `${width} view email`)));
    }
    expect(problems).toEqual([]);
  });
});
