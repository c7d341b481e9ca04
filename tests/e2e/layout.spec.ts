import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Locator, type Page } from "@playwright/test";
import { signIn } from "./support/sign-in";

// Every list page and its dialogs at a phone's, a tablet's and a laptop's width (issue 24): no row
// action or tab off-screen, cut by its scroll box or covered, and nothing to scroll sideways; axe with
// the avatar menu open. The seed gives Uma User (user@example.com) accounts, events and reports, and
// the admin companies, users, discoveries and mail. Each page (or dialog) is opened once and resized
// to each width: the layout is CSS only (media and container queries), so a resize shows what a load
// at that width shows.

const WIDTHS = [390, 768, 1280] as const;
const HEIGHT = 900;
/** Enough rows to see a table's layout: the first rows of each list, and every control outside one. */
const MAX_ROWS = 6;
const MAX_CONTROLS = 60;

type Role = "user" | "admin";
const EMAILS: Record<Role, string> = { user: "user@example.com", admin: "admin@example.com" };

/**
 * One signed-in page per role for the whole file (per worker): no sign-in, and a warm cache, per test.
 * A failing test ends its worker; the next one signs in again.
 */
const test = base.extend<{ userPage: Page; adminPage: Page }, { pageAs: (role: Role) => Promise<Page> }>({
  pageAs: [
    async ({ browser }, provide, workerInfo) => {
      const pages = new Map<Role, Page>();
      await provide(async (role) => {
        let page = pages.get(role);
        if (!page) {
          const context = await browser.newContext({ baseURL: workerInfo.project.use.baseURL });
          page = await context.newPage();
          await signIn(page, EMAILS[role]);
          pages.set(role, page);
        }
        return page;
      });
      for (const page of pages.values()) await page.context().close();
    },
    { scope: "worker" },
  ],
  userPage: async ({ pageAs }, provide) => provide(await pageAs("user")),
  adminPage: async ({ pageAs }, provide) => provide(await pageAs("admin")),
});

/**
 * Problems of the visible buttons and tabs inside `scope`: outside the viewport's width, cut by a box
 * that clips or scrolls sideways, or covered by something else where a tap would land. One round trip:
 * a control already on screen is hit-tested where it is; only one below the fold is scrolled to.
 */
async function controlProblems(scope: Locator, label: string): Promise<string[]> {
  return scope.evaluate(
    (root, { label, maxRows, max }) => {
      const problems: string[] = [];
      const width = window.innerWidth;
      const height = window.innerHeight;
      const rowIndex = (el: HTMLElement) => {
        const tr = el.closest("tbody tr");
        return tr ? [...tr.parentElement!.children].indexOf(tr) : -1;
      };
      const controls = [...root.querySelectorAll<HTMLElement>('button, [role="tab"]')]
        .filter((el) => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== "hidden")
        .filter((el) => !el.closest('[aria-hidden="true"], .sr-only, [hidden]'))
        .filter((el) => rowIndex(el) < maxRows)
        .slice(0, max);
      const hitTest = (el: HTMLElement) => {
        const box = el.getBoundingClientRect();
        // A disabled button lets the pointer through (so its wrapper can say why): take it back for the check.
        const pointer = el.style.pointerEvents;
        el.style.pointerEvents = "auto";
        const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        el.style.pointerEvents = pointer;
        return hit;
      };
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
        const onScreen = box.top >= 0 && box.bottom <= height;
        let hit = onScreen ? hitTest(el) : null;
        if (!hit || !el.contains(hit)) {
          // Below the fold, or in a scroll box scrolled past it: where a user would scroll it to.
          el.scrollIntoView({ block: "center", inline: "nearest" });
          hit = hitTest(el);
        }
        if (!hit) problems.push(`${name}: nothing at its centre`);
        else if (!el.contains(hit)) {
          const by = hit as HTMLElement;
          problems.push(`${name} is covered by <${by.tagName.toLowerCase()} class="${String(by.className).slice(0, 60)}">`);
        }
      }
      return problems;
    },
    { label, maxRows: MAX_ROWS, max: MAX_CONTROLS },
  );
}

/** Resizes; the layout follows at once (CSS only, and nothing moves: see `stillMotion`). */
async function resize(page: Page, width: number) {
  if (page.viewportSize()?.width === width) return;
  await page.setViewportSize({ width, height: HEIGHT });
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
}

/**
 * Transitions and animations off, so every box is measured where it comes to rest: a dialog without
 * its zoom, a row button without easing to its width at the new breakpoint (`transition: all`).
 * A constructed style sheet, which the page's Content-Security-Policy does not govern.
 */
async function stillMotion(page: Page) {
  await page.evaluate(() => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync("*, *::before, *::after { transition: none !important; animation-delay: 0s !important; animation-duration: 0s !important; }");
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  });
}

async function layoutProblems(page: Page, label: string, scope: Locator): Promise<string[]> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  const problems = overflow > 0 ? [`${label}: the page is ${overflow} px wider than the viewport`] : [];
  problems.push(...(await controlProblems(scope, label)));
  problems.push(...(await sidewaysScrollers(scope, label)));
  return problems;
}

/** Boxes inside `scope` that scroll sideways (a dialog's body a few pixels too wide shifts under a finger). */
async function sidewaysScrollers(scope: Locator, label: string): Promise<string[]> {
  return scope.first().evaluate((root, label) => {
    const boxes = [root, ...root.querySelectorAll("*")].filter((el): el is HTMLElement => el instanceof HTMLElement);
    return boxes
      .filter((el) => {
        const overflowX = getComputedStyle(el).overflowX;
        // Tables and code blocks (raw JSON, logs) scroll sideways on purpose.
        if (el.tagName === "PRE" || el.querySelector("table")) return false;
        return (overflowX === "auto" || overflowX === "scroll") && el.scrollWidth > el.clientWidth + 1;
      })
      .map((el) => {
        const right = el.getBoundingClientRect().left + el.clientLeft + el.clientWidth;
        const widest = [...el.querySelectorAll("*")].reduce<Element | null>((best, child) => (child.getBoundingClientRect().right > (best?.getBoundingClientRect().right ?? right) ? child : best), null);
        const what = widest ? ` (widest: <${widest.tagName.toLowerCase()} class="${String(widest.className).slice(0, 60)}">)` : "";
        return `${label}: <${el.tagName.toLowerCase()} class="${String(el.className).slice(0, 60)}"> scrolls sideways by ${el.scrollWidth - el.clientWidth} px${what}`;
      });
  }, label);
}

async function open(page: Page, url: string) {
  await page.goto(url);
  await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('[data-slot="skeleton"]')).toHaveCount(0, { timeout: 30_000 });
  await stillMotion(page);
}

async function axe(page: Page, label: string): Promise<string[]> {
  // Violations only, and axe.run in the page (legacy mode) rather than a second page to merge partial
  // results in: most of a scan's time otherwise. Frames (an email, a preview) are left out either way.
  const { violations } = await new AxeBuilder({ page }).setLegacyMode().options({ resultTypes: ["violations"] }).exclude("iframe").analyze();
  return violations.map((v) => `${label}: ${v.impact} ${v.id} ${v.nodes.slice(0, 3).map((n) => n.target.join(" ")).join(", ")}`);
}

/** A list page at each width: its layout, then axe with the avatar menu open (opened once, then resized). */
async function pageAtEachWidth(page: Page, url: string): Promise<string[]> {
  await page.setViewportSize({ width: WIDTHS[0], height: HEIGHT });
  await open(page, url);
  const problems: string[] = [];
  for (const width of WIDTHS) {
    await resize(page, width);
    problems.push(...(await layoutProblems(page, `${width} ${url}`, page.locator("main"))));
  }
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.getByRole("button", { name: "Open user menu" }).click();
  const menu = page.getByRole("menu");
  for (const width of [...WIDTHS].reverse()) {
    await resize(page, width);
    await expect(menu).toBeVisible();
    problems.push(...(await axe(page, `${width} ${url} (avatar menu open)`)));
  }
  await page.keyboard.press("Escape");
  await expect(menu).toBeHidden();
  return problems;
}

/** Content that loads (a report, a discovery log, a user's accounts) is measured once it is there. */
async function settled(dialog: Locator) {
  await expect(dialog.locator('[data-slot="skeleton"], .animate-spin')).toHaveCount(0, { timeout: 15_000 });
}

/**
 * A dialog at each width: opened with `opener` (at the narrowest width, where openers are hardest to
 * reach), checked at each width with each of its tabs showing, and closed with Escape. Tab by tab, the
 * widths there and back (390, 768, 1280, then 1280, 768, 390): one resize less per tab.
 */
async function dialogAtEachWidth(page: Page, opener: Locator, label: string): Promise<string[]> {
  await resize(page, WIDTHS[0]);
  if ((await opener.count()) === 0) return [`${label}: no opener`];
  await opener.first().click();
  const dialog = page.locator('[role="dialog"], [role="alertdialog"]').last();
  await expect(dialog).toBeVisible();
  await settled(dialog);
  const problems: string[] = [];
  const tabs = dialog.getByRole("tab");
  const count = await tabs.count();
  let widths: readonly number[] = WIDTHS;
  for (let i = 0; i < Math.max(count, 1); i++) {
    if (count) {
      const tab = tabs.nth(i);
      // Selected from the keyboard (Radix selects a tab on focus): a covered tab is reported by the
      // check below, not by a click's time-out.
      await tab.focus();
      await expect(tab).toHaveAttribute("aria-selected", "true");
      await settled(dialog);
    }
    for (const width of widths) {
      await resize(page, width);
      problems.push(...(await layoutProblems(page, `${width} ${label}${count ? ` (tab ${i + 1})` : ""}`, dialog)));
    }
    widths = [...widths].reverse();
  }
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  return problems;
}

const row = (page: Page) => page.locator("main tbody tr").first();

test.describe("Layout at 390, 768 and 1280 px", () => {
  test.describe("user pages", () => {
    for (const url of ["/dashboard", "/accounts", "/events", "/reports", "/user/events", "/user/accounts", "/user/people", "/user/settings"]) {
      test(`${url}: actions on screen, nothing wider than the screen, axe clean with the avatar menu open`, async ({ userPage: page }) => {
        expect(await pageAtEachWidth(page, url)).toEqual([]);
      });
    }

    test("account dialogs", async ({ userPage: page }) => {
      await open(page, "/accounts");
      const problems = [
        ...(await dialogAtEachWidth(page, page.getByRole("button", { name: /New Account|Add your first account/ }), "new account")),
        ...(await dialogAtEachWidth(page, row(page).getByRole("button", { name: /^Edit / }), "edit account")),
        ...(await dialogAtEachWidth(page, row(page).getByRole("button", { name: /^Delete / }), "delete account")),
      ];
      // Snooze "until a date" (issue 25): its menu opened from the first row, at the narrowest width.
      await resize(page, WIDTHS[0]);
      await row(page).getByRole("button", { name: /^Snooze / }).click();
      problems.push(...(await dialogAtEachWidth(page, page.getByRole("menuitem", { name: "Until a date…" }), "snooze until")));
      expect(problems).toEqual([]);
    });

    test("event dialogs", async ({ userPage: page }) => {
      await open(page, "/events");
      const processed = page.locator('tr[data-status="completed"]').first();
      const problems = [
        ...(await dialogAtEachWidth(page, page.getByRole("button", { name: "+ New Event" }), "new event")),
        ...(await dialogAtEachWidth(page, processed.getByRole("button", { name: /^(Edit|View) / }), "edit event")),
        ...(await dialogAtEachWidth(page, processed.getByRole("button", { name: /^Delete / }), "delete event")),
        ...(await dialogAtEachWidth(page, processed.getByRole("button", { name: /^Not relevant / }), "not relevant (events table)")),
      ];
      await open(page, "/user/events");
      problems.push(...(await dialogAtEachWidth(page, page.locator("main article").first().getByRole("button", { name: "Not relevant", exact: true }), "not relevant (feed)")));
      expect(problems).toEqual([]);
    });

    test("report dialogs", async ({ userPage: page }) => {
      await open(page, "/reports");
      const draft = page.locator("main tbody tr:not([data-sent])").first();
      const problems = [
        ...(await dialogAtEachWidth(page, draft.getByRole("button", { name: /^Edit / }), "edit report")),
        ...(await dialogAtEachWidth(page, draft.getByRole("button", { name: /^Send / }), "send report")),
        ...(await dialogAtEachWidth(page, draft.getByRole("button", { name: /^Delete / }), "delete report")),
      ];
      expect(problems).toEqual([]);
    });
  });

  test.describe("admin pages", () => {
    for (const url of ["/companies", "/users", "/job-queue", "/discoveries", "/emails"]) {
      test(`${url}: actions on screen, nothing wider than the screen, axe clean with the avatar menu open`, async ({ adminPage: page }) => {
        expect(await pageAtEachWidth(page, url)).toEqual([]);
      });
    }

    test("company and user dialogs", async ({ adminPage: page }) => {
      await open(page, "/companies");
      const problems = [
        ...(await dialogAtEachWidth(page, page.getByRole("button", { name: "New Company" }), "new company")),
        ...(await dialogAtEachWidth(page, row(page).getByRole("button", { name: /^Edit / }), "edit company")),
        ...(await dialogAtEachWidth(page, row(page).getByRole("button", { name: /^Delete / }), "delete company")),
        ...(await dialogAtEachWidth(page, row(page).getByRole("button", { name: /^Weights: / }), "company signal weights")),
      ];
      await open(page, "/users");
      problems.push(
        ...(await dialogAtEachWidth(page, page.getByRole("button", { name: "Create User" }), "create user")),
        ...(await dialogAtEachWidth(page, row(page).getByRole("button", { name: /^Edit / }), "edit user")),
        ...(await dialogAtEachWidth(page, row(page).getByRole("button", { name: /^Run discovery / }), "run discovery")),
        ...(await dialogAtEachWidth(page, row(page).getByRole("button", { name: /^Delete / }), "delete user")),
      );
      expect(problems).toEqual([]);
    });

    test("discovery and email dialogs", async ({ adminPage: page }) => {
      await open(page, "/discoveries");
      // A completed run's log has every step, so the dialog shows all its tabs.
      const finished = page.locator("main tbody tr").filter({ has: page.locator(".lt-bd", { hasText: /^completed$/ }) }).first();
      const problems = [
        ...(await dialogAtEachWidth(page, finished.getByRole("button", { name: /^View debug logs/ }), "discovery debug")),
        ...(await dialogAtEachWidth(page, page.getByRole("button", { name: "Run All" }), "run all")),
      ];
      await open(page, "/emails");
      problems.push(...(await dialogAtEachWidth(page, row(page).getByRole("button", { name: /^View / }), "view email")));
      expect(problems).toEqual([]);
    });
  });
});
