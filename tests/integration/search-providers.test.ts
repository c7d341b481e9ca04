import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { networkFetcher } from "@/lib/providers/fetch/safe-fetch";
import { createGoogleNewsRssSearch } from "@/lib/providers/search/google-news-rss-search";
import { SearchError } from "@/lib/providers/search/search-provider";
import { createSerpApiSearch } from "@/lib/providers/search/serpapi-search";
import { startFakeGoogleNewsRss, startFakeSerpApi, type FakeSearchServer } from "./fakes/search-fakes";

describe("SerpAPI through the official client, against a fake", () => {
  let fake: FakeSearchServer;
  beforeAll(async () => {
    fake = await startFakeSerpApi({ apiKey: "test-key" });
  });
  afterAll(() => fake.close());

  it("answers google_news results, flattening story clusters, with the recency window in the query", async () => {
    const search = createSerpApiSearch({ apiKey: "test-key", baseUrl: fake.url });
    const results = await search.search({ query: '"Helio Grid"', engine: "google_news", since: new Date(Date.now() - 60 * 86_400_000), limit: 10 });
    expect(results.map((r) => r.url)).toEqual(["https://venture.example/helio-series-c", "https://energy.example/phoenix", "https://az.example/hub"]);
    expect(results[0]).toEqual({ url: "https://venture.example/helio-series-c", title: "Helio Grid raises $120 million Series C", source: "Venture Ledger", date: "2026-11-18T14:00:00Z", snippet: "The battery storage company will build two plants." });
    const sent = fake.requests.at(-1)!;
    expect(sent.searchParams.get("engine")).toBe("google_news");
    expect(sent.searchParams.get("q")).toMatch(/^"Helio Grid" when:\d+d$/);
  });

  it("answers google organic results with the size limit", async () => {
    const search = createSerpApiSearch({ apiKey: "test-key", baseUrl: fake.url });
    const results = await search.search({ query: "Helio Grid press", engine: "google", limit: 5 });
    expect(results).toEqual([{ url: "https://heliogrid.example/press", title: "Helio Grid — Press", source: "heliogrid.example", date: "", snippet: "Press releases" }]);
    expect(fake.requests.at(-1)!.searchParams.get("num")).toBe("5");
  });

  it("an invalid key is a permanent failure; running out of searches is retryable", async () => {
    const bad = createSerpApiSearch({ apiKey: "wrong", baseUrl: fake.url });
    const error = await bad.search({ query: "x", engine: "google_news" }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SearchError);
    expect((error as SearchError).retryable).toBe(false);
    const limited = await createSerpApiSearch({ apiKey: "test-key", baseUrl: fake.url }).search({ query: "ratelimit", engine: "google" }).catch((e: unknown) => e);
    expect((limited as SearchError).retryable).toBe(true);
  });

  it("times out as a retryable failure", async () => {
    const slow = await startFakeSerpApi({ apiKey: "k", delayMs: 2000 });
    try {
      const error = await createSerpApiSearch({ apiKey: "k", baseUrl: slow.url, timeoutMs: 200 }).search({ query: "x", engine: "google" }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(SearchError);
      expect((error as SearchError).retryable).toBe(true);
    } finally {
      await slow.close();
    }
  });
});

describe("Google News RSS against a fake", () => {
  let fake: FakeSearchServer;
  beforeAll(async () => {
    fake = await startFakeGoogleNewsRss();
  });
  afterAll(() => fake.close());

  it("parses the feed, strips the outlet from titles and resolves redirect links through the safe fetcher", async () => {
    const host = new URL(fake.url).host;
    const search = createGoogleNewsRssSearch({ rssUrl: `${fake.url}/rss/search`, fetcher: networkFetcher, fetchOptions: { allowLoopback: [host] } });
    const results = await search.search({ query: '"Helio Grid"', engine: "google_news", limit: 10 });
    expect(results).toEqual([
      { url: `${fake.url}/publisher/CBMiabc`, title: "Helio Grid raises $120 million Series C", source: "Venture Ledger", date: "2026-11-18T14:00:00.000Z", snippet: "" },
      { url: `${fake.url}/publisher/CBMidef`, title: "Helio Grid & partners open hub", source: "Energy Wire", date: "2026-10-29T12:00:00.000Z", snippet: "The storage company opens a Phoenix operations center." },
    ]);
    const sent = fake.requests.find((r) => r.pathname === "/rss/search")!;
    expect(sent.searchParams.get("q")).toBe('"Helio Grid"');
    expect(sent.searchParams.get("ceid")).toBe("US:en");
  });
});
