// First-load JavaScript per page, measured the way a browser meets it: a production server on a fresh
// demo database, a real Chromium signed in as the demo user, every script a cold page load fetches,
// gzipped. Route prefetches (requests marked `next-router-prefetch`, made for the pages a link leads to)
// are refused: what they bring is the next page's JavaScript, not this one's. `--with-prefetch` counts
// them too. The admin's /dashboard is measured with the demo company and user picked in the header, the
// way an admin works. Needs `next build` first.
// Usage: npx tsx scripts/bundle-size.ts [--json] [--verbose] [--with-prefetch]
import { gzipSync } from "node:zlib";
import { withProductionServer } from "./prod-server";

type Viewer = "visitor" | "user" | "admin";
export const BUNDLE_PAGES: { page: string; as: Viewer }[] = [
  { page: "/signin", as: "visitor" },
  { page: "/events", as: "user" },
  { page: "/user/events", as: "user" },
  { page: "/dashboard", as: "user" },
  { page: "/dashboard", as: "admin" },
];
export const BUNDLE_BUDGET_KB = 150;

const PORT = Number(process.env.BUNDLE_SIZE_PORT ?? 3190);

export type BundleRow = { page: string; as: Viewer; kb: number; scripts: number };

export function measureFirstLoadJs(): Promise<BundleRow[]> {
  return withProductionServer(PORT, async ({ base, browser, signIn, signInActing }) => {
    const cookies = { visitor: [], user: await signIn("user@example.com"), admin: await signInActing("admin@example.com", "Northwind Analytics", "Uma User") };
    const results: BundleRow[] = [];
    for (const { page, as } of BUNDLE_PAGES) {
      // A fresh context per page: nothing cached, the session cookie only where the page needs one.
      const context = await browser.newContext();
      await context.addCookies(cookies[as]);
      const tab = await context.newPage();
      if (!process.argv.includes("--with-prefetch")) {
        await tab.route("**/*", (route) => (route.request().headers()["next-router-prefetch"] ? route.abort() : route.fallback()));
      }
      const bodies: Promise<{ url: string; gz: number }>[] = [];
      tab.on("response", (response) => {
        if (response.request().resourceType() !== "script") return;
        bodies.push(
          response
            .body()
            .catch(() => Buffer.alloc(0))
            .then((body) => ({ url: response.url(), gz: gzipSync(body, { level: 9 }).length })),
        );
      });
      await tab.goto(`${base}${page}`, { waitUntil: "networkidle" });
      const scripts = await Promise.all(bodies);
      const bytes = scripts.reduce((sum, s) => sum + s.gz, 0);
      if (process.argv.includes("--verbose")) for (const s of scripts) console.log(`    ${page} ${(s.gz / 1024).toFixed(1)} KB ${s.url}`);
      results.push({ page, as, kb: Math.round((bytes / 1024) * 10) / 10, scripts: scripts.length });
      await context.close();
    }
    return results;
  });
}

export function bundleTable(rows: BundleRow[]) {
  return rows.map((row) => ({ page: row.page, as: row.as, "first-load JS KB (gz)": row.kb, scripts: row.scripts, budget: row.kb <= BUNDLE_BUDGET_KB ? "ok" : `OVER ${BUNDLE_BUDGET_KB}` }));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  measureFirstLoadJs()
    .then((rows) => {
      if (process.argv.includes("--json")) return console.log(JSON.stringify(rows));
      console.log(`First-load JS (gzipped; budget ${BUNDLE_BUDGET_KB} KB per page)`);
      for (const row of rows) {
        console.log(`  ${row.page.padEnd(14)} ${row.as.padEnd(8)} ${String(row.kb).padStart(7)} KB  ${row.scripts} scripts  ${row.kb <= BUNDLE_BUDGET_KB ? "ok" : "OVER BUDGET"}`);
      }
      process.exit(rows.every((r) => r.kb <= BUNDLE_BUDGET_KB) ? 0 : 1);
    })
    .catch((error) => {
      console.error(error);
      process.exit(1);
    });
}
