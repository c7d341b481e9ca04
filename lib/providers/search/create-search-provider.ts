import { env } from "@/lib/env";
import { createFetchProvider } from "@/lib/providers/fetch/create-fetch-provider";
import { createNewsCorpora } from "@/lib/providers/news-corpus/create-news-corpora";
import { createGoogleNewsRssSearch } from "./google-news-rss-search";
import { createOfflineSearch } from "./offline-search";
import type { SearchProvider } from "./search-provider";
import { createSerpApiSearch } from "./serpapi-search";

/** SEARCH_PROVIDER, else SerpAPI when a key is set, else the offline news search. */
export function createSearchProvider(): SearchProvider {
  const e = env();
  const choice = e.SEARCH_PROVIDER ?? (e.SERPAPI_API_KEY ? "serpapi" : "offline");
  if (choice === "serpapi") {
    if (!e.SERPAPI_API_KEY) throw new Error("SEARCH_PROVIDER=serpapi needs SERPAPI_API_KEY");
    return createSerpApiSearch({ apiKey: e.SERPAPI_API_KEY, baseUrl: e.SERPAPI_BASE_URL });
  }
  if (choice === "google_news_rss") return createGoogleNewsRssSearch({ rssUrl: e.GOOGLE_NEWS_RSS_URL, fetcher: createFetchProvider() });
  return createOfflineSearch(createNewsCorpora);
}
