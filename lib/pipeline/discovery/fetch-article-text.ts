import { FetchError } from "@/lib/providers/fetch/fetch-error";
import type { FetchProvider } from "@/lib/providers/fetch/fetch-provider";
import { articleFetchFailureReason } from "../article-fetch-failure";
import { ExtractionLane } from "../extract-in-worker";
import { ExtractionError } from "../extraction-error";
import { readFetchedArticle } from "../read-fetched-article";

/** Pages fetched side by side by one discovery. */
const FETCHES_PER_DISCOVERY = 4;
/**
 * Pages of one discovery on the shared extraction threads at once: event processing's pages queue in
 * between, never behind all of a discovery's pages.
 */
export const EXTRACTIONS_PER_DISCOVERY = 2;

/** The text of a kept article, or why there is none (the article is then judged on title and snippet). */
export type ArticleTextRead = { text: string } | { failure: string };

/**
 * Fetches and reads the articles at `urls` the way event processing does (same extraction threads and
 * time limit, unless `timeoutMs` says otherwise), a few at a time, in their order.
 */
export async function fetchArticleTexts(fetcher: FetchProvider, urls: string[], options: { timeoutMs?: number } = {}): Promise<ArticleTextRead[]> {
  const lane = new ExtractionLane(EXTRACTIONS_PER_DISCOVERY);
  const reads: ArticleTextRead[] = new Array(urls.length);
  let next = 0;
  const fetchInTurn = async () => {
    while (next < urls.length) {
      const i = next++;
      reads[i] = await fetchArticleText(fetcher, urls[i], lane, options.timeoutMs);
    }
  };
  await Promise.all(Array.from({ length: Math.min(FETCHES_PER_DISCOVERY, urls.length) }, fetchInTurn));
  return reads;
}

async function fetchArticleText(fetcher: FetchProvider, url: string, lane: ExtractionLane, timeoutMs: number | undefined): Promise<ArticleTextRead> {
  let response;
  try {
    response = await fetcher.fetch(url, { timeoutMs: 6000, maxBytes: 3 * 1024 * 1024, allowedContentTypes: ["text/html", "application/xhtml+xml"] });
  } catch (error) {
    return { failure: error instanceof FetchError ? articleFetchFailureReason(error) : `Could not fetch the article: ${messageOf(error)}` };
  }
  try {
    return { text: (await readFetchedArticle(response, { lane, timeoutMs })).text };
  } catch (error) {
    return { failure: error instanceof ExtractionError ? `Could not read the article: ${error.message}` : `The article reader failed: ${messageOf(error)}` };
  }
}

const messageOf = (error: unknown) => (error as Error)?.message ?? String(error);
