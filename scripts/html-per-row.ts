// HTML bytes per row of the list pages (issue 12: at most ~1.5 KB), from a production build on a
// fresh demo database, as the signed-in user and admin receive them. Needs `next build` first.
// Usage: npx tsx scripts/html-per-row.ts [--json]
import { htmlRowBytes } from "@/lib/perf/html-row-bytes";
import { LIST_PAGES, ROW_BUDGET_BYTES } from "@/lib/perf/list-pages";
import { withProductionServer } from "./prod-server";

const PORT = Number(process.env.HTML_ROWS_PORT ?? 3191);
/** The measured pages: the list pages of the budget and the job queue (when its queue has rows). */
const PAGES = [...LIST_PAGES, { email: "admin@example.com", pages: [{ path: "/job-queue" }] }];

export type RowBytesRow = { page: string; as: string; rows: number; "bytes/row": number | string; "page KB": string; budget: string };

export function measureHtmlPerRow(): Promise<RowBytesRow[]> {
  return withProductionServer(PORT, async ({ base, signIn }) => {
    const results: RowBytesRow[] = [];
    for (const { email, pages } of PAGES) {
      const cookie = (await signIn(email)).map((c) => `${c.name}=${c.value}`).join("; ");
      for (const { path, list } of pages) {
        const response = await fetch(`${base}${path}`, { headers: { cookie } });
        const html = response.ok ? await response.text() : "";
        const { rows, bytesPerRow, dataCounted } = htmlRowBytes(html, list);
        results.push({
          page: path,
          as: email.split("@")[0],
          rows,
          "bytes/row": rows > 0 ? bytesPerRow : response.ok ? "no rows" : `HTTP ${response.status}`,
          "page KB": (Buffer.byteLength(html) / 1024).toFixed(1),
          budget: rows === 0 ? "-" : `${bytesPerRow <= ROW_BUDGET_BYTES ? "ok" : `OVER ${ROW_BUDGET_BYTES}`}${dataCounted ? "" : " (markup only: rows carry no id)"}`,
        });
      }
    }
    return results;
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  measureHtmlPerRow()
    .then((rows) => {
      if (process.argv.includes("--json")) return console.log(JSON.stringify(rows));
      console.log(`HTML per row of the list pages (budget ${ROW_BUDGET_BYTES} bytes)`);
      for (const row of rows) console.log(`  ${row.page.padEnd(14)} ${row.as.padEnd(6)} ${String(row.rows).padStart(4)} rows  ${String(row["bytes/row"]).padStart(7)}  ${row["page KB"].padStart(6)} KB page  ${row.budget}`);
    })
    .catch((error) => {
      console.error(error);
      process.exit(1);
    });
}
