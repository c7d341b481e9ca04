import http from "node:http";
import type { AddressInfo } from "node:net";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "@/lib/db/database";
import { events } from "@/lib/db/schema/events";
import { eventPeople, people } from "@/lib/db/schema/people";
import { demoArticleUrl } from "@/lib/providers/news-corpus/demo/demo-news-host";
import { getDemoArticle } from "@/lib/providers/news-corpus/demo/list-demo-articles";
import { renderDemoArticle } from "@/lib/providers/news-corpus/demo/render-demo-article";
import { processEvent } from "@/lib/pipeline/process-event";
import type { ContextualizedEvent, LlmProvider } from "@/lib/providers/llm/llm-provider";
import { OfflineLlm } from "@/lib/providers/llm/offline/offline-llm";
import { demoCompanies } from "@/lib/seed/demo-workspace";
import { createAccount } from "@/tests/factories/accounts";
import { createCompany } from "@/tests/factories/companies";
import { completedEventData, createEvent } from "@/tests/factories/events";
import { createPerson } from "@/tests/factories/people";
import { backends, useTestDatabase } from "./helpers/test-database";

const QUANTIA = "biopharma-dispatch/quantia-bio-to-acquire-celloptics";
const northwind = demoCompanies.find((c) => c.key === "northwind")!;

async function quantiaEvent(db: Database, overrides: Partial<Parameters<typeof createEvent>[1]> = {}) {
  const company = await createCompany(db, { name: northwind.name, solutions: northwind.solutions, solutionsBrief: northwind.solutionsBrief });
  const account = await createAccount(db, { companyId: company.id, name: "Quantia Bio", fullName: "Quantia Biotherapeutics Ltd." });
  const event = await createEvent(db, {
    accountId: account.id,
    status: "pending",
    url: demoArticleUrl(QUANTIA),
    title: null,
    eventDate: null,
    summary: null,
    publication: null,
    data: {},
    ...overrides,
  });
  return { company, account, event };
}

const eventRow = async (db: Database, id: string) => (await db.select().from(events).where(eq(events.id, id)))[0];
const peopleOf = (db: Database, accountId: string) =>
  db.select({ id: people.id, fullName: people.fullName, title: people.title }).from(people).where(eq(people.accountId, accountId));
const linksOf = (db: Database, eventId: string) =>
  db.select({ personId: eventPeople.personId, reasoning: eventPeople.reasoning }).from(eventPeople).where(eq(eventPeople.eventId, eventId));

describe.each(backends)("event processing on $name", (backend) => {
  const testDb = useTestDatabase(backend);
  const llm = new OfflineLlm();

  it("fetches a demo article, writes the contextualised data, fills empty fields and links the people it names", async () => {
    const { db } = testDb();
    const { account, event } = await quantiaEvent(db);

    await processEvent(event.id, { db, llm });

    const done = await eventRow(db, event.id);
    const article = getDemoArticle(QUANTIA)!;
    expect(done.status).toBe("completed");
    expect(done.statusReason).toBeNull();
    expect(done.title).toBe(article.title);
    expect(done.eventDate).toBe(article.publishedAt.slice(0, 10));
    expect(done.publication).toBe("BioPharma Dispatch");
    expect(done.summary).toBe(article.description);
    expect(done.data).toEqual(
      expect.objectContaining({
        // The lede is the TL;DR; the summary goes on from there (the page's standfirst is not the story).
        event_summary: expect.stringContaining("The deal gives Quantia Bio control of a quality-control technology"),
        tldr: expect.stringContaining("Quantia Biotherapeutics has agreed to acquire CellOptics"),
        why_it_matters: expect.stringContaining("Northwind Analytics"),
        suggested_action: expect.any(String),
        publication: "BioPharma Dispatch",
        signal_type: "acquisition",
        signal_evidence: expect.stringContaining("agreed to acquire CellOptics"),
        offerings: expect.arrayContaining([expect.objectContaining({ name: "Data Integration Hub", link: "https://northwind.example/integration" })]),
      }),
    );
    const named = await peopleOf(db, account.id);
    expect(named.map((p) => [p.fullName, p.title])).toEqual(
      expect.arrayContaining([
        ["Tomas Lindqvist", "Chief Executive Officer"],
        ["Aisha Bello", "Chief Operating Officer"],
      ]),
    );
    const links = await linksOf(db, event.id);
    expect(links).toHaveLength(named.length);
    expect(links.every((l) => (l.reasoning ?? "").length > 20)).toBe(true);
  });

  it("is idempotent: running again duplicates no person, link or data, and keeps other data keys and set fields", async () => {
    const { db } = testDb();
    const { account, event } = await quantiaEvent(db, { title: "My own title", data: { reviewer_note: "keep me" } });
    // Already known for the account, written without the honorific.
    const known = await createPerson(db, { accountId: account.id, fullName: "Tomas Lindqvist", title: null });

    await processEvent(event.id, { db, llm });
    const firstPeople = await peopleOf(db, account.id);
    const firstLinks = await linksOf(db, event.id);
    const firstData = (await eventRow(db, event.id)).data;
    await processEvent(event.id, { db, llm });

    const after = await eventRow(db, event.id);
    expect(after.title).toBe("My own title");
    expect(after.data.reviewer_note).toBe("keep me");
    expect(after.data).toEqual(firstData);
    expect(await peopleOf(db, account.id)).toEqual(firstPeople);
    expect(await linksOf(db, event.id)).toEqual(firstLinks);
    expect(firstPeople.filter((p) => /Lindqvist/.test(p.fullName))).toEqual([{ id: known.id, fullName: "Tomas Lindqvist", title: "Chief Executive Officer" }]);
    expect(firstLinks.map((l) => l.personId)).toContain(known.id);
  });

  it("stores stakeholders without honorifics, as one person however the model writes the name", async () => {
    const { db } = testDb();
    const { account, event } = await quantiaEvent(db);
    const titled: LlmProvider = {
      name: "titled",
      composeMessage: (input) => llm.composeMessage(input),
      contextualizeEvent: async (input): Promise<ContextualizedEvent> => ({
        ...(await llm.contextualizeEvent(input)),
        stakeholders: [
          { full_name: "Dr.  Tomas Lindqvist", title: "Chief Executive Officer", reasoning: "Signed the deal." },
          { full_name: "Prof. Dr. Tomas Lindqvist", title: "CEO", reasoning: "Same person." },
          { full_name: "Ms Aisha Bello", title: "Chief Operating Officer", reasoning: "Leads the integration." },
          { full_name: "Mr. Dr.", title: "Nobody", reasoning: "No name at all." },
        ],
      }),
    };
    await processEvent(event.id, { db, llm: titled });
    expect((await peopleOf(db, account.id)).map((p) => [p.fullName, p.title]).sort()).toEqual([
      ["Aisha Bello", "Chief Operating Officer"],
      ["Tomas Lindqvist", "Chief Executive Officer"],
    ]);
    expect(await linksOf(db, event.id)).toHaveLength(2);
  });

  it("keeps only stakeholders the article really names, whatever the model says", async () => {
    const { db } = testDb();
    const { account, event } = await quantiaEvent(db);
    const inventive: LlmProvider = {
      name: "inventive",
      composeMessage: (input) => llm.composeMessage(input),
      contextualizeEvent: async (input): Promise<ContextualizedEvent> => {
        const base = await llm.contextualizeEvent(input);
        return {
          ...base,
          stakeholders: [
            { full_name: "Aisha Bello", title: "Chief Operating Officer", reasoning: "Leads the integration." },
            { full_name: "Invented Person", title: "Chief Imagination Officer", reasoning: "Does not exist." },
            { full_name: "aisha  bello", title: "COO", reasoning: "Same person again." },
          ],
        };
      },
    };
    await processEvent(event.id, { db, llm: inventive });
    expect((await peopleOf(db, account.id)).map((p) => p.fullName)).toEqual(["Aisha Bello"]);
    expect(await linksOf(db, event.id)).toEqual([expect.objectContaining({ reasoning: "Leads the integration." })]);
  });

  it("fails with a readable reason, without retry, when the article cannot be fetched or read", async () => {
    const { db } = testDb();
    const { event } = await quantiaEvent(db, { url: "http://10.0.0.1/article" });
    await expect(processEvent(event.id, { db, llm })).rejects.toMatchObject({
      message: "Could not fetch the article: The address is not on the public internet",
      retryable: false,
    });
    await expect(processEvent("00000000-0000-4000-8000-000000000000", { db, llm })).rejects.toMatchObject({ message: "Event not found", retryable: false });
  });

  it("never leaves a deleted event pending: completed when it has data, otherwise failed", async () => {
    const { db } = testDb();
    const { account, event: withData } = await quantiaEvent(db, { isDeleted: true, data: completedEventData() });
    const bare = await createEvent(db, { accountId: account.id, status: "running", url: demoArticleUrl(QUANTIA), isDeleted: true, data: {} });
    const alreadyFailed = await createEvent(db, { accountId: account.id, status: "failed", statusReason: "Timed out", isDeleted: true, data: {} });

    for (const id of [withData.id, bare.id, alreadyFailed.id]) await processEvent(id, { db, llm });

    expect(await eventRow(db, withData.id)).toMatchObject({ status: "completed", statusReason: null, data: completedEventData() });
    expect(await eventRow(db, bare.id)).toMatchObject({ status: "failed", statusReason: "The event was deleted.", data: {} });
    expect(await eventRow(db, alreadyFailed.id)).toMatchObject({ status: "failed", statusReason: "Timed out" });
    expect(await peopleOf(db, account.id)).toEqual([]);
  });

  describe("an article on another site", () => {
    let server: http.Server;
    let base: string;
    beforeAll(async () => {
      const article = getDemoArticle("freight-weekly/ferrovia-logistics-to-buy-nordfrakt")!;
      server = http.createServer((req, res) => {
        if (req.url === "/login") {
          res.writeHead(200, { "content-type": "text/html" });
          return res.end("<html><body><form><input name=user></form></body></html>");
        }
        res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
        res.end(renderDemoArticle(article));
      });
      await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
      base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    });
    afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

    it("is fetched through the safe fetcher (allowed here as a test site) and processed", async () => {
      const { db } = testDb();
      const company = await createCompany(db, { name: northwind.name, solutions: northwind.solutions });
      const account = await createAccount(db, { companyId: company.id, name: "Ferrovia Logistics" });
      const event = await createEvent(db, { accountId: account.id, status: "pending", url: `${base}/story`, title: null, data: {} });
      const allowLoopback = [new URL(base).host];

      await processEvent(event.id, { db, llm, fetchOptions: { allowLoopback } });
      const done = await eventRow(db, event.id);
      expect(done.status).toBe("completed");
      expect(done.title).toBe("Ferrovia Logistics agrees to buy Nordfrakt in push into Nordic rail freight");
      expect((await peopleOf(db, account.id)).map((p) => p.fullName).sort()).toEqual(["Giulia Bassi", "Rafael Moreno"]);

      const login = await createEvent(db, { accountId: account.id, status: "pending", url: `${base}/login`, data: {} });
      await expect(processEvent(login.id, { db, llm, fetchOptions: { allowLoopback } })).rejects.toThrow(
        "Could not read the article: The page has no readable article text",
      );
      expect((await eventRow(db, login.id)).status).toBe("running");
      expect(
        (await db.select({ n: sql<number>`count(*)::int` }).from(eventPeople).where(eq(eventPeople.eventId, login.id)))[0].n,
      ).toBe(0);
    });
  });
});
