import { createNewsCorpora } from "@/lib/providers/news-corpus/create-news-corpora";
import { createCorpusFetcher } from "./corpus-fetch";
import type { FetchProvider } from "./fetch-provider";
import { networkFetcher } from "./safe-fetch";

/** The news corpora (demo site, OFFLINE_NEWS_DIR folders) answer their own URLs offline; everything else goes through the SSRF-safe network fetcher. */
export function createFetchProvider(): FetchProvider {
  return createCorpusFetcher(createNewsCorpora(), networkFetcher);
}
