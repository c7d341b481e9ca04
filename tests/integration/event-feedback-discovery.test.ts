import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import type { Database } from "@/lib/db/database";
import { discoveries } from "@/lib/db/schema/discoveries";
import { events } from "@/lib/db/schema/events";
import { markNotRelevant } from "@/lib/event-feedback/mark-event-feedback";
import { discoveryLogSchema } from "@/lib/pipeline/discovery/discovery-log";
import { NOT_IMPORTANT_PENALTY } from "@/lib/pipeline/discovery/feedback-cues";
import type { FeedbackChange, RankedArticle } from "@/lib/pipeline/discovery/filter-rank";
import { discoveryLogPath, runDiscovery } from "@/lib/pipeline/discovery/run-discovery";
import { createCorpusFetcher } from "@/lib/providers/fetch/corpus-fetch";
import type { FetchProvider } from "@/lib/providers/fetch/fetch-provider";
import { createFolderNewsCorpus } from "@/lib/providers/news-corpus/folder/folder-news-corpus";
import { createOfflineSearch } from "@/lib/providers/search/offline-search";
import { LocalStorage } from "@/lib/providers/storage/local-storage";
import { createAccount } from "@/tests/factories/accounts";
import { createCompany } from "@/tests/factories/companies";
import { createUser } from "@/tests/factories/users";
import { backends, useTestDatabase } from "./helpers/test-database";

const storageDir = mkdtempSync(path.join(tmpdir(), "feedback-storage-"));
const newsDirs: string[] = [];
afterAll(() => {
  rmSync(storageDir, { recursive: true, force: true });
  for (const dir of newsDirs) rmSync(dir, { recursive: true, force: true });
});

const NOW = new Date("2026-11-20T09:00:00Z");
const YESTERDAY = "2026-11-19T08:00:00Z";
const noNetwork: FetchProvider = { fetch: async () => Promise.reject(Object.assign(new Error("no network in tests"), { retryable: false })) };

type Article = { url: string; title: string; source: string; text: string; published_at?: string };

/** A search over exactly these saved articles (a folder corpus), as discovery sees it offline. */
function depsFor(db: Database, articles: Article[]) {
  const dir = mkdtempSync(path.join(tmpdir(), "feedback-news-"));
  newsDirs.push(dir);
  writeFileSync(path.join(dir, "news.json"), JSON.stringify(articles.map((a) => ({ published_at: YESTERDAY, ...a }))));
  const corpora = [createFolderNewsCorpus(dir)];
  return { db, storage: new LocalStorage({ rootDir: storageDir }), search: createOfflineSearch(() => corpora), fetcher: createCorpusFetcher(corpora, noNetwork), now: () => NOW };
}

async function run(db: Database, accountId: string, articles: Article[]) {
  const [discovery] = await db.insert(discoveries).values({ accountId, status: "pending", source: "test" }).returning();
  const deps = depsFor(db, articles);
  await runDiscovery(discovery.id, deps);
  const file = await deps.storage.get("logs", discoveryLogPath(discovery.id));
  const log = discoveryLogSchema.parse(JSON.parse(new TextDecoder().decode(file!.bytes)));
  const step7 = log.debug.steps.step7_filtered_ranked!.data as unknown as { ranked_articles: RankedArticle[]; dropped_articles: { title: string; reason: string }[]; feedback_changes: FeedbackChange[] };
  const all = log.debug.steps.step5_search_execution!.data.all_articles;
  const kept = log.debug.steps.step6_content_deduplication!.data.kept_indices.map((i) => all[i]);
  const titleOf = (r: RankedArticle) => kept[r.dedup_index].title;
  return { log, step7, titleOf, feedbackStep: log.debug.steps.step7_feedback as { data: { marks: { id: string }[]; changes: FeedbackChange[] } } | undefined };
}

const eventByUrl = async (db: Database, url: string) => (await db.select().from(events).where(eq(events.url, url)))[0];

describe.each(backends)("discovery learns from Not relevant marks on $name", (backend) => {
  const testDb = useTestDatabase(backend);

  it("a 'wrong company' mark drops the namesake discovery selected before, and the log names the feedback", async () => {
    const { db } = testDb();
    const company = await createCompany(db, { name: "Ledgerline", solutions: "Revenue forecasting for finance teams." });
    const user = await createUser(db, { companyId: company.id });
    const account = await createAccount(db, { companyId: company.id, name: "Orbit Analytics", url: "https://orbitanalytics.example", assignTo: [user.id] });
    const real: Article = {
      url: "https://news.example/orbit-analytics-series-b",
      title: "Orbit Analytics raises $40 million for its data platform",
      source: "Data Daily",
      text: "Orbit Analytics raised $40 million in a Series B round, the company said on Tuesday. Orbit Analytics will hire 60 engineers for its data platform. The company plans to open an office in Berlin next year.",
    };
    const bakery: Article = {
      url: "https://leedslocal.example/orbit-analytics-bakery-second-cafe",
      title: "Orbit Analytics bakery opens a second cafe in Leeds",
      source: "Leeds Local",
      text: "Orbit Analytics, the Leeds bakery, opened a second cafe on Monday. Orbit Analytics sells bread and coffee to 2,000 customers a week. The bakery plans a third cafe next spring.",
    };
    const first = await run(db, account.id, [real, bakery]);
    expect(first.log.selected_events).toContain(bakery.url);
    expect(first.log.selected_events).toContain(real.url);

    const marked = await eventByUrl(db, bakery.url);
    await markNotRelevant({ userId: user.id, companyId: company.id }, { eventId: marked.id, reason: "wrong_company" });

    const brunch: Article = {
      url: "https://leedslocal.example/orbit-analytics-brunch",
      title: "Orbit Analytics cafe adds a weekend brunch menu",
      source: "Leeds Local",
      text: "Orbit Analytics, the bakery and cafe in Leeds, now serves brunch on weekends. Orbit Analytics said the restaurant will seat 40 more customers. The cafe's coffee comes from a local roaster.",
    };
    const second = await run(db, account.id, [real, bakery, brunch]);
    expect(second.log.selected_events).not.toContain(brunch.url);
    const droppedBakery = second.step7.dropped_articles.find((d) => d.title === bakery.title);
    expect(droppedBakery?.reason).toMatch(/^Namesake by feedback/);
    const feedbackId = second.feedbackStep!.data.marks[0].id;
    expect(droppedBakery?.reason).toContain(feedbackId);
    expect(second.step7.dropped_articles.find((d) => d.title === brunch.title)?.reason).toMatch(/^Namesake by feedback/);
    const changes = second.feedbackStep!.data.changes;
    expect(changes.filter((c) => c.effect === "dropped").map((c) => c.title).sort()).toEqual([bakery.title, brunch.title].sort());
    expect(changes.every((c) => c.feedback.some((f) => f.id === feedbackId && f.reason === "wrong_company" && f.event_id === marked.id))).toBe(true);
    // The real story is still ranked.
    expect(second.step7.ranked_articles.map(second.titleOf)).toContain(real.title);
  });

  it("a 'not important' mark lowers that signal type's score by the logged amount, and the ranking moves with it", async () => {
    const { db } = testDb();
    const company = await createCompany(db, { name: "Safeguard Training", solutions: "Workplace safety courses for partner ecosystems." });
    const user = await createUser(db, { companyId: company.id });
    const account = await createAccount(db, { companyId: company.id, name: "Tamsin Robotics", url: "https://tamsinrobotics.example", assignTo: [user.id] });
    const funding: Article = {
      url: "https://news.example/tamsin-robotics-funding",
      title: "Tamsin Robotics raises $30 million in Series A funding",
      source: "Robot Report",
      text: "Tamsin Robotics raised $30 million in a Series A funding round led by Northgate Ventures. Tamsin Robotics builds warehouse robots. The company will use the funding to double production.",
    };
    const partnership: Article = {
      url: "https://news.example/tamsin-robotics-partnership",
      title: "Tamsin Robotics partners with Keelson Logistics on warehouse automation",
      source: "Robot Report",
      text: "Tamsin Robotics signed a partnership with Keelson Logistics to automate six warehouses. Tamsin Robotics robots will pick parcels. The partnership starts in January.",
    };
    const first = await run(db, account.id, [funding, partnership]);
    const before = new Map(first.step7.ranked_articles.map((r) => [first.titleOf(r), r]));
    expect(before.get(funding.title)!.signal_type).toBe("funding");
    expect(before.get(funding.title)!.ranking).toBe(1);
    expect(before.get(partnership.title)!.ranking).toBe(2);

    const marked = await eventByUrl(db, funding.url);
    await markNotRelevant({ userId: user.id, companyId: company.id }, { eventId: marked.id, reason: "not_important" });

    const second = await run(db, account.id, [funding, partnership]);
    const after = new Map(second.step7.ranked_articles.map((r) => [second.titleOf(r), r]));
    const change = second.feedbackStep!.data.changes.find((c) => c.title === funding.title)!;
    expect(change.effect).toBe("rescored");
    expect(change.score_delta).toBe(-NOT_IMPORTANT_PENALTY);
    expect(change.feedback.map((f) => f.reason)).toEqual(["not_important"]);
    // The logged amount is exactly what moved: the score without feedback is the first run's score.
    expect(change.score_without_feedback).toBe(before.get(funding.title)!.score);
    expect(after.get(funding.title)!.score).toBeCloseTo(before.get(funding.title)!.score + change.score_delta!, 6);
    expect(after.get(partnership.title)!.score).toBe(before.get(partnership.title)!.score);
    expect(change.ranking_without_feedback).toBe(1);
    expect(change.ranking).toBe(2);
    expect(after.get(funding.title)!.ranking).toBe(2);
    expect(after.get(partnership.title)!.ranking).toBe(1);
  });
});
