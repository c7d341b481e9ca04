import type { FetchError } from "@/lib/providers/fetch/fetch-error";

/** How long processing waits for an article page, redirects included. */
export const ARTICLE_FETCH_TIMEOUT_MS = 20_000;

/** The status reason of an event whose article could not be fetched; the demo seed writes the same words. */
export function articleFetchFailureReason(error: FetchError): string {
  return `Could not fetch the article: ${error.message}`;
}
