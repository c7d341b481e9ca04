import { expect, test } from "@playwright/test";
import { htmlRowBytes } from "../../lib/perf/html-row-bytes";
import { LIST_PAGES, ROW_BUDGET_BYTES } from "../../lib/perf/list-pages";
import { signIn } from "./support/sign-in";

// Issue 12: every list page sends at most ~1.5 KB of HTML per row (its markup and its data in the page),
// measured on the seed's rows (each list below has several for the demo user or admin).

// Over the budget today, by their content rather than their markup (issue 12 open): a company row shows
// its whole solutions text (about 400 bytes, in the markup and again in the page's data, with the brief
// the edit dialog needs); an activity card carries a title, a summary, the article's address twice and
// its stakeholders (about 2 KB). Expected to fail until they are lighter; then this list must shrink.
const KNOWN_OVER: Record<string, string> = {
  "/companies": "each row sends its solutions text twice and its brief (about 1.9 KB)",
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
