import type { NewsCorpus } from "@/lib/providers/news-corpus/news-corpus";
import { FetchError, httpStatusError } from "./fetch-error";
import type { FetchProvider, SafeFetchOptions, SafeResponse } from "./fetch-provider";
import { checkContentType, decodeBody } from "./safe-fetch";

const DEFAULT_MAX_BYTES = 5 * 1024 * 1024;

/**
 * Answers the URLs a corpus owns without any network traffic (same checks as the network: status,
 * content type, size) and hands every other URL to `inner`.
 */
export function createCorpusFetcher(corpora: NewsCorpus[], inner: FetchProvider): FetchProvider {
  return {
    async fetch(rawUrl: string, options: SafeFetchOptions = {}): Promise<SafeResponse> {
      let url: URL;
      try {
        url = new URL(rawUrl.trim());
      } catch {
        return inner.fetch(rawUrl, options);
      }
      for (const corpus of corpora) {
        const page = corpus.pageFor(url);
        if (page === undefined) continue;
        if (page === null) throw httpStatusError(404);
        const contentType = "text/html";
        checkContentType(contentType, options.allowedContentTypes);
        const body = new TextEncoder().encode(page);
        if (body.length > (options.maxBytes ?? DEFAULT_MAX_BYTES)) throw new FetchError("too_large", "The response is too large");
        const headers = { "content-type": "text/html; charset=utf-8", "content-length": String(body.length) };
        const prepared = corpus.preparedArticleFor?.(url);
        return { url: url.toString(), status: 200, contentType, headers, body, redirects: [], text: () => decodeBody(body, headers["content-type"]), ...(prepared ? { prepared } : {}) };
      }
      return inner.fetch(rawUrl, options);
    },
  };
}
