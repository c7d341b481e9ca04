import http from "node:http";
import type { AddressInfo } from "node:net";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rowsOf, type Database } from "@/lib/db/database";
import { events } from "@/lib/db/schema/events";
import { getDemoArticle } from "@/lib/providers/news-corpus/demo/list-demo-articles";
import { renderDemoArticle } from "@/lib/providers/news-corpus/demo/render-demo-article";
import { createEventJob } from "@/lib/worker/event-job-handler";
import { ExtractionPool } from "@/lib/pipeline/extract-in-worker";
import { ExtractionError } from "@/lib/pipeline/extraction-error";
import { OfflineLlm } from "@/lib/providers/llm/offline/offline-llm";
import { sendJob } from "@/lib/queue/queue-client";
import { startWorker, type JobResult } from "@/lib/queue/worker";
import { createAccount } from "@/tests/factories/accounts";
import { createCompany } from "@/tests/factories/companies";
import { createEvent } from "@/tests/factories/events";
import { backends, useTestDatabase } from "./helpers/test-database";

const story = renderDemoArticle(getDemoArticle("freight-weekly/ferrovia-logistics-to-buy-nordfrakt")!);
const nested = (levels: number) =>
  `<html><head><title>Deep</title></head><body>${"<div>".repeat(levels)}<p>${"Words of a story that sits very deep. ".repeat(20)}</p>${"</div>".repeat(levels)}</body></html>`;
// Just under the 5 MB fetch cap of ordinary-looking markup: teaser cards, the way listing pages grow.
const card = `<div class="card"><a href="/story"><img src="/i.jpg" alt=""><span class="kicker">Markets</span><h3>Shares move as traders weigh the outlook</h3></a><p>A short teaser of a story about markets and the economy.</p></div>`;
const hugePage = `<html><body><main>${card.repeat(Math.floor((5 * 1024 * 1024 - 100) / card.length))}</main></body></html>`;
const latin1 = Buffer.from(
  `<html><head><title>Caf\xe9 chain</title></head><body><article><h1>Caf\xe9 Lumi\xe8re opens its first bakery in S\xe3o Paulo</h1>${"<p>Caf\xe9 Lumi\xe8re, the French caf\xe9 chain, said on Monday that it has opened a bakery in S\xe3o Paulo, its first in Brazil, with a menu of cr\xeapes and p\xe2tisserie.</p>".repeat(6)}</article></body></html>`,
  "latin1",
);
const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(`<html><head><title>Zürich grid operator expands</title></head><body><article><h1>Zürich grid operator expands</h1>${"<p>The Zürich grid operator said it will expand its network to three new districts next year, adding substations.</p>".repeat(6)}</article></body></html>`, "utf16le")]);
const pdf = Buffer.concat([Buffer.from("%PDF-1.7\n%\xe2\xe3\xcf\xd3\n1 0 obj\n<< /Type /Catalog >>\nstream\n", "latin1"), Buffer.from(Array.from({ length: 4000 }, (_, i) => (i * 37) % 256))]);

const pages: Record<string, { type: string; body: string | Buffer }> = {
  "/nested-2000": { type: "text/html", body: nested(2000) },
  "/nested-5000": { type: "text/html", body: nested(5000) },
  "/huge": { type: "text/html", body: hugePage },
  "/story-1": { type: "text/html; charset=utf-8", body: story },
  "/story-2": { type: "text/html; charset=utf-8", body: story },
  "/latin1": { type: "text/html", body: latin1 },
  "/utf16": { type: "text/html", body: utf16 },
  "/binary": { type: "text/html", body: pdf },
};

describe.each(backends)("article extraction limits on $name", (backend) => {
  const testDb = useTestDatabase(backend);
  let server: http.Server;
  let base: string;

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      const page = pages[req.url ?? ""];
      if (!page) return res.writeHead(404).end();
      res.writeHead(200, { "content-type": page.type });
      res.end(page.body);
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  async function queueEvents(db: Database, paths: string[]) {
    const company = await createCompany(db);
    const account = await createAccount(db, { companyId: company.id, name: "Ferrovia Logistics" });
    const ids: Record<string, string> = {};
    for (const path of paths) {
      const event = await createEvent(db, { accountId: account.id, status: "pending", url: `${base}${path}`, title: null, data: {} });
      await sendJob(db, "events", { event_id: event.id, job_type: "event" });
      ids[path] = event.id;
    }
    return ids;
  }

  it("fails nested-markup and 5 MB pages permanently within 10 s each, under 1 GB, while other jobs complete", async () => {
    const { db } = testDb();
    await db.execute(sql`delete from pgmq.q_events`);
    const ids = await queueEvents(db, ["/nested-2000", "/story-1", "/nested-5000", "/huge", "/story-2"]);
    const finished: JobResult[] = [];
    const baseline = process.memoryUsage().rss;
    let peak = baseline;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 50);
    const worker = startWorker({
      db,
      jobs: [createEventJob({ llm: new OfflineLlm(), fetchOptions: { allowLoopback: [new URL(base).host] } })],
      concurrency: 2,
      pollMs: 50,
      onJobFinished: (r) => finished.push(r),
    });
    const started = Date.now();
    while (finished.length < 5 && Date.now() - started < 60_000) await new Promise((r) => setTimeout(r, 50));
    await worker.stop();
    clearInterval(sampler);

    const row = async (path: string) => (await db.select().from(events).where(eq(events.id, ids[path])))[0];
    for (const path of ["/story-1", "/story-2"]) expect(await row(path)).toMatchObject({ status: "completed", statusReason: null });
    const reasons = {
      "/nested-2000": "Could not read the article: The page's markup is nested more than 300 levels deep",
      "/nested-5000": "Could not read the article: The page's markup is nested more than 300 levels deep",
      "/huge": "Could not read the article: The page has more than 15,000 elements",
    };
    for (const [path, reason] of Object.entries(reasons)) {
      expect(await row(path)).toMatchObject({ status: "failed", statusReason: reason });
    }
    expect(finished.filter((r) => r.outcome === "failed")).toHaveLength(3);
    expect(finished.filter((r) => r.outcome === "succeeded")).toHaveLength(2);
    expect(finished.filter((r) => r.outcome === "retrying")).toHaveLength(0);
    const failed = finished.filter((r) => r.outcome === "failed");
    expect(failed.map((r) => r.durationSeconds).every((seconds) => seconds < 10)).toBe(true);
    const archived = rowsOf<{ success: boolean; read_ct: number }>(await db.execute(sql`select success, read_ct from app_private.job_outcomes where success = false`));
    expect(archived.every((a) => a.read_ct === 1)).toBe(true);
    expect(peak - baseline).toBeLessThan(1024 * 1024 * 1024);
  });

  it("decodes undeclared Latin-1 and UTF-16 pages, and refuses a binary body", async () => {
    const { db } = testDb();
    await db.execute(sql`delete from pgmq.q_events`);
    const ids = await queueEvents(db, ["/latin1", "/utf16", "/binary"]);
    const finished: JobResult[] = [];
    const worker = startWorker({
      db,
      jobs: [createEventJob({ llm: new OfflineLlm(), fetchOptions: { allowLoopback: [new URL(base).host] } })],
      pollMs: 50,
      onJobFinished: (r) => finished.push(r),
    });
    const started = Date.now();
    while (finished.length < 3 && Date.now() - started < 60_000) await new Promise((r) => setTimeout(r, 50));
    await worker.stop();

    const row = async (path: string) => (await db.select().from(events).where(eq(events.id, ids[path])))[0];
    expect(await row("/latin1")).toMatchObject({ status: "completed", title: "Café Lumière opens its first bakery in São Paulo" });
    expect((await row("/latin1")).data.event_summary).toContain("crêpes and pâtisserie");
    expect(await row("/utf16")).toMatchObject({ status: "completed", title: "Zürich grid operator expands" });
    expect(await row("/binary")).toMatchObject({ status: "failed", statusReason: "Could not read the article: The page is not text but a PDF file" });
  });
});

describe("extraction worker threads", () => {
  const page = (levels: number) =>
    `<html><body>${"<div>".repeat(levels)}<h1>A deep page</h1><p>${"A sentence of the story that is long enough to count. ".repeat(12)}</p>${"</div>".repeat(levels)}</body></html>`;

  it("stop a page past the time limit for good and go on reading the next page", async () => {
    const pool = new ExtractionPool({ timeoutMs: 20_000, maxHeapMb: 256, threads: 1 });
    try {
      const slow = pool.extract(page(290), "https://news.example/slow", { timeoutMs: 50 });
      const next = pool.extract(page(2), "https://news.example/next");
      await expect(slow).rejects.toEqual(new ExtractionError("The page took longer than 0.05 s to read"));
      await expect(next).resolves.toMatchObject({ title: "A deep page" });
    } finally {
      await pool.close();
    }
  });
});
