import type { SearchProvider } from "@/lib/providers/search/search-provider";
import type { LogArticle, LogQuery } from "./discovery-log";

// Step 5: run every query; one failing query is logged with its error and the others still count.

export type SearchExecution = {
  all_articles: LogArticle[];
  results_by_query: { query: LogQuery; result_count: number; results: LogArticle[]; error?: string }[];
};

export async function executeSearch(search: SearchProvider, queries: LogQuery[], options: { since: Date; limit?: number; signal?: AbortSignal }): Promise<SearchExecution> {
  const outcomes = await Promise.all(
    queries.map(async (query) => {
      try {
        const results = await search.search({
          query: query.query,
          engine: query.serpapi_engine === "google_news" ? "google_news" : "google",
          since: options.since,
          limit: options.limit ?? 10,
          signal: options.signal,
        });
        return { query, result_count: results.length, results };
      } catch (error) {
        return { query, result_count: 0, results: [], error: (error as Error).message || String(error), retryable: (error as { retryable?: boolean }).retryable };
      }
    }),
  );
  const failed = outcomes.filter((o) => o.error);
  if (failed.length === outcomes.length && outcomes.length > 0) {
    const error = new Error(`Every search failed: ${failed[0].error}`);
    (error as Error & { retryable?: boolean }).retryable = failed.some((f) => f.retryable !== false);
    throw error;
  }
  return {
    all_articles: outcomes.flatMap((o) => o.results),
    results_by_query: outcomes.map(({ query, result_count, results, error }) => ({ query, result_count, results, ...(error ? { error } : {}) })),
  };
}
