import { listDemoArticles, type DemoArticleListing } from "@/lib/providers/news-corpus/demo/list-demo-articles";
import type { ResolvedDemoDiscovery } from "./demo-activity";
import type { ResolvedDemoEvent } from "./demo-events";
import { demoAccounts, demoCompanies } from "./demo-workspace";

// The debug log a demo discovery run would have written to logs/discoveries/{id}.json, in the shape the
// discovery debug dialog reads (spec 1 §3 "Discovery log"), built from the demo news corpus.

type LogArticle = { url: string; title: string; source: string; date: string; snippet: string };

const toLogArticle = (a: DemoArticleListing, shiftMs: number): LogArticle => ({
  url: a.url,
  title: a.title,
  source: a.source,
  date: new Date(Date.parse(a.date) + shiftMs).toISOString(),
  snippet: a.snippet,
});

/** A real run's defaults (lib/env.ts DISCOVERY_WINDOW_DAYS, DISCOVERY_MAX_EVENTS). */
const WINDOW_DAYS = 30;
const MAX_EVENTS = 3;

const eventSignals = new Set(["funding", "acquisition", "leadership_change", "partnership", "expansion", "hiring"]);

/**
 * @param shiftMs how far the seed moved corpus dates (see resolveDemoEvents), so results match event dates
 * @param events every demo event, to find the ones that already existed when the run started
 */
export function buildDemoDiscoveryLog(discovery: ResolvedDemoDiscovery, events: ResolvedDemoEvent[], shiftMs: number) {
  const account = demoAccounts.find((a) => a.key === discovery.accountKey)!;
  const company = demoCompanies.find((c) => c.key === account.companyKey)!;
  const runAt = discovery.createdAt.getTime();
  const step2 = {
    data: { account_name: account.name, company_name: company.name, discovery_run_time: discovery.createdAt.toISOString() },
  };
  if (discovery.status !== "completed") return { selected_events: [], debug: { steps: { step2_account_info: step2 } } };

  const published = listDemoArticles({ accountKey: account.key }).filter((a) => Date.parse(a.date) + shiftMs <= runAt);
  const queries = [
    { purpose: "Recent news about the account", serpapi_engine: "google_news", query: `"${account.fullName ?? account.name}"`, results: published },
    {
      purpose: "Funding, deals, expansion and leadership changes",
      serpapi_engine: "google_news",
      query: `"${account.name}" (funding OR acquisition OR expansion OR appoints OR hiring)`,
      results: published.filter((a) => eventSignals.has(a.signalType)),
    },
    { purpose: "Announcements on the company website", serpapi_engine: "google", query: `site:${new URL(account.url).hostname} press release`, results: [] },
  ];
  const resultsByQuery = queries.map(({ results, ...query }) => ({
    query,
    result_count: results.length,
    results: results.map((a) => toLogArticle(a, shiftMs)),
  }));
  const allArticles = resultsByQuery.flatMap((q) => q.results);

  // Content de-duplication: the same URL from two queries, or the same story re-reported by another
  // outlet; the original report of a story is the one kept.
  const listingOf = (url: string) => published.find((a) => a.url === url)!;
  const keeper = new Map<string, number>();
  allArticles.forEach((article, index) => {
    const listing = listingOf(article.url);
    const storyKey = listing.sameStoryAs ?? listing.slug;
    const current = keeper.get(storyKey);
    if (current === undefined || (!listing.sameStoryAs && listingOf(allArticles[current].url).sameStoryAs)) keeper.set(storyKey, index);
  });
  const keptIndices = [...keeper.values()].sort((x, y) => x - y);
  const kept = keptIndices.map((i) => allArticles[i]);
  const ranked = kept
    .map((article, dedupIndex) => ({ article, dedupIndex }))
    .sort((x, y) => y.article.date.localeCompare(x.article.date))
    .map((entry, position) => ({ ...entry, ranking: position + 1 }));

  const existing = events.filter((e) => e.def.accountKey === account.key && e.insertedAt.getTime() < runAt && e.title);
  const candidates = ranked.map((r, index) => ({ index, title: r.article.title, source: r.article.source, ranking: r.ranking, snippet: r.article.snippet }));
  const removed = ranked.flatMap((r, index) => {
    const duplicate = existing.find((e) => e.url === r.article.url);
    return duplicate
      ? [
          {
            index,
            duplicate_of_event_id: duplicate.id,
            reasoning: `Same story as the existing event "${duplicate.title}".`,
            // grouped, not dropped: the article joins the event it repeats
            joined: "event",
            url: r.article.url,
            source: r.article.source,
            title: r.article.title,
            date: r.article.date,
          },
        ]
      : [];
  });
  const selectedUrls = discovery.selected.map((e) => e.url);
  const llmResponse = {
    duplicates: removed.map((r) => ({ candidate_index: r.index, event_id: r.duplicate_of_event_id })),
    unique_candidates: candidates.filter((c) => !removed.some((r) => r.index === c.index)).map((c) => c.index),
  };

  return {
    selected_events: selectedUrls,
    debug: {
      steps: {
        step2_account_info: step2,
        step3_query_generation: {
          data: { method: "rules", window_days: WINDOW_DAYS, since: new Date(runAt - WINDOW_DAYS * 86_400_000).toISOString(), queries: resultsByQuery.map((q) => q.query) },
        },
        step5_search_execution: { data: { all_articles: allArticles, results_by_query: resultsByQuery } },
        step6_content_deduplication: { data: { input_articles_count: allArticles.length, kept_indices: keptIndices } },
        step7_filtered_ranked: { data: { ranked_articles: ranked.map((r) => ({ dedup_index: r.dedupIndex, ranking: r.ranking })) } },
        step8_semantic_deduplication: {
          data: {
            status: "completed",
            candidates_before: candidates.length,
            candidates_after: candidates.length - removed.length,
            existing_events_count: existing.length,
            reason: removed.length > 0 ? `${removed.length} candidate(s) repeat events already tracked for ${account.name}.` : "No candidate repeats an existing event.",
            candidate_events: candidates,
            removed_candidates: removed,
            existing_events: existing.map((e) => ({
              id: e.id,
              title: e.title,
              publication: e.publication,
              event_summary: typeof e.data.event_summary === "string" ? e.data.event_summary : null,
            })),
            llm_response: llmResponse,
          },
        },
        step9_selection: {
          data: {
            max_events: MAX_EVENTS,
            selected: discovery.selected.map((e) => ({ url: e.url, event_id: e.id, title: allArticles.find((a) => a.url === e.url)?.title ?? e.title })),
            skipped_known_urls: [],
            also_reported_by_added_to_existing_events: [],
          },
        },
      },
    },
  };
}
