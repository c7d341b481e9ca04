import { expect, test } from "@playwright/test";
import { htmlRowBytes } from "../../lib/perf/html-row-bytes";
import { LIST_PAGES, ROW_BUDGET_BYTES } from "../../lib/perf/list-pages";
import { signIn } from "./support/sign-in";

// Issue 12: every list page sends at most ~1.5 KB of HTML per row (its markup and its data in the page),
// measured on the seed's rows (each list below has several for the demo user or admin).

// Over the budget today, by its content rather than its markup (issue 12 open): an activity card carries
// a title, a summary, the article's address twice and its stakeholders (about 2 KB). Expected to fail
// until it is lighter; then this list must shrink.
const KNOWN_OVER: Record<string, string> = {
  "/user/events": "each card's content is about 2 KB",
};

for (const { email, pages } of LIST_PAGES) {
  test.describe(`List pages of ${email}`, () => {
    for (const { path, list } of pages) {
      test(`${path}: each row costs at most 1.5 KB of the page's HTML`, async ({ page, baseURL }) => {
        test.fail(path in KNOWN_OVER, KNOWN_OVER[path]);
        await signIn(page, email);
        const cookie = (await page.context().cookies()).map((c) => `${c.name}=${c.value}`).join("; ");
        const response = await fetch(`${baseURL}${path}`, { headers: { cookie } });
        expect(response.status).toBe(200);
        const { rows, bytesPerRow, dataCounted } = htmlRowBytes(await response.text(), list);
        expect(rows, "rows on the page").toBeGreaterThan(1);
        expect(dataCounted, "each row's data in the page is counted (rows carry their id)").toBe(true);
        expect(bytesPerRow, `${bytesPerRow} bytes per row over ${rows} rows`).toBeLessThanOrEqual(ROW_BUDGET_BYTES);
      });
    }
  });
}
