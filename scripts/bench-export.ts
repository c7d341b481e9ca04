// CSV export of events: time and peak memory for 1k and 10k events of one user (quick: 200 and 1k).
// The export reads keyset pages, so the peak live heap above the start should stay flat as the row count grows.
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Database } from "@/lib/db/database";
import { exportEvents } from "@/lib/exports/export-events";
import { liveHeap, mb } from "./bench-heap";
import { sized } from "./bench-mode";

type Row = Record<string, string | number>;

export async function exportEventsBench({ db }: { db: Database }): Promise<Row[]> {
  const companyId = randomUUID();
  const userId = randomUUID();
  await db.execute(sql`insert into public.companies (id, name) values (${companyId}, 'Export Bench Seller')`);
  await db.execute(sql`insert into public.users (id, email, name, company_id) values (${userId}, ${`export-bench-${userId}@example.test`}, 'Export Bench User', ${companyId})`);
  await db.execute(sql`insert into public.accounts (name, url, company_id) select 'Export Account ' || g, 'https://export' || g || '.example', ${companyId} from generate_series(1, 20) g`);
  await db.execute(sql`insert into public.account_users (account_id, user_id) select id, ${userId} from public.accounts where company_id = ${companyId}`);
  const addEvents = (from: number, to: number) =>
    db.execute(sql`
      with acc as (select id, row_number() over (order by id) - 1 as n from public.accounts where company_id = ${companyId})
      insert into public.events (title, event_date, account_id, url, publication, status, data, inserted_at)
      select 'Export news item ' || g, date '2026-01-01' + (g % 320), acc.id, 'https://news.example/export/' || g, 'Demo Wire', 'completed',
             jsonb_build_object('tldr', 'Short summary ' || g, 'event_summary', repeat('Longer summary text, with a comma. ', 20),
               'why_it_matters', repeat('Why it matters "quoted". ', 10), 'suggested_action', '=Call the CFO',
               'offerings', jsonb_build_array(jsonb_build_object('name', 'Forecasting Cloud', 'link', 'https://seller.example', 'offering', 'x'))),
             now() - make_interval(mins => g)
      from generate_series(${from}::int, ${to}::int) g join acc on acc.n = g % 20`);
  const rows: Row[] = [];
  let seeded = 0;
  for (const total of sized([1000, 10_000], [200, 1000])) {
    await addEvents(seeded + 1, total);
    seeded = total;
    await db.execute(sql`analyze public.events`);
    const startHeap = liveHeap();
    let peakHeap = startHeap;
    let peakRss = process.memoryUsage().rss;
    let sampleMs = 0;
    let lines = 0;
    let bytes = 0;
    const t0 = performance.now();
    for await (const line of exportEvents({ userId, companyId })) {
      lines++;
      bytes += Buffer.byteLength(line);
      if (lines % 250 === 0) {
        const s0 = performance.now();
        peakHeap = Math.max(peakHeap, liveHeap());
        peakRss = Math.max(peakRss, process.memoryUsage().rss);
        sampleMs += performance.now() - s0;
      }
    }
    // The forced collections are the bench's own cost, not the export's.
    const ms = performance.now() - t0 - sampleMs;
    rows.push({
      events: total,
      "rows written": lines - 1,
      "CSV MB": mb(bytes),
      "total ms": ms.toFixed(0),
      "rows/s": Math.round(((lines - 1) / ms) * 1000),
      "peak live heap above start MB": mb(peakHeap - startHeap),
      "peak RSS MB": mb(peakRss),
    });
  }
  return rows;
}
