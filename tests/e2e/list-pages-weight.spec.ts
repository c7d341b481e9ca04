import { expect, test } from "@playwright/test";
import { htmlRowBytes } from "../../lib/perf/html-row-bytes";
import { LIST_PAGES, ROW_BUDGET_BYTES } from "../../lib/perf/list-pages";
import { signIn } from "./support/sign-in";

// Issue 12: every list page sends at most ~1.5 KB of HTML per row (its markup and its data in the page),
// measured on the seed's rows (each list below has several for the demo user or admin).

for (const { email, pages } of LIST_PAGES) {
  test.describe(`List pages of ${email}`, () => {
    for (const { path, list } of pages) {
      test(`${path}: each row costs at most 1.5 KB of the page's HTML`, async ({ page, baseURL }) => {
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
