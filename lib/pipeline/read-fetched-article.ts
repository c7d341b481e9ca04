import type { SafeResponse } from "@/lib/providers/fetch/fetch-provider";
import { decodePage } from "./decode-page";
import type { ExtractedArticle } from "./extract-article";
import { extractArticleInWorker, type ExtractionLane } from "./extract-in-worker";

/**
 * The article of a fetched page. A page a bundled corpus wrote itself (the demo news site) comes
 * already read: no parser runs, so no time limit or busy machine can fail it. Any other page is
 * decoded and read by Readability on the shared extraction threads, within their time limit;
 * failures are ExtractionErrors (the page is refused, too slow, or not an article).
 */
export async function readFetchedArticle(response: SafeResponse, options: { lane?: ExtractionLane; timeoutMs?: number } = {}): Promise<ExtractedArticle> {
  if (response.prepared) return response.prepared;
  const html = await decodePage(response.body, response.headers["content-type"]);
  const extract = options.lane ? options.lane.extract.bind(options.lane) : extractArticleInWorker;
  return extract(html, response.url, { timeoutMs: options.timeoutMs });
}
