import { demoNewsCorpus } from "@/lib/providers/news-corpus/demo/demo-news-corpus";
import { createCorpusFetcher } from "./corpus-fetch";
import type { FetchProvider } from "./fetch-provider";
import { networkFetcher } from "./safe-fetch";

/** The bundled news corpora answer their own URLs offline; everything else goes through the SSRF-safe network fetcher. */
export function createFetchProvider(): FetchProvider {
  return createCorpusFetcher([demoNewsCorpus], networkFetcher);
}
