import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { reports } from "@/lib/db/schema/reports";
import { loadAccountHeat, loadHeatingUp } from "@/lib/account-heat/account-heat";
import { loadAccountSteering } from "@/lib/account-heat/account-steering";
import { snoozeAccount, unsnoozeAccount } from "@/lib/account-snoozes/account-snoozes";
import type { Database } from "@/lib/db/database";
import { discoveries } from "@/lib/db/schema/discoveries";
import { listActivityFeed } from "@/lib/events/list-sent-events";
import { discoveryLogSchema } from "@/lib/pipeline/discovery/discovery-log";
import { MEAN_RULE } from "@/lib/pipeline/discovery/discovery-weights";
import { discoveryLogPath, runDiscovery } from "@/lib/pipeline/discovery/run-discovery";
import type { FetchProvider } from "@/lib/providers/fetch/fetch-provider";
import type { SearchProvider, SearchResult } from "@/lib/providers/search/search-provider";
import { LocalStorage } from "@/lib/providers/storage/local-storage";
import { createReport as buildReport } from "@/lib/reports/report-mutations";
import { listReportEvents } from "@/lib/reports/report-queries";
import { withScope } from "@/lib/db/scoped";
import { BUILT_IN_SIGNAL_WEIGHTS, mergeWeights } from "@/lib/signal-weights/signal-weight-defaults";
import { getSignalWeightSettings, saveCompanySignalWeights, saveSignalWeights } from "@/lib/signal-weights/signal-weights";
import { createAccount } from "@/tests/factories/accounts";
import { createCompany } from "@/tests/factories/companies";
import { completedEventData, createEvent } from "@/tests/factories/events";
import { createReport } from "@/tests/factories/reports";
import { createUser } from "@/tests/factories/users";
import { backends, useTestDatabase } from "./helpers/test-database";

// Issue 25, parts 2-4: per-type weights order discovery's candidates (the assigned users' mean, in the
// log) and a user's report; a snoozed account leaves the user's feed and reports until undone; two
// strong signals in 21 days make an account "Heating up".

const storageDir = mkdtempSync(path.join(tmpdir(), "signal-weights-"));
afterAll(() => rmSync(storageDir, { recursive: true, force: true }));

const noNetwork: FetchProvider = { fetch: async () => Promise.reject(Object.assign(new Error("no network in tests"), { retryable: false })) };
const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString();
const dayAgo = (n: number) => daysAgo(n).slice(0, 10);

// Two candidates alike in all but their type: same day, same outlet kind, no cue in the seller's
// solutions, and hiring and partnership weigh the same (70) built in.
const hiring: SearchResult = {
  url: "https://harbor-ledger.example/jobs/marlow-freight-drivers",
  title: "Marlow Freight is hiring 300 drivers for its new routes",
  source: "Harbor Ledger",
  date: daysAgo(2),
  snippet: "The freight company plans to recruit 300 truck drivers and dispatchers this quarter.",
};
const partnership: SearchResult = {
  url: "https://logistics-daily.example/marlow-baltic-rail",
  title: "Marlow Freight partners with Baltic Rail on cross-border freight",
  source: "Logistics Daily",
  date: daysAgo(2),
  snippet: "Marlow Freight signed a partnership with Baltic Rail to combine road and rail freight.",
};

async function world(db: Database) {
  const company = await createCompany(db, { name: "Quiet Seller", solutions: "Office furniture." });
  const ana = await createUser(db, { companyId: company.id, name: "Ana" });
  const ben = await createUser(db, { companyId: company.id, name: "Ben" });
  const admin = await createUser(db, { role: "admin", companyId: null });
  const account = await createAccount(db, { companyId: company.id, name: "Marlow Freight", url: "https://marlowfreight.example", assignTo: [ana.id, ben.id] });
  return { company, ana, ben, admin, account };
}

async function discover(db: Database, accountId: string) {
  const storage = new LocalStorage({ rootDir: storageDir });
  const search: SearchProvider = { name: "fake", search: async () => [hiring, partnership] };
  const [discovery] = await db.insert(discoveries).values({ accountId, status: "pending", source: "test" }).returning();
  await runDiscovery(discovery.id, { db, storage, search, fetcher: noNetwork, maxEvents: 1 });
  const file = await storage.get("logs", discoveryLogPath(discovery.id));
  const log = discoveryLogSchema.parse(JSON.parse(new TextDecoder().decode(file!.bytes)));
  const step7 = log.debug.steps.step7_filtered_ranked!.data as unknown as {
    ranked_articles: { dedup_index: number; signal_type: string; signal_weight: number; reason: string; score: number }[];
    signal_weights: { rule: string; users: number; weights: Record<string, number> };
  };
  return { log, step7 };
}

describe.each(backends)("signal weights, snooze and heat on $name", (backend) => {
  const testDb = useTestDatabase(backend);

  it("discovery ranks two otherwise equal candidates by the assigned users' mean weight, and logs the weight used", async () => {
    const { db } = testDb();
    const { ana, ben, admin, company, account } = await world(db);

    const before = await discover(db, account.id);
    const [first, second] = before.step7.ranked_articles;
    expect([first.signal_type, second.signal_type].sort()).toEqual(["hiring", "partnership"]);
    expect(first.score).toBe(second.score);
    expect(before.step7.signal_weights).toMatchObject({ rule: MEAN_RULE, users: 2 });
    expect(first.signal_weight).toBe(BUILT_IN_SIGNAL_WEIGHTS.hiring);

    // Ana weighs partnerships 100, Ben keeps the company's default (set to 90 by the admin): mean 95 over 70.
    await saveCompanySignalWeights(admin.id, company.id, mergeWeights({ partnership: 90 }));
    await saveSignalWeights(ana.id, ana.id, mergeWeights({ partnership: 100 }));
    const partnershipFirst = await discover(db, account.id);
    expect(partnershipFirst.step7.ranked_articles.map((r) => r.signal_type)).toEqual(["partnership", "hiring"]);
    expect(partnershipFirst.step7.ranked_articles[0]).toMatchObject({ signal_weight: 95 });
    expect(partnershipFirst.step7.ranked_articles[0].reason).toContain("(weight 95)");
    expect(partnershipFirst.step7.signal_weights.weights.partnership).toBe(95);
    expect(partnershipFirst.log.selected_events).toEqual([partnership.url]);

    // Both now weigh hiring 100 and partnerships 0: the order flips.
    await saveSignalWeights(ana.id, ana.id, mergeWeights({ hiring: 100, partnership: 0 }));
    await saveSignalWeights(admin.id, ben.id, mergeWeights({ hiring: 100, partnership: 0 }));
    const hiringFirst = await discover(db, account.id);
    expect(hiringFirst.step7.ranked_articles.map((r) => r.signal_type)).toEqual(["hiring", "partnership"]);
    expect(hiringFirst.step7.ranked_articles.map((r) => r.signal_weight)).toEqual([100, 0]);
  });

  it("a user's weights order their new report; the company default applies until they set their own", async () => {
    const { db } = testDb();
    const { ana, admin, company, account } = await world(db);
    const scope = { userId: ana.id, companyId: company.id };
    const hire = await createEvent(db, { accountId: account.id, title: "Hiring", eventDate: dayAgo(1), data: completedEventData({ signal_type: "hiring" }) });
    const partner = await createEvent(db, { accountId: account.id, title: "Partnership", eventDate: dayAgo(1), data: completedEventData({ signal_type: "partnership" }) });
    const order = async () => {
      const report = await buildReport(scope, {});
      const ids = await withScope(scope, (tx) => listReportEvents(report.id, tx));
      await db.delete(reports).where(eq(reports.id, report.id));
      return ids.map((e) => e.id);
    };

    await saveCompanySignalWeights(admin.id, company.id, mergeWeights({ partnership: 95 }));
    expect(await order()).toEqual([partner.id, hire.id]);
    expect((await getSignalWeightSettings(ana.id, ana.id))!).toMatchObject({ saved: false, weights: { partnership: 95 } });

    await saveSignalWeights(ana.id, ana.id, mergeWeights({ hiring: 100, partnership: 10 }));
    expect(await order()).toEqual([hire.id, partner.id]);
    expect((await getSignalWeightSettings(ana.id, ana.id))!).toMatchObject({ saved: true, weights: { hiring: 100, partnership: 10 }, companyDefaults: { partnership: 95 } });
  });

  it("a user cannot set another user's weights or the company's defaults", async () => {
    const { db } = testDb();
    const { ana, ben, company } = await world(db);
    await expect(saveSignalWeights(ana.id, ben.id, mergeWeights())).rejects.toThrow();
    await expect(saveCompanySignalWeights(ana.id, company.id, mergeWeights())).rejects.toThrow();
  });

  it("a snoozed account leaves that user's feed and reports (not a colleague's), and Undo brings it back", async () => {
    const { db } = testDb();
    const { ana, ben, company, account } = await world(db);
    const other = await createAccount(db, { companyId: company.id, name: "Other Co", url: "https://other.example", assignTo: [ana.id] });
    const anaScope = { userId: ana.id, companyId: company.id };
    const benScope = { userId: ben.id, companyId: company.id };
    const sent = await createEvent(db, { accountId: account.id, title: "Already sent" });
    await createReport(db, { userId: ana.id, companyId: company.id, eventIds: [sent.id], sentAt: new Date() });
    const fresh = await createEvent(db, { accountId: account.id, title: "New at Marlow" });
    const elsewhere = await createEvent(db, { accountId: other.id, title: "New at Other" });

    const { until } = await snoozeAccount(anaScope, { account_id: account.id, period: "week" });
    expect(until > new Date().toISOString().slice(0, 10)).toBe(true);
    expect((await loadAccountSteering(anaScope)).get(account.id)?.snoozedUntil).toBe(until);
    expect((await listActivityFeed(anaScope)).events.map((e) => e.id)).toEqual([]);
    const report = await buildReport(anaScope, { requireEvents: true });
    const ids = (await withScope(anaScope, (tx) => listReportEvents(report!.id, tx))).map((e) => e.id);
    expect(ids).toEqual([elsewhere.id]);
    // Ben's feed and reports are his own.
    expect((await buildReport(benScope, { requireEvents: true }))!.eventCount).toBe(2);

    await unsnoozeAccount(anaScope, account.id);
    expect((await listActivityFeed(anaScope)).events.map((e) => e.id)).toEqual([sent.id]);
    const next = await buildReport(anaScope, { requireEvents: true });
    expect((await withScope(anaScope, (tx) => listReportEvents(next!.id, tx))).map((e) => e.id)).toEqual([fresh.id]);
  });

  it("a user snoozes only their own accounts, until a later day within a year", async () => {
    const { db } = testDb();
    const { ana, company, account } = await world(db);
    const notMine = await createAccount(db, { companyId: company.id, name: "Not Ana's", url: "https://not-anas.example", assignTo: [] });
    const scope = { userId: ana.id, companyId: company.id };
    await expect(snoozeAccount(scope, { account_id: notMine.id, period: "week" })).rejects.toThrow("Account not found.");
    await expect(snoozeAccount(scope, { account_id: account.id, period: "date", until: "2020-01-01" })).rejects.toThrow("Choose a date after today.");
  });

  it("two strong signals in 21 days make an account Heating up for a user, by their weights", async () => {
    const { db } = testDb();
    const { ana, ben, company, account } = await world(db);
    await createEvent(db, { accountId: account.id, title: "Marlow raises $80M", eventDate: dayAgo(3), data: completedEventData({ signal_type: "funding" }) });
    await createEvent(db, { accountId: account.id, title: "Marlow buys Nordvej", eventDate: dayAgo(10), data: completedEventData({ signal_type: "acquisition" }) });
    await createEvent(db, { accountId: account.id, title: "Marlow hired a CFO last year", eventDate: dayAgo(40), data: completedEventData({ signal_type: "leadership_change" }) });
    const anaScope = { userId: ana.id, companyId: company.id };

    const heat = (await loadAccountHeat(anaScope)).get(account.id)!;
    expect(heat).toMatchObject({ hot: true, strongCount: 2 });
    expect(heat.signals.map((s) => s.title)).toEqual(["Marlow raises $80M", "Marlow buys Nordvej"]);
    const [hot] = await loadHeatingUp(anaScope);
    expect(hot).toMatchObject({ accountName: "Marlow Freight" });
    expect(hot.lines[0]).toBe("Funding (weight 90, strong), 3 days ago: Marlow raises $80M");

    // Ben does not count funding as strong: not heating up for him.
    await saveSignalWeights(ben.id, ben.id, mergeWeights({ funding: 40 }));
    expect((await loadAccountHeat({ userId: ben.id, companyId: company.id })).get(account.id)!.hot).toBe(false);
    // A snoozed account is left out of Ana's "Heating up" section.
    await snoozeAccount(anaScope, { account_id: account.id, period: "month" });
    expect(await loadHeatingUp(anaScope)).toEqual([]);
  });
});
