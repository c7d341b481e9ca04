import { XMLParser } from "fast-xml-parser";
import type { FetchProvider, SafeFetchOptions } from "@/lib/providers/fetch/fetch-provider";
import { htmlToText } from "@/lib/providers/news-corpus/folder/folder-news-corpus";
import { DEFAULT_SEARCH_LIMIT, SearchError, type SearchProvider, type SearchQuery, type SearchResult } from "./search-provider";

// Google News RSS (no key): GET {rssUrl}?q=...&hl=en-US&gl=US&ceid=US:en answers an RSS 2.0 feed whose
// items have title ("Headline - Outlet"), link (a news.google.com redirect), pubDate, description
// (HTML) and <source url="...">Outlet</source>. Links are resolved through the safe fetcher.

type RssItem = { title?: string; link?: string; pubDate?: string; description?: string; source?: { "#text"?: string } | string };

const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: "@_", textNodeName: "#text", isArray: (name) => name === "item" });

export type GoogleNewsRssOptions = {
  rssUrl: string;
  fetcher: FetchProvider;
  fetchOptions?: Pick<SafeFetchOptions, "allowLoopback">;
  timeoutMs?: number;
  /** Resolve news.google.com redirect links to the publisher's URL (default true). */
  resolveLinks?: boolean;
};

const sourceName = (s: RssItem["source"]) => (typeof s === "string" ? s : (s?.["#text"] ?? ""));

export function createGoogleNewsRssSearch(options: GoogleNewsRssOptions): SearchProvider {
  const timeoutMs = options.timeoutMs ?? 10_000;
  const resolve = async (link: string, signal?: AbortSignal) => {
    if (options.resolveLinks === false) return link;
    try {
      const response = await options.fetcher.fetch(link, { ...options.fetchOptions, method: "HEAD", timeoutMs, signal });
      return response.url;
    } catch {
      return link; // an unresolvable redirect keeps Google's link: the event fetch will try again
    }
  };
  return {
    name: "google_news_rss",
    async search(query: SearchQuery): Promise<SearchResult[]> {
      const days = query.since ? Math.max(1, Math.ceil((Date.now() - query.since.getTime()) / 86_400_000)) : undefined;
      const url = new URL(options.rssUrl);
      url.searchParams.set("q", days ? `${query.query} when:${days}d` : query.query);
      url.searchParams.set("hl", "en-US");
      url.searchParams.set("gl", "US");
      url.searchParams.set("ceid", "US:en");
      let xml: string;
      try {
        const response = await options.fetcher.fetch(url.toString(), {
          ...options.fetchOptions,
          timeoutMs,
          maxBytes: 2 * 1024 * 1024,
          allowedContentTypes: ["application/rss+xml", "application/xml", "text/xml"],
          signal: query.signal,
        });
        xml = response.text();
      } catch (error) {
        const retryable = (error as { retryable?: boolean }).retryable ?? true;
        throw new SearchError(`Google News RSS: ${(error as Error).message}`, { retryable, cause: error });
      }
      let items: RssItem[];
      try {
        const doc = parser.parse(xml) as { rss?: { channel?: { item?: RssItem[] } } };
        if (!doc.rss) throw new Error("not an RSS feed");
        items = doc.rss.channel?.item ?? [];
      } catch (error) {
        throw new SearchError(`Google News RSS answered an unreadable feed: ${(error as Error).message}`, { retryable: true, cause: error });
      }
      const since = query.since?.getTime();
      const picked = items
        .filter((i) => i.link && i.title)
        .filter((i) => !since || !i.pubDate || Date.parse(i.pubDate) >= since)
        .slice(0, query.limit ?? DEFAULT_SEARCH_LIMIT);
      return Promise.all(
        picked.map(async (item) => {
          const source = sourceName(item.source);
          const title = source && item.title!.endsWith(` - ${source}`) ? item.title!.slice(0, -(source.length + 3)) : item.title!;
          const published = item.pubDate ? Date.parse(item.pubDate) : NaN;
          const snippet = htmlToText(item.description ?? "");
          return {
            url: await resolve(item.link!, query.signal),
            title,
            source,
            date: Number.isNaN(published) ? "" : new Date(published).toISOString(),
            snippet: snippet === title || snippet.startsWith(`${title} `) ? "" : snippet,
          };
        }),
      );
    },
  };
}
