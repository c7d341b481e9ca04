// CRM CSV import: time and peak memory for 1k and 10k rows into one company (quick: 200 and 1k).
// The upload is parsed as it streams; the mapped cells are buffered (the 5 MB / 10,000-row caps bound
// them) and written in one transaction, in chunks.
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Database } from "@/lib/db/database";
import { importAccounts } from "@/lib/accounts-import/import-accounts";
import { readCsvRecords } from "@/lib/accounts-import/read-csv";
import { liveHeap, mb } from "./bench-heap";
import { sized } from "./bench-mode";

type Row = Record<string, string | number>;

function salesforceCsv(rows: number, tag: string, ownerEmail: string) {
  const lines = ["Account ID,Account Name,Website,Owner Email,Billing City"];
  for (let i = 1; i <= rows; i++) lines.push(`001${i},"Import Bench ${i}, Inc",https://www.bench-${tag}-${i}.example/,${i % 3 === 0 ? ownerEmail : ""},Lyon`);
  return lines.join("\r\n");
}

/** The CSV as an upload body: 64 KB chunks, as a browser sends a File. */
function uploadBody(text: string): ReadableStream<Uint8Array> {
  const bytes = new TextEncoder().encode(text);
  let at = 0;
  return new ReadableStream({
    pull(controller) {
      if (at >= bytes.length) return controller.close();
      controller.enqueue(bytes.subarray(at, at + 65_536));
      at += 65_536;
    },
  });
}

export async function importAccountsBench({ db }: { db: Database }): Promise<Row[]> {
  const rows: Row[] = [];
  for (const total of sized([1000, 10_000], [200, 1000])) {
    const companyId = randomUUID();
    const adminId = randomUUID();
    const userId = randomUUID();
    const ownerEmail = `import-bench-owner-${userId}@example.test`;
    await db.execute(sql`insert into public.companies (id, name) values (${companyId}, 'Import Bench Seller')`);
    await db.execute(sql`insert into public.users (id, email, name, role) values (${adminId}, ${`import-bench-admin-${adminId}@example.test`}, 'Import Bench Admin', 'admin')`);
    await db.execute(sql`insert into public.users (id, email, name, company_id) values (${userId}, ${ownerEmail}, 'Import Bench Owner', ${companyId})`);
    const csv = salesforceCsv(total, companyId.slice(0, 8), ownerEmail);
    const startHeap = liveHeap();
    let peakHeap = startHeap;
    let peakRss = process.memoryUsage().rss;
    let sampleMs = 0;
    const sample = () => {
      const s0 = performance.now();
      peakHeap = Math.max(peakHeap, liveHeap());
      peakRss = Math.max(peakRss, process.memoryUsage().rss);
      sampleMs += performance.now() - s0;
    };
    const t0 = performance.now();
    const report = await importAccounts(
      { adminId, companyId, assignToUserId: userId },
      readCsvRecords(uploadBody(csv)),
      { name: 1, url: 2, fullName: null, ownerEmail: 3 },
      "import",
      { afterChunk: sample },
    );
    // The forced collections are the bench's own cost, not the import's.
    const ms = performance.now() - t0 - sampleMs;
    sample();
    if (report.created !== total) throw new Error(`import bench: expected ${total} accounts created, got ${report.created}`);
    rows.push({
      rows: total,
      "CSV MB": mb(Buffer.byteLength(csv)),
      created: report.created,
      "total ms": ms.toFixed(0),
      "rows/s": Math.round((total / ms) * 1000),
      "peak live heap above start MB": mb(peakHeap - startHeap),
      "peak RSS MB": mb(peakRss),
    });
  }
  return rows;
}
