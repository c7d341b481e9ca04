import type { PreparedArticle } from "@/lib/providers/news-corpus/news-corpus";

// How the server fetches a URL that a user or a search result supplied. Implementations: the
// SSRF-safe network fetcher (safe-fetch.ts) and a corpus fetcher that answers known articles offline
// and hands every other URL to the network fetcher (corpus-fetch.ts).

export type SafeFetchOptions = {
  method?: "GET" | "HEAD" | "POST";
  headers?: Record<string, string>;
  /** POST only: the request body. A POST never follows a redirect: a 3xx answer is a failure. */
  body?: Uint8Array | string;
  /** POST only: the body's media type (e.g. "application/json"). */
  contentType?: string;
  /** Response body cap in bytes (after decompression). Default 5 MB. */
  maxBytes?: number;
  /** Time to establish each TCP connection. Default 5 s. */
  connectTimeoutMs?: number;
  /** Time for the whole fetch, redirects included. Default 10 s. */
  timeoutMs?: number;
  /** Default 5. */
  maxRedirects?: number;
  /** Accepted media types, e.g. ["text/html", "image/*"]; absent = any. A missing type counts as application/octet-stream. */
  allowedContentTypes?: string[];
  /**
   * Tests only: exact "host:port" pairs on loopback that may be reached (added to the ones listed
   * in TEST_ALLOW_LOOPBACK_FETCH). Nothing else on loopback, and never other private ranges.
   */
  allowLoopback?: string[];
  signal?: AbortSignal;
};

export type SafeResponse = {
  /** The final URL, after redirects. */
  url: string;
  status: number;
  /** Media type without parameters, lower case. */
  contentType: string;
  headers: Record<string, string>;
  body: Uint8Array;
  redirects: string[];
  text(): string;
  /** For a page a bundled corpus writes itself: the article already read (see NewsCorpus.preparedArticleFor). */
  prepared?: PreparedArticle;
};

/** Fetches one URL with the safety checks and limits of `options`; failures are FetchErrors. */
export interface FetchProvider {
  fetch(url: string, options?: SafeFetchOptions): Promise<SafeResponse>;
}
