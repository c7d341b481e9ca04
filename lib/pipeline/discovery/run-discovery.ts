import { eq } from "drizzle-orm";
import type { Database } from "@/lib/db/database";
import { discoveries } from "@/lib/db/schema/discoveries";
import { markDiscoveryCompleted, markDiscoveryRunning } from "@/lib/discoveries/discovery-status";
import { env } from "@/lib/env";
import { log } from "@/lib/log";
import type { FetchProvider } from "@/lib/providers/fetch/fetch-provider";
import type { DiscoveryJudge } from "@/lib/providers/llm/discovery-judge";
import type { SearchProvider } from "@/lib/providers/search/search-provider";
import type { StorageProvider } from "@/lib/providers/storage/storage-provider";
import { loadAccountContext } from "./account-context";
import { deduplicateContent } from "./content-dedup";
import { loadDiscoveryWeights } from "./discovery-weights";
import type { DiscoveryLog, LogArticle } from "./discovery-log";
import { executeSearch } from "./execute-search";
import { fetchArticleTexts } from "./fetch-article-text";
import { feedbackLogOf } from "./feedback-log";
import { filterAndRank } from "./filter-rank";
import { generateQueries } from "./generate-queries";
import { llmQueries, llmSemanticDedup } from "./llm-steps";
import { appendAlsoReportedBy } from "./also-reported-by-list";
import { selectEvents } from "./select-events";
import { extraOutletsOf, groupCandidateStories } from "./semantic-dedup";
import type { Candidate, ExtraArticle } from "./story-candidates";
import { storiesToSelect } from "./story-selection";

/** Ranked articles after the 10 candidates that may still be attached as other outlets of a kept story. */
const MAX_EXTRA_OUTLETS = 40;

export const discoveryLogPath = (discoveryId: string) => `discoveries/${discoveryId}.json`;

export type DiscoveryDeps = {
  db: Database;
  search: SearchProvider;
  fetcher: FetchProvider;
  storage: StorageProvider;
  /** hosted mode: the language model writes queries and judges duplicates; null/absent: rule-based */
  judge?: DiscoveryJudge | null;
  now?: () => Date;
  maxEvents?: number;
  windowDays?: number;
  /** how many kept articles get their text fetched for the relevance checks */
  fetchLimit?: number;
  /** time one page may take on the extraction threads; default: event processing's */
  extractionTimeoutMs?: number;
};

/** A failure of one named step; the run fails with that step in the log. */
export class DiscoveryStepError extends Error {
  /** Only failures that say so (search timeouts, rate limits) are worth another run. */
  readonly retryable: boolean;

  constructor(readonly step: string, cause: unknown) {
    super(`${step} failed: ${(cause as Error)?.message ?? String(cause)}`, { cause });
    this.name = "DiscoveryStepError";
    this.retryable = (cause as { retryable?: boolean } | null)?.retryable ?? false;
  }
}

/** Runs the whole pipeline for one discovery row, writing the log after every step. */
export async function runDiscovery(discoveryId: string, deps: DiscoveryDeps): Promise<DiscoveryLog> {
  const now = (deps.now ?? (() => new Date()))();
  const maxEvents = deps.maxEvents ?? env().DISCOVERY_MAX_EVENTS;
  const windowDays = deps.windowDays ?? env().DISCOVERY_WINDOW_DAYS;
  const { db, storage } = deps;
  const [discovery] = await db.select().from(discoveries).where(eq(discoveries.id, discoveryId));
  if (!discovery) throw new Error(`Discovery ${discoveryId} not found`);
  await markDiscoveryRunning(db, discoveryId);

  const result: DiscoveryLog = {
    selected_events: [],
    debug: { steps: { step2_account_info: { data: { account_name: null, company_name: null, discovery_run_time: now.toISOString() } } } },
  };
  const steps = result.debug.steps as Record<string, unknown>;
  const save = () =>
    storage.put("logs", discoveryLogPath(discoveryId), new TextEncoder().encode(JSON.stringify(result, null, 2)), { contentType: "application/json", upsert: true });
  const step = async <T>(name: string, run: () => Promise<T> | T): Promise<T> => {
    try {
      return await run();
    } catch (error) {
      throw new DiscoveryStepError(name, error);
    }
  };

  try {
    const context = await step("step2_account_info", async () => {
      const c = await loadAccountContext(db, discovery.accountId, now);
      if (!c) throw new Error("The account no longer exists");
      steps.step2_account_info = {
        data: {
          account_name: c.account.name,
          company_name: c.seller.name,
          discovery_run_time: now.toISOString(),
          account_id: c.account.id,
          full_name: c.account.fullName,
          url: c.account.url,
          domain: c.profile.domain,
          aliases: c.profile.aliases,
          known_people: c.profile.people,
          industries: [...c.profile.industries],
        },
      };
      return c;
    });
    await save();

    const since = new Date(now.getTime() - windowDays * 86_400_000);
    const queries = await step("step3_query_generation", async () => {
      let llmError: string | undefined;
      if (deps.judge) {
        try {
          const q = await llmQueries(deps.judge, context.profile, context.seller, windowDays);
          steps.step3_query_generation = { data: { method: "llm", window_days: windowDays, since: since.toISOString(), queries: q } };
          return q;
        } catch (error) {
          llmError = (error as Error).message; // the rules still give a good set of queries
        }
      }
      const q = generateQueries(context.profile, context.seller.solutions);
      steps.step3_query_generation = { data: { method: "rules", window_days: windowDays, since: since.toISOString(), queries: q, ...(llmError ? { llm_error: llmError } : {}) } };
      return q;
    });

    const search = await step("step5_search_execution", async () => {
      const s = await executeSearch(deps.search, queries, { since });
      steps.step5_search_execution = { data: { provider: deps.search.name, ...s } };
      return s;
    });
    await save();

    const dedup = await step("step6_content_deduplication", () => {
      const d = deduplicateContent(search.all_articles);
      steps.step6_content_deduplication = { data: d };
      return d;
    });
    const deduped: LogArticle[] = dedup.kept_indices.map((i) => search.all_articles[i]);

    const ranked = await step("step7_filtered_ranked", async () => {
      const limit = deps.fetchLimit ?? 25;
      // Articles whose text cannot be had (fetch failed, page refused or too slow) are judged on title and snippet.
      const reads = await fetchArticleTexts(deps.fetcher, deduped.slice(0, limit).map((a) => a.url), { timeoutMs: deps.extractionTimeoutMs });
      const texts = deduped.map((_, i) => (reads[i] && "text" in reads[i] ? reads[i].text : undefined));
      const signalWeights = await loadDiscoveryWeights(db, context.account.id);
      const textFailures = reads.flatMap((read, i) => ("failure" in read ? [{ dedup_index: i, url: deduped[i].url, reason: read.failure }] : []));
      const r = filterAndRank({
        articles: deduped.map((a, i) => ({ ...a, text: texts[i] })),
        profile: context.profile,
        sellerSolutions: context.seller.solutions,
        now,
        windowDays,
        weights: signalWeights.weights,
        feedback: context.feedback,
      });
      steps.step7_filtered_ranked = { data: { ...r, signal_weights: signalWeights, texts_fetched: texts.filter(Boolean).length, text_failures: textFailures } };
      if (context.feedback.marks.length) steps.step7_feedback = { data: feedbackLogOf(context.feedback, r.feedback_changes) };
      return { ...r, texts };
    });
    await save();

    const semantic = await step("step8_semantic_deduplication", async () => {
      const candidates: Candidate[] = ranked.ranked_articles.slice(0, 10).map((r, index) => ({
        index,
        url: deduped[r.dedup_index].url,
        title: deduped[r.dedup_index].title,
        source: deduped[r.dedup_index].source,
        snippet: deduped[r.dedup_index].snippet,
        date: deduped[r.dedup_index].date,
        text: ranked.texts[r.dedup_index],
        signalType: r.signal_type,
        ranking: r.ranking,
      }));
      const worthAsking = candidates.length > 1 || (candidates.length === 1 && context.recentEvents.length > 0);
      // ranked articles beyond the candidates may be other outlets of a kept story (attached below);
      // the run's other search results weigh the account's everyday words down (IDF background)
      const extras: ExtraArticle[] = ranked.ranked_articles.slice(10, 10 + MAX_EXTRA_OUTLETS).map((r) => ({ key: r.dedup_index, ...deduped[r.dedup_index], text: ranked.texts[r.dedup_index] }));
      const compared = new Set([...ranked.ranked_articles.slice(0, 10 + MAX_EXTRA_OUTLETS).map((r) => r.dedup_index)]);
      const background = deduped.flatMap((a, i) => (compared.has(i) ? [] : [{ title: a.title, snippet: a.snippet, text: ranked.texts[i] }]));
      const grouping = { background, industries: context.profile.industries, people: context.profile.people };
      let s = groupCandidateStories(candidates, context.recentEvents, context.profile.aliases, grouping);
      if (deps.judge && worthAsking) {
        try {
          s = await llmSemanticDedup(deps.judge, context.account.name, candidates, context.recentEvents);
        } catch (error) {
          // The deterministic judgement stands; the log says why the model's is missing.
          s = { ...s, reason: `${s.reason} (offline method: the language model failed: ${(error as Error).message})` };
        }
      }
      const beyond = extraOutletsOf(s, candidates, context.recentEvents, extras, context.profile.aliases, grouping);
      if (beyond.length) s = { ...s, also_reported_beyond_candidates: beyond };
      steps.step8_semantic_deduplication = { data: s };
      return { result: s, candidates };
    });

    await step("step9_selection", async () => {
      // kept candidates become events carrying the outlets that joined them; joins onto existing
      // events are appended to those events
      const stories = storiesToSelect({
        candidates: semantic.candidates,
        semantic: semantic.result,
        articleOf: (c) => deduped[ranked.ranked_articles[c.index].dedup_index],
        syndicatedCopiesOf: (c) => {
          const raw = dedup.kept_indices[ranked.ranked_articles[c.index].dedup_index];
          return dedup.removed.filter((r) => r.reason === "near_duplicate_text" && r.duplicate_of_index === raw).map((r) => search.all_articles[r.index]);
        },
      });
      const selection = await selectEvents(db, { accountId: context.account.id, ordered: stories.ordered, knownUrls: context.knownUrls, maxEvents });
      const joinedEvents: { event_id: string; added: string[] }[] = [];
      for (const [eventId, articles] of stories.joinedEvents) {
        const added = await db.transaction((tx) => appendAlsoReportedBy(tx, eventId, articles));
        joinedEvents.push({ event_id: eventId, added });
      }
      steps.step9_selection = { data: { max_events: maxEvents, ...selection, also_reported_by_added_to_existing_events: joinedEvents } };
      result.selected_events = selection.selected.map((s) => s.url);
    });
    await save();
    await markDiscoveryCompleted(db, discoveryId);
    return result;
  } catch (error) {
    const message = (error as Error)?.message ?? String(error);
    result.error = message;
    if (error instanceof DiscoveryStepError) result.failed_step = error.step;
    try {
      await save();
    } catch (saveError) {
      log.error("discovery: could not write the log", { discoveryId, error: saveError });
    }
    throw error;
  }
}
