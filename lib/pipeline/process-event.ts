import { eq } from "drizzle-orm";
import type { Database } from "@/lib/db/database";
import { accounts } from "@/lib/db/schema/accounts";
import { companies } from "@/lib/db/schema/companies";
import type { EventData } from "@/lib/db/schema/events";
import { summaryWithoutTldr } from "@/lib/events/summary-without-tldr";
import { loadEventForProcessing, markEventRunning, settleDeletedEvent, storeEventAnalysis } from "@/lib/events/event-processing";
import { log } from "@/lib/log";
import { linkEventStakeholders } from "@/lib/people/event-stakeholders";
import { personName } from "@/lib/people/person-name";
import { FetchError } from "@/lib/providers/fetch/fetch-error";
import { createFetchProvider } from "@/lib/providers/fetch/create-fetch-provider";
import type { SafeFetchOptions, SafeResponse } from "@/lib/providers/fetch/fetch-provider";
import type { ContextualizedEvent, LlmProvider, Stakeholder } from "@/lib/providers/llm/llm-provider";
import { LlmError } from "@/lib/providers/llm/llm-provider";
import { permanentFailure, transientFailure } from "@/lib/queue/job-definition";
import { ARTICLE_FETCH_TIMEOUT_MS, articleFetchFailureReason } from "./article-fetch-failure";
import type { ExtractedArticle } from "./extract-article";
import { ExtractionError } from "./extraction-error";
import { readFetchedArticle } from "./read-fetched-article";

export type ProcessEventDeps = {
  /** Privileged database: the worker's. */
  db: Database;
  llm: LlmProvider;
  /** Tests only: loopback pages the fetcher may reach. */
  fetchOptions?: Pick<SafeFetchOptions, "allowLoopback">;
  /** Keeps the queue message hidden during long steps. */
  extendVisibility?: () => Promise<void>;
};

const ARTICLE_TYPES = ["text/html", "application/xhtml+xml"];

/**
 * Processes one event: fetch and extract its article, have the LLM explain it for the seller's company,
 * then store the result and the stakeholders. Safe to run again for the same event (at-least-once delivery):
 * data keys are overwritten, people and links are upserted.
 */
export async function processEvent(eventId: string, deps: ProcessEventDeps): Promise<void> {
  const { db } = deps;
  const event = await loadEventForProcessing(db, eventId);
  if (!event) throw permanentFailure("Event not found");
  if (event.isDeleted) return settleDeletedEvent(db, eventId);
  await markEventRunning(db, eventId);

  const [owner] = await db
    .select({
      accountName: accounts.name,
      accountFullName: accounts.fullName,
      accountUrl: accounts.url,
      companyName: companies.name,
      solutions: companies.solutions,
      solutionsBrief: companies.solutionsBrief,
    })
    .from(accounts)
    .innerJoin(companies, eq(companies.id, accounts.companyId))
    .where(eq(accounts.id, event.accountId))
    .limit(1);
  if (!owner) throw permanentFailure("Event missing account or company");
  if (!event.url) throw permanentFailure("The event has no article URL");

  const article = await fetchArticle(event.url, deps.fetchOptions);
  await deps.extendVisibility?.();

  let result: ContextualizedEvent;
  try {
    result = await deps.llm.contextualizeEvent({
      article: {
        url: article.url,
        title: article.title,
        text: article.text,
        publication: article.publication,
        date: article.date,
        byline: article.byline,
        excerpt: article.excerpt,
      },
      account: { name: owner.accountName, full_name: owner.accountFullName, url: owner.accountUrl },
      company: { name: owner.companyName, solutions: owner.solutions, solutions_brief: owner.solutionsBrief },
    });
  } catch (error) {
    if (error instanceof LlmError) throw error.retryable ? transientFailure(error.message, error) : permanentFailure(error.message, error);
    throw error;
  }
  await deps.extendVisibility?.();

  const stakeholders = groundedStakeholders(result.stakeholders, article.text);
  await storeResult(db, { eventId, accountId: event.accountId, article, result, stakeholders });
}

async function fetchArticle(url: string, fetchOptions: ProcessEventDeps["fetchOptions"]): Promise<ExtractedArticle> {
  let response: SafeResponse;
  try {
    response = await createFetchProvider().fetch(url, { ...fetchOptions, allowedContentTypes: ARTICLE_TYPES, timeoutMs: ARTICLE_FETCH_TIMEOUT_MS, maxBytes: 5 * 1024 * 1024 });
  } catch (error) {
    if (error instanceof FetchError) {
      const reason = articleFetchFailureReason(error);
      throw error.retryable ? transientFailure(reason, error) : permanentFailure(reason, error);
    }
    throw error;
  }
  try {
    // Off the main thread with a time and memory limit: a pathological page fails alone, permanently.
    return await readFetchedArticle(response);
  } catch (error) {
    if (error instanceof ExtractionError) throw permanentFailure(`Could not read the article: ${error.message}`, error);
    throw error;
  }
}

/**
 * People are only kept when the article really names them (a model may invent names), and are
 * stored under their name without honorifics.
 */
function groundedStakeholders(stakeholders: Stakeholder[], text: string): Stakeholder[] {
  const haystack = text.replace(/\s+/g, " ").toLowerCase();
  const seen = new Set<string>();
  return stakeholders.flatMap((s) => {
    const name = personName(s.full_name);
    const key = name.toLowerCase();
    if (!key || seen.has(key) || !haystack.includes(key)) return [];
    seen.add(key);
    return [{ ...s, full_name: name }];
  });
}

async function storeResult(
  db: Database,
  input: { eventId: string; accountId: string; article: ExtractedArticle; result: ContextualizedEvent; stakeholders: Stakeholder[] },
) {
  const { eventId, accountId, article, result, stakeholders } = input;
  const data: EventData = {
    event_summary: summaryWithoutTldr(result.event_summary, result.tldr),
    tldr: result.tldr,
    why_it_matters: result.why_it_matters,
    offerings: result.offerings,
    suggested_action: result.suggested_action,
    publication: result.publication,
    signal_type: result.signal_type,
    signal_evidence: result.signal_evidence ?? null,
  };
  await db.transaction(async (tx) => {
    await storeEventAnalysis(tx, eventId, {
      data,
      title: article.title,
      date: article.date,
      publication: result.publication || article.publication,
      summary: article.excerpt || result.tldr,
    });
    await linkEventStakeholders(tx, { eventId, accountId, stakeholders });
  });
  log.info("event processed", { eventId, signal: result.signal_type, people: stakeholders.length });
}
