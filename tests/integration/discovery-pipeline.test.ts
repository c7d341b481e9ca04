import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { rowsOf, type Database } from "@/lib/db/database";
import { discoveries } from "@/lib/db/schema/discoveries";
import { events } from "@/lib/db/schema/events";
import { queueAccountDiscovery, queueDiscoveries } from "@/lib/discoveries/queue-discoveries";
import { discoveryLogSchema } from "@/lib/pipeline/discovery/discovery-log";
import { runDiscovery, discoveryLogPath } from "@/lib/pipeline/discovery/run-discovery";
import { createCorpusFetcher } from "@/lib/providers/fetch/corpus-fetch";
import type { FetchProvider } from "@/lib/providers/fetch/fetch-provider";
import { demoNewsCorpus } from "@/lib/providers/news-corpus/demo/demo-news-corpus";
import { demoArticleUrl } from "@/lib/providers/news-corpus/demo/demo-news-host";
import { createFolderNewsCorpus } from "@/lib/providers/news-corpus/folder/folder-news-corpus";
import type { SearchableNewsCorpus } from "@/lib/providers/news-corpus/news-corpus";
import { createOfflineSearch } from "@/lib/providers/search/offline-search";
import { OpenAiDiscoveryJudge } from "@/lib/providers/llm/openai-discovery-judge";
import { LocalStorage } from "@/lib/providers/storage/local-storage";
import { createAccount } from "@/tests/factories/accounts";
import { createCompany } from "@/tests/factories/companies";
import { completedEventData, createEvent } from "@/tests/factories/events";
import { createUser } from "@/tests/factories/users";
import { startOpenAiFake } from "./fakes/openai-fake";
import { backends, useTestDatabase } from "./helpers/test-database";

const storageDir = mkdtempSync(path.join(tmpdir(), "discovery-storage-"));
const newsDir = mkdtempSync(path.join(tmpdir(), "discovery-news-"));
afterAll(() => {
  rmSync(storageDir, { recursive: true, force: true });
  rmSync(newsDir, { recursive: true, force: true });
});

const noNetwork: FetchProvider = { fetch: async () => Promise.reject(Object.assign(new Error("no network in tests"), { retryable: false })) };

function depsFor(db: Database, corpora: SearchableNewsCorpus[]) {
  const storage = new LocalStorage({ rootDir: storageDir });
  return { db, storage, search: createOfflineSearch(() => corpora), fetcher: createCorpusFetcher(corpora, noNetwork) };
}

async function verdant(db: Database) {
  const company = await createCompany(db, {
    name: "Bluepeak Security",
    solutions: "Zero Trust Access for newly acquired workforces. Incident Response Retainer for breaches.",
  });
  const user = await createUser(db, { companyId: company.id });
  const account = await createAccount(db, { companyId: company.id, name: "Verdant Mobility", fullName: "Verdant Mobility Holdings", url: "https://verdantmobility.example", assignTo: [user.id] });
  return { company, user, account };
}

async function readLog(storage: LocalStorage, id: string) {
  const file = await storage.get("logs", discoveryLogPath(id));
  return discoveryLogSchema.parse(JSON.parse(new TextDecoder().decode(file!.bytes)));
}

describe.each(backends)("discovery pipeline on $name", (backend) => {
  const testDb = useTestDatabase(backend);

  it("finds the account's fresh stories offline, removes copies, decoys and known stories, and queues at most 3 new events", async () => {
    const { db } = testDb();
    const { account } = await verdant(db);
    const existing = await createEvent(db, {
      accountId: account.id,
      title: "Verdant Mobility acquires e-scooter operator Voltway in all-stock deal",
      url: demoArticleUrl("mobility-insider/verdant-mobility-acquires-voltway"),
      data: completedEventData({ event_summary: "Verdant bought Voltway for $190 million in shares, adding 40,000 scooters.", signal_type: "acquisition" }),
    });
    const [discovery] = await db.insert(discoveries).values({ accountId: account.id, status: "pending", source: "test" }).returning();
    const deps = depsFor(db, [demoNewsCorpus]);
    await runDiscovery(discovery.id, deps);

    const log = await readLog(deps.storage, discovery.id);
    const steps = log.debug.steps;
    expect(steps.step2_account_info.data).toMatchObject({ account_name: "Verdant Mobility", company_name: "Bluepeak Security" });
    const search = steps.step5_search_execution!.data;
    expect(search.results_by_query.length).toBeGreaterThanOrEqual(4);
    const dedup = steps.step6_content_deduplication!.data;
    expect(dedup.input_articles_count).toBe(search.all_articles.length);
    const keptUrls = dedup.kept_indices.map((i) => search.all_articles[i].url);
    const copies = [demoArticleUrl("newswire-syndicate/verdant-mobility-acquires-voltway"), demoArticleUrl("mobility-insider/verdant-mobility-acquires-voltway")];
    expect(keptUrls.filter((u) => copies.includes(u))).toHaveLength(1);
    expect(new Set(keptUrls).size).toBe(keptUrls.length);

    const step7 = steps.step7_filtered_ranked!.data as unknown as { dropped_articles: { title: string; reason: string }[] };
    const dropped = (title: string) => step7.dropped_articles.find((d) => d.title.startsWith(title))?.reason;
    expect(dropped("Verdant Mobility opens stairlift")).toMatch(/^Namesake/);
    expect(dropped("Scooter start-up Zoomo")).toMatch(/^Passing mention/);

    const semantic = steps.step8_semantic_deduplication!.data;
    expect(semantic.status).toBe("completed");
    expect(semantic.existing_events_count).toBe(1);
    const removedForEvent = semantic.removed_candidates.filter((r) => r.duplicate_of_event_id === existing.id);
    expect(removedForEvent.length).toBeGreaterThanOrEqual(2);
    expect(removedForEvent.every((r) => r.reasoning.length > 10)).toBe(true);

    const created = await db.select().from(events).where(eq(events.source, "discovery"));
    expect(created.length).toBeGreaterThan(0);
    expect(created.length).toBeLessThanOrEqual(3);
    expect(created.every((e) => e.status === "pending")).toBe(true);
    expect(new Set(log.selected_events)).toEqual(new Set(created.map((e) => e.url)));
    expect(created.map((e) => e.title).join(" ")).not.toMatch(/Voltway/);
    const queued = rowsOf<{ message: { event_id: string } }>(await db.execute(sql`select message from pgmq.q_events where message ->> 'job_type' = 'event'`));
    expect(queued.map((q) => q.message.event_id).sort()).toEqual(created.map((e) => e.id).sort());
    const [row] = await db.select().from(discoveries).where(eq(discoveries.id, discovery.id));
    expect(row.status).toBe("completed");

    // The same news again: nothing new.
    const [again] = await db.insert(discoveries).values({ accountId: account.id, status: "pending", source: "test" }).returning();
    await runDiscovery(again.id, deps);
    expect((await db.select().from(events).where(eq(events.source, "discovery"))).length).toBe(created.length);
  });

  it("finds the articles of an OFFLINE_NEWS_DIR folder and serves them offline", async () => {
    const { db } = testDb();
    const { account } = await verdant(db);
    const published = new Date(Date.now() - 2 * 86_400_000).toISOString();
    writeFileSync(
      path.join(newsDir, "saved.json"),
      JSON.stringify([
        { url: "https://saved.example/verdant-ipo", title: "Verdant Mobility files for a New York listing", source: "Saved Times", published_at: published, text: "Verdant Mobility filed to list its shares in New York, Chief Executive Officer Sofia Mendes said.\n\nVerdant Mobility plans to raise $300 million for scooters and e-bikes." },
      ]),
    );
    writeFileSync(
      path.join(newsDir, "more.jsonl"),
      `${JSON.stringify({ url: "https://saved.example/verdant-lisbon-depot", title: "Verdant Mobility opens a new e-bike depot in Lisbon", source: "Saved Post", published_at: published, snippet: "The depot will service 5,000 e-bikes.", html: "<html><body><article><h1>Verdant Mobility opens a new e-bike depot in Lisbon</h1><p>Verdant Mobility opened a depot for 5,000 e-bikes and scooters.</p></article></body></html>" })}\n`,
    );
    const folder = createFolderNewsCorpus(newsDir);
    const [discovery] = await db.insert(discoveries).values({ accountId: account.id, status: "pending", source: "test" }).returning();
    const deps = depsFor(db, [demoNewsCorpus, folder]);
    await runDiscovery(discovery.id, deps);
    const log = await readLog(deps.storage, discovery.id);
    const urls = log.debug.steps.step5_search_execution!.data.all_articles.map((a) => a.url);
    expect(urls).toContain("https://saved.example/verdant-ipo");
    expect(urls).toContain("https://saved.example/verdant-lisbon-depot");
    const page = await deps.fetcher.fetch("https://saved.example/verdant-ipo");
    expect(page.text()).toContain("New York listing");
  });

  it("hosted mode: the language model writes the queries and judges duplicates (structured output stored in the log)", async () => {
    const { db } = testDb();
    const { account } = await verdant(db);
    const existing = await createEvent(db, { accountId: account.id, title: "Verdant buys Voltway", url: "https://elsewhere.example/voltway", data: completedEventData() });
    const fake = await startOpenAiFake();
    try {
      fake.reply(
        { content: JSON.stringify({ queries: [{ purpose: "Deals", engine: "google_news", query: '"Verdant Mobility" (acquires OR takeover)' }, { purpose: "People", engine: "google_news", query: '"Verdant Mobility" appoints' }] }) },
        { content: JSON.stringify({ duplicates: [{ candidate_index: 0, duplicate_of_event_id: existing.id, duplicate_of_candidate_index: null, reasoning: "Same Voltway takeover as the tracked event.", candidate_quote: "after $190 million takeover", duplicate_quote: "Verdant buys Voltway" }], unique_candidates: [], reason: "The takeover is tracked" }) },
      );
      const [discovery] = await db.insert(discoveries).values({ accountId: account.id, status: "pending", source: "test" }).returning();
      const deps = { ...depsFor(db, [demoNewsCorpus]), judge: new OpenAiDiscoveryJudge({ apiKey: fake.apiKey, baseURL: fake.baseURL, model: "gpt-test", maxRetries: 0 }) };
      await runDiscovery(discovery.id, deps);
      const log = await readLog(deps.storage, discovery.id);
      expect(log.debug.steps.step3_query_generation!.data.queries.map((q) => q.query)).toEqual(['"Verdant Mobility" (acquires OR takeover)', '"Verdant Mobility" appoints']);
      const semantic = log.debug.steps.step8_semantic_deduplication!.data;
      // the model's duplicate JOINS the event it repeats (issue 21: grouped, never dropped)
      expect(semantic.removed_candidates).toMatchObject([{ index: 0, duplicate_of_event_id: existing.id, reasoning: "Same Voltway takeover as the tracked event.", joined: "event" }]);
      const [tracked] = await db.select().from(events).where(eq(events.id, existing.id));
      expect((tracked.data.also_reported_by as { url: string }[]).map((o) => o.url)).toEqual([semantic.candidate_events[0].url]);
      expect(semantic.llm_response).toMatchObject({ reason: "The takeover is tracked" });
    } finally {
      await fake.close();
    }
  });

  it("queues one discovery per account: a pending or running account is not queued twice", async () => {
    const { db } = testDb();
    const { account } = await verdant(db);
    const first = await db.transaction((tx) => queueAccountDiscovery(tx, account.id, "privileged"));
    const second = await db.transaction((tx) => queueAccountDiscovery(tx, account.id, "privileged"));
    expect(second).toBe(first);
    const again = await db.transaction((tx) => queueDiscoveries(tx, { accountIds: [account.id], source: "auto", mode: "privileged" }));
    expect(again.queued).toEqual([]);
    const jobs = rowsOf(await db.execute(sql`select 1 from pgmq.q_events where message ->> 'job_type' = 'discovery'`));
    expect(jobs.length).toBe(1);
  });
});
