// Web and news search for discovery. Implementations: SerpAPI (serpapi-search.ts), Google News RSS
// (google-news-rss-search.ts) and the offline news search over the bundled and folder corpora
// (offline-search.ts), chosen by create-search-provider.ts.

/** One search hit, as the discovery log stores it (spec 1 §3). */
export type SearchResult = {
  url: string;
  title: string;
  source: string;
  /** ISO date-time when known, else the provider's text ("" when absent) */
  date: string;
  snippet: string;
};

export type SearchEngine = "google_news" | "google";

export type SearchQuery = {
  query: string;
  engine: SearchEngine;
  /** Only results published on or after this instant (providers that cannot filter return all). */
  since?: Date;
  /** At most this many results. Default 10. */
  limit?: number;
  signal?: AbortSignal;
};

export interface SearchProvider {
  readonly name: string;
  search(query: SearchQuery): Promise<SearchResult[]>;
}

/** A search failure that says whether trying again later can help (timeouts, rate limits, 5xx). */
export class SearchError extends Error {
  readonly retryable: boolean;

  constructor(message: string, options: { retryable: boolean; cause?: unknown }) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = "SearchError";
    this.retryable = options.retryable;
  }
}

export const DEFAULT_SEARCH_LIMIT = 10;
