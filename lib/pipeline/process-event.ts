import { eq, sql } from "drizzle-orm";
import type { Database } from "@/lib/db/database";
import { accounts } from "@/lib/db/schema/accounts";
import { companies } from "@/lib/db/schema/companies";
import { events, type EventData } from "@/lib/db/schema/events";
import { people } from "@/lib/db/schema/people";
import { log } from "@/lib/log";
import { FetchError } from "@/lib/providers/fetch/fetch-error";
import { createFetchProvider } from "@/lib/providers/fetch/create-fetch-provider";
import type { SafeFetchOptions, SafeResponse } from "@/lib/providers/fetch/fetch-provider";
import type { ContextualizedEvent, LlmProvider, Stakeholder } from "@/lib/providers/llm/llm-provider";
import { LlmError } from "@/lib/providers/llm/llm-provider";
import { permanentFailure, transientFailure } from "@/lib/queue/job-definition";
import { ARTICLE_FETCH_TIMEOUT_MS, articleFetchFailureReason } from "./article-fetch-failure";
import { decodePage } from "./decode-page";
import type { ExtractedArticle } from "./extract-article";
import { extractArticleInWorker } from "./extract-in-worker";
import { ExtractionError } from "./extraction-error";

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
  const [event] = await db
    .select({ id: events.id, url: events.url, accountId: events.accountId, isDeleted: events.isDeleted })
    .from(events)
    .where(eq(events.id, eventId))
    .limit(1);
  if (!event) throw permanentFailure("Event not found");
  if (event.isDeleted) return settleDeletedEvent(db, eventId);
  await db.update(events).set({ status: "running", statusReason: null, updatedAt: new Date() }).where(eq(events.id, eventId));

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

export const EVENT_WAS_DELETED = "The event was deleted.";

/**
 * A deleted event is not processed, but it must not stay pending or running (the list would poll it
 * forever): it keeps the contextualised data it has as completed, or fails when it has none.
 */
async function settleDeletedEvent(db: Database, eventId: string) {
  await db.execute(sql`
    update public.events set
      status = case when coalesce(btrim(data ->> 'event_summary'), '') <> '' then 'completed' else 'failed' end,
      status_reason = case when coalesce(btrim(data ->> 'event_summary'), '') <> '' then null else ${EVENT_WAS_DELETED} end,
      updated_at = now()
    where id = ${eventId}::uuid and status in ('pending', 'running')`);
  log.info("event skipped: deleted", { eventId });
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
    const html = await decodePage(response.body, response.headers["content-type"]);
    return await extractArticleInWorker(html, response.url);
  } catch (error) {
    if (error instanceof ExtractionError) throw permanentFailure(`Could not read the article: ${error.message}`, error);
    throw error;
  }
}

/**
 * A person's name as stored: single spaces and no leading honorifics ("Dr. Tomas Lindqvist" and
 * "Tomas Lindqvist" are one person, and people are matched by name).
 */
export function personName(name: string) {
  return name
    .replace(/\s+/g, " ")
    .trim()
    .replace(/^(?:(?:dr|prof|mr|mrs|ms)\.?(?:\s+|$))+/i, "");
}

const normaliseName = (name: string) => personName(name).toLowerCase();

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
    event_summary: result.event_summary,
    tldr: result.tldr,
    why_it_matters: result.why_it_matters,
    offerings: result.offerings,
    suggested_action: result.suggested_action,
    publication: result.publication,
    signal_type: result.signal_type,
    signal_evidence: result.signal_evidence ?? null,
  };
  const publication = result.publication || article.publication;
  const summary = article.excerpt || result.tldr;
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      update public.events set
        data = coalesce(data, '{}'::jsonb) || ${JSON.stringify(data)}::jsonb,
        title = coalesce(nullif(btrim(title), ''), ${article.title}),
        event_date = coalesce(event_date, ${article.date}::date),
        publication = coalesce(nullif(btrim(publication), ''), ${publication}),
        summary = coalesce(nullif(btrim(summary), ''), ${summary}),
        status = 'completed',
        status_reason = null,
        updated_at = now()
      where id = ${eventId}::uuid`);

    if (stakeholders.length === 0) return;
    const known = await tx.select({ id: people.id, fullName: people.fullName }).from(people).where(eq(people.accountId, accountId));
    for (const s of stakeholders) {
      const existing = known.find((p) => normaliseName(p.fullName) === normaliseName(s.full_name));
      let personId = existing?.id;
      if (personId) {
        await tx.execute(sql`
          update public.people set
            title = coalesce(nullif(btrim(title), ''), ${s.title}),
            linkedin_username = coalesce(linkedin_username, ${s.linkedin_username ?? null})
          where id = ${personId}::uuid`);
      } else {
        const inserted = await tx.execute(sql`
          insert into public.people (full_name, title, linkedin_username, account_id)
          values (${s.full_name}, ${s.title}, ${s.linkedin_username ?? null}, ${accountId}::uuid)
          on conflict (account_id, lower(full_name)) do update set title = coalesce(nullif(btrim(people.title), ''), excluded.title)
          returning id`);
        personId = rowId(inserted);
        known.push({ id: personId, fullName: s.full_name });
      }
      await tx.execute(sql`
        insert into public.event_people (event_id, person_id, reasoning)
        values (${eventId}::uuid, ${personId}::uuid, ${s.reasoning})
        on conflict (event_id, person_id) do update set reasoning = excluded.reasoning`);
    }
  });
  log.info("event processed", { eventId, signal: result.signal_type, people: stakeholders.length });
}

function rowId(result: unknown): string {
  const rows = Array.isArray(result) ? result : ((result as { rows?: unknown[] }).rows ?? []);
  const id = (rows[0] as { id?: string } | undefined)?.id;
  if (!id) throw new Error("Inserting a person returned no id");
  return id;
}

/** Marks the event failed with a reason a user can read (the worker gave up on it). */
export async function markEventFailed(db: Database, eventId: string, reason: string) {
  await db.update(events).set({ status: "failed", statusReason: reason, updatedAt: new Date() }).where(eq(events.id, eventId));
}

/** Shows the event as waiting again while a retry is scheduled. */
export async function markEventRetrying(db: Database, eventId: string, reason: string) {
  await db
    .update(events)
    .set({ status: "pending", statusReason: `Retrying after an error: ${reason}`, updatedAt: new Date() })
    .where(eq(events.id, eventId));
}
