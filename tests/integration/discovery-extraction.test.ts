import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { discoveries } from "@/lib/db/schema/discoveries";
import { discoveryLogSchema } from "@/lib/pipeline/discovery/discovery-log";
import { discoveryLogPath, runDiscovery } from "@/lib/pipeline/discovery/run-discovery";
import { ExtractionLane, ExtractionPool, sharedExtractionPool } from "@/lib/pipeline/extract-in-worker";
import { ExtractionError } from "@/lib/pipeline/extraction-error";
import { readFetchedArticle } from "@/lib/pipeline/read-fetched-article";
import { createCorpusFetcher } from "@/lib/providers/fetch/corpus-fetch";
import type { FetchProvider, SafeResponse } from "@/lib/providers/fetch/fetch-provider";
import { demoNewsCorpus } from "@/lib/providers/news-corpus/demo/demo-news-corpus";
import { demoArticleUrl } from "@/lib/providers/news-corpus/demo/demo-news-host";
import { demoArticleHtml, getDemoArticle } from "@/lib/providers/news-corpus/demo/list-demo-articles";
import type { SearchableNewsCorpus } from "@/lib/providers/news-corpus/news-corpus";
import { createOfflineSearch } from "@/lib/providers/search/offline-search";
import { LocalStorage } from "@/lib/providers/storage/local-storage";
import { createAccount } from "@/tests/factories/accounts";
import { createCompany } from "@/tests/factories/companies";
import { backends, useTestDatabase } from "./helpers/test-database";

const storageDir = mkdtempSync(path.join(tmpdir(), "discovery-extraction-"));
afterAll(() => rmSync(storageDir, { recursive: true, force: true }));

const sentence = "Verdant Mobility said the new depot would open next year and employ two hundred mechanics. ";
const story = (title: string) => `<html><head><title>${title}</title></head><body><article><h1>${title}</h1>${`<p>${sentence.repeat(3)}</p>`.repeat(6)}</article></body></html>`;
// Inside every page limit, yet Readability needs several seconds for it: 290 levels of nesting around a short story.
const slowPage = (title: string) => `<html><body>${"<div>".repeat(290)}<h1>${title}</h1>${`<p>${sentence.repeat(3)}</p>`.repeat(100)}${"</div>".repeat(290)}</body></html>`;
const nestingBomb = `<html><body>${"<div>".repeat(3000)}<p>${sentence}</p>${"</div>".repeat(3000)}</body></html>`;

const published = new Date(Date.now() - 86_400_000).toISOString();
const articles = [
  { slug: "depot", title: "Verdant Mobility opens an e-bike depot in Porto", html: story("Verdant Mobility opens an e-bike depot in Porto") },
  { slug: "slow", title: "Verdant Mobility expands its scooter fleet in Madrid", html: slowPage("Verdant Mobility expands its scooter fleet in Madrid") },
  { slug: "bomb", title: "Verdant Mobility hires a new head of operations", html: nestingBomb },
];
const urlOf = (slug: string) => `https://news.test/${slug}`;
const corpus: SearchableNewsCorpus = {
  pageFor: () => undefined,
  articles: () =>
    articles.map((a) => ({ url: urlOf(a.slug), title: a.title, source: "Test News", publishedAt: published, snippet: `${a.title}, the company said.`, text: `${a.title}. ${sentence}` })),
};

const response = (url: string, html: string): SafeResponse => {
  const body = new TextEncoder().encode(html);
  return { url, status: 200, contentType: "text/html", headers: { "content-type": "text/html; charset=utf-8" }, body, redirects: [], text: () => html };
};
/** Serves the test pages as the network would: no corpus, so every page goes through the extraction threads. */
const pageFetcher: FetchProvider = {
  fetch: async (url) => {
    const page = articles.find((a) => urlOf(a.slug) === url);
    if (!page) throw new Error("not found");
    return response(url, page.html);
  },
};

describe.each(backends)("discovery extraction on $name", (backend) => {
  const testDb = useTestDatabase(backend);

  it("reads pages off the event loop: a slow page times out, a hostile one is refused, both logged in step 7, and the run completes", { timeout: 120_000 }, async () => {
    const { db } = testDb();
    const company = await createCompany(db, { name: "Bluepeak Security", solutions: "Fleet telematics security for mobility operators." });
    const account = await createAccount(db, { companyId: company.id, name: "Verdant Mobility", url: "https://verdantmobility.example" });
    const [discovery] = await db.insert(discoveries).values({ accountId: account.id, status: "pending", source: "test" }).returning();
    const storage = new LocalStorage({ rootDir: storageDir });

    let lastTick = performance.now();
    let longestGap = 0;
    const ticker = setInterval(() => {
      const now = performance.now();
      longestGap = Math.max(longestGap, now - lastTick);
      lastTick = now;
    }, 10);
    try {
      await runDiscovery(discovery.id, { db, storage, search: createOfflineSearch(() => [corpus]), fetcher: pageFetcher, judge: null, extractionTimeoutMs: 1500 });
    } finally {
      clearInterval(ticker);
    }
    // The slow page alone holds a thread for seconds; read in this thread it would stop every tick.
    expect(longestGap).toBeLessThan(1000);

    const [row] = await db.select().from(discoveries).where(eq(discoveries.id, discovery.id));
    expect(row.status).toBe("completed");
    const file = await storage.get("logs", discoveryLogPath(discovery.id));
    const log = discoveryLogSchema.parse(JSON.parse(new TextDecoder().decode(file!.bytes)));
    const deduped = log.debug.steps.step6_content_deduplication!.data.kept_indices.map((i) => log.debug.steps.step5_search_execution!.data.all_articles[i]);
    const step7 = log.debug.steps.step7_filtered_ranked!.data as unknown as {
      ranked_articles: { dedup_index: number }[];
      texts_fetched: number;
      text_failures: { dedup_index: number; url: string; reason: string }[];
    };
    expect(step7.texts_fetched).toBe(1);
    expect(step7.text_failures.map(({ url, reason }) => ({ url, reason })).sort((a, b) => a.url.localeCompare(b.url))).toEqual([
      { url: urlOf("bomb"), reason: "Could not read the article: The page's markup is nested more than 300 levels deep" },
      { url: urlOf("slow"), reason: "Could not read the article: The page took longer than 1.5 s to read" },
    ]);
    for (const failure of step7.text_failures) expect(deduped[failure.dedup_index].url).toBe(failure.url);
    // Judged on title and snippet, as when a fetch fails: the stories are still ranked.
    const rankedUrls = step7.ranked_articles.map((r) => deduped[r.dedup_index].url);
    expect(rankedUrls).toEqual(expect.arrayContaining([urlOf("depot"), urlOf("slow"), urlOf("bomb")]));
    expect(log.selected_events.length).toBeGreaterThan(0);
  });
});

describe("extraction threads shared by discovery and event processing", () => {
  const page = (n: number) => story(`Story number ${n} about Verdant Mobility`);

  it("serve pages in arrival order: a discovery's lane of 2 lets an event page in after its first two pages", { timeout: 120_000 }, async () => {
    const pool = new ExtractionPool({ timeoutMs: 20_000, maxHeapMb: 256, threads: 1 });
    try {
      const lane = new ExtractionLane(2, pool);
      const order: string[] = [];
      const discoveryPages = Array.from({ length: 6 }, (_, i) => lane.extract(page(i), `https://news.test/d${i}`).then(() => order.push(`discovery ${i}`)));
      const eventPage = pool.extract(page(99), "https://news.test/event").then(() => order.push("event"));
      await Promise.all([...discoveryPages, eventPage]);
      expect(order).toEqual(["discovery 0", "discovery 1", "event", "discovery 2", "discovery 3", "discovery 4", "discovery 5"]);
    } finally {
      await pool.close();
    }
  });

  it("is one bounded pool per process", () => {
    expect(sharedExtractionPool()).toBe(sharedExtractionPool());
    expect(sharedExtractionPool().limits.threads).toBe(2);
  });

  it("read a bundled demo page without the parser, so even a 1 ms time limit cannot fail it", { timeout: 120_000 }, async () => {
    const pool = new ExtractionPool({ timeoutMs: 20_000, maxHeapMb: 256, threads: 1 });
    try {
      const lane = new ExtractionLane(1, pool);
      const slug = "freight-weekly/ferrovia-logistics-to-buy-nordfrakt";
      const url = demoArticleUrl(slug);
      const demo = await createCorpusFetcher([demoNewsCorpus], pageFetcher).fetch(url);
      const article = await readFetchedArticle(demo, { lane, timeoutMs: 1 });
      const written = getDemoArticle(slug)!;
      expect(article).toMatchObject({ url, title: written.title, publication: written.outlet.name, byline: written.author, excerpt: written.description });
      expect(article.text).toBe([written.description, ...written.paragraphs].join("\n\n"));
      // The same page from anywhere else goes through Readability, and 1 ms is not enough for it.
      await expect(readFetchedArticle(response("https://mirror.test/nordfrakt", demoArticleHtml(url)!), { lane, timeoutMs: 1 })).rejects.toEqual(
        new ExtractionError("The page took longer than 0.001 s to read"),
      );
    } finally {
      await pool.close();
    }
  });
});
