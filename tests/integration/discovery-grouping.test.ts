import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import type { Database } from "@/lib/db/database";
import { discoveries } from "@/lib/db/schema/discoveries";
import { events } from "@/lib/db/schema/events";
import { alsoReportedByOf } from "@/lib/events/also-reported-by";
import { storeEventAnalysis } from "@/lib/events/event-processing";
import { listActivityFeed } from "@/lib/events/list-sent-events";
import { loadEmailEvents } from "@/lib/reports/report-queries";
import { discoveryLogSchema } from "@/lib/pipeline/discovery/discovery-log";
import { discoveryLogPath, runDiscovery } from "@/lib/pipeline/discovery/run-discovery";
import { createCorpusFetcher } from "@/lib/providers/fetch/corpus-fetch";
import type { FetchProvider } from "@/lib/providers/fetch/fetch-provider";
import { demoNewsCorpus } from "@/lib/providers/news-corpus/demo/demo-news-corpus";
import { demoArticleUrl } from "@/lib/providers/news-corpus/demo/demo-news-host";
import { createOfflineSearch } from "@/lib/providers/search/offline-search";
import type { SearchProvider, SearchResult } from "@/lib/providers/search/search-provider";
import { LocalStorage } from "@/lib/providers/storage/local-storage";
import { createAccount } from "@/tests/factories/accounts";
import { createCompany } from "@/tests/factories/companies";
import { completedEventData, createEvent } from "@/tests/factories/events";
import { createReport } from "@/tests/factories/reports";
import { demoAccountId } from "@/lib/seed/demo-events";
import { seedDemo } from "@/lib/seed/seed-demo";
import { createUser } from "@/tests/factories/users";
import { backends, useTestDatabase } from "./helpers/test-database";

// Issue 21 part 6: the same story from several outlets becomes ONE event that lists the other outlets
// ("Also reported by"); a different story of the same account stays its own event; nothing is dropped.

const storageDir = mkdtempSync(path.join(tmpdir(), "discovery-grouping-"));
afterAll(() => rmSync(storageDir, { recursive: true, force: true }));

const noNetwork: FetchProvider = { fetch: async () => Promise.reject(Object.assign(new Error("no network in tests"), { retryable: false })) };
const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString();

// Written for this test in the shape of search results: three outlets, one takeover, their own words;
// and another story of the same company in the same week.
const takeover: SearchResult[] = [
  {
    url: "https://harbor-ledger.example/business/marlow-freight-nordvej",
    title: "Marlow Freight to buy Danish trucking firm Nordvej for $240 million",
    source: "Harbor Ledger",
    date: daysAgo(2),
    snippet: "Marlow Freight agreed to acquire Nordvej Transport, adding 1,100 trucks to its European freight network, the company said on Monday.",
  },
  {
    url: "https://logistics-daily.example/2026/marlow-snaps-up-nordvej?utm_source=rss",
    title: "Marlow Freight snaps up Nordvej Transport in $240M deal",
    source: "Logistics Daily",
    date: daysAgo(2),
    snippet: "The freight operator is paying $240 million for the Danish haulier, whose 1,100 trucks run between Copenhagen and Hamburg.",
  },
  {
    url: "https://copenhagen-business-post.example/nordvej-marlow",
    title: "Marlow Freight’s Nordvej takeover puts 1,100 Danish trucks under one roof",
    source: "Copenhagen Business Post",
    date: daysAgo(1),
    snippet: "Danish haulier Nordvej Transport will become part of Marlow Freight in a $240 million deal expected to close in the first quarter.",
  },
];
const appointment: SearchResult = {
  url: "https://harbor-ledger.example/people/marlow-freight-cfo",
  title: "Marlow Freight names Ingrid Solberg chief financial officer",
  source: "Harbor Ledger",
  date: daysAgo(1),
  snippet: "Solberg, previously treasurer at a shipping group, joins the freight company as it prepares its first bond sale.",
};

const fixedSearch = (results: SearchResult[]): SearchProvider => ({ name: "fake", search: async () => results });

async function marlow(db: Database) {
  const company = await createCompany(db, { name: "Seller Co", solutions: "Integration services for mergers and acquisitions. Treasury forecasting for CFOs." });
  const user = await createUser(db, { companyId: company.id });
  const account = await createAccount(db, { companyId: company.id, name: "Marlow Freight", url: "https://marlowfreight.example", assignTo: [user.id] });
  return Object.assign(account, { userId: user.id });
}

async function discover(db: Database, accountId: string, search: SearchProvider, fetcher: FetchProvider = noNetwork) {
  const storage = new LocalStorage({ rootDir: storageDir });
  const [discovery] = await db.insert(discoveries).values({ accountId, status: "pending", source: "test" }).returning();
  await runDiscovery(discovery.id, { db, storage, search, fetcher });
  const file = await storage.get("logs", discoveryLogPath(discovery.id));
  return discoveryLogSchema.parse(JSON.parse(new TextDecoder().decode(file!.bytes)));
}

describe.each(backends)("same-story grouping in discovery on $name", (backend) => {
  const testDb = useTestDatabase(backend);

  it("makes one event of three outlets' takeover story, listing the other two, and keeps the other story its own event", async () => {
    const { db } = testDb();
    const account = await marlow(db);
    const log = await discover(db, account.id, fixedSearch([...takeover, appointment]));

    const created = await db.select().from(events).where(eq(events.accountId, account.id));
    expect(created).toHaveLength(2);
    const takeoverEvent = created.find((e) => /Nordvej/.test(e.title ?? ""))!;
    const cfoEvent = created.find((e) => /Solberg/.test(e.title ?? ""))!;
    expect(takeoverEvent).toBeDefined();
    expect(cfoEvent).toBeDefined();

    const others = alsoReportedByOf(takeoverEvent.data);
    expect(others.map((o) => o.source).sort()).toEqual(takeover.filter((t) => t.url !== takeoverEvent.url).map((t) => t.source).sort());
    expect(others.every((o) => o.url.startsWith("https://") && o.title.includes("Nordvej"))).toBe(true);
    expect(alsoReportedByOf(cfoEvent.data)).toEqual([]);

    // The log keeps the spec's fields; the two joins are there with what they joined.
    const semantic = log.debug.steps.step8_semantic_deduplication!.data;
    expect(semantic.candidates_before).toBe(4);
    expect(semantic.candidates_after).toBe(2);
    expect(semantic.removed_candidates).toHaveLength(2);
    const keptIndex = semantic.candidate_events.find((c) => c.title === takeoverEvent.title)!.index;
    for (const r of semantic.removed_candidates) {
      expect(r).toMatchObject({ duplicate_of_event_id: null, duplicate_of_candidate_index: keptIndex, joined: "candidate" });
      expect(r.reasoning).toMatch(/^Same story/);
    }
    expect(new Set(log.selected_events)).toEqual(new Set([takeoverEvent.url, cfoEvent.url]));

    // Once processed and sent in a report, the feed card and the email carry the other outlets too.
    await storeEventAnalysis(db, takeoverEvent.id, { data: completedEventData(), title: null, date: null, publication: null, summary: null });
    await createReport(db, { userId: account.userId, companyId: account.companyId, eventIds: [takeoverEvent.id], sentAt: new Date() });
    const feed = await listActivityFeed({ userId: account.userId, companyId: account.companyId });
    expect(feed.events.find((e) => e.id === takeoverEvent.id)!.alsoReportedBy).toEqual(others);
    const [emailEvent] = await db.transaction((tx) => loadEmailEvents([takeoverEvent.id], tx));
    expect(emailEvent.alsoReportedBy).toEqual(others);
  });

  it("attaches another outlet's report to the existing event once (by canonical URL), and event processing keeps the list", async () => {
    const { db } = testDb();
    const account = await marlow(db);
    const existing = await createEvent(db, {
      accountId: account.id,
      title: takeover[0].title,
      url: takeover[0].url,
      eventDate: takeover[0].date.slice(0, 10),
      summary: takeover[0].snippet,
      data: completedEventData({ event_summary: "Marlow Freight is buying Nordvej Transport for $240 million, adding 1,100 trucks.", tldr: "Marlow buys Nordvej." }),
    });

    const first = await discover(db, account.id, fixedSearch([takeover[1]]));
    const joined = first.debug.steps.step8_semantic_deduplication!.data.removed_candidates;
    expect(joined).toHaveLength(1);
    expect(joined[0]).toMatchObject({ duplicate_of_event_id: existing.id, joined: "event" });

    // The same article again, its URL dressed differently, and a third outlet.
    const again = { ...takeover[1], url: "https://www.logistics-daily.example/2026/marlow-snaps-up-nordvej/?utm_medium=social" };
    await discover(db, account.id, fixedSearch([again, takeover[2]]));

    const [row] = await db.select().from(events).where(eq(events.id, existing.id));
    expect(alsoReportedByOf(row.data).map((o) => o.source)).toEqual(["Logistics Daily", "Copenhagen Business Post"]);
    expect(await db.select().from(events).where(eq(events.accountId, account.id))).toHaveLength(1);

    // Event processing stores its analysis over data: the outlets stay.
    await storeEventAnalysis(db, existing.id, { data: completedEventData({ tldr: "Rewritten." }), title: null, date: null, publication: null, summary: null });
    const [processed] = await db.select().from(events).where(eq(events.id, existing.id));
    expect(processed.data.tldr).toBe("Rewritten.");
    expect(alsoReportedByOf(processed.data)).toHaveLength(2);
  });

  it("offline demo: Helio Grid's storage contract becomes one event that names the two other demo outlets", async () => {
    const { db } = testDb();
    const company = await createCompany(db, { name: "Northwind Demo", solutions: "Partner integrations and revenue forecasting for utilities." });
    const user = await createUser(db, { companyId: company.id });
    const account = await createAccount(db, { companyId: company.id, name: "Helio Grid", fullName: "Helio Grid Energy Systems, Inc.", url: "https://heliogrid.example", assignTo: [user.id] });
    await discover(db, account.id, createOfflineSearch(() => [demoNewsCorpus]), createCorpusFetcher([demoNewsCorpus], noNetwork));

    // whichever outlet ranks first carries the event; the other two are listed on it
    const outlets = {
      "Power Markets Daily": demoArticleUrl("power-markets-daily/helio-grid-signs-utility-storage-contract"),
      "Southwest Energy Journal": demoArticleUrl("southwest-energy-journal/helio-grid-desert-sun-storage-supply-deal"),
      "Storage Tech Review": demoArticleUrl("storage-tech-review/helio-grid-desert-sun-partnership"),
    };
    const created = await db.select().from(events).where(eq(events.accountId, account.id));
    const story = created.filter((e) => Object.values(outlets).includes(e.url!));
    expect(story, created.map((e) => e.title).join(" | ")).toHaveLength(1);
    const listed = alsoReportedByOf(story[0].data);
    expect(listed.map((o) => o.source).sort()).toEqual(Object.keys(outlets).filter((name) => outlets[name as keyof typeof outlets] !== story[0].url).sort());
    expect(listed.map((o) => o.url).sort()).toEqual(Object.values(outlets).filter((url) => url !== story[0].url).sort());
  });

  it("first start: after the seed, Helio Grid's discovery lists the other outlets on the new event and on the seeded one", async () => {
    const { db } = testDb();
    await seedDemo(db, { storage: null });
    const accountId = demoAccountId("helio");
    await discover(db, accountId, createOfflineSearch(() => [demoNewsCorpus]), createCorpusFetcher([demoNewsCorpus], noNetwork));
    const rows = await db.select().from(events).where(eq(events.accountId, accountId));
    const storage = rows.filter((e) => /desert-sun|utility-storage/.test(e.url ?? ""));
    expect(storage).toHaveLength(1);
    expect(alsoReportedByOf(storage[0].data)).toHaveLength(2);
    // the seeded Series C event gains the other outlet's report of it
    const funding = rows.find((e) => e.url === demoArticleUrl("venture-ledger/helio-grid-raises-120-million-series-c"))!;
    expect(alsoReportedByOf(funding.data).map((o) => o.source)).toEqual(["Energy Wire"]);
  });
});
