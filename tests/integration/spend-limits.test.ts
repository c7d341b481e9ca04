import { describe, expect, it, vi } from "vitest";
import { POST as composePost } from "@/app/api/compose-message/route";
import { POST as discoveryPost } from "@/app/api/generate-discovery-jobs/route";
import { admitSpend, SpendLimitError } from "@/lib/limits/spend-limits";
import { createAccount } from "@/tests/factories/accounts";
import { createCompany } from "@/tests/factories/companies";
import { createEvent } from "@/tests/factories/events";
import { createUser } from "@/tests/factories/users";
import { postJson, sessionTokenFor, withFreshLocalAuth, withRouteEnvironment } from "./helpers/route-requests";
import { backends, useTestDatabase } from "./helpers/test-database";

// Issue 23: one user (or a stolen token) could have 30 drafts composed at once, each an LLM call.
// Spending endpoints now count per person and per company and answer 429 with a readable message.

vi.mock("next/headers", () => ({
  cookies: async () => ({ getAll: () => [], get: () => undefined, set: () => {}, has: () => false }),
  headers: async () => new Headers(),
}));

const PASSWORD = "spend-limit-pass-42";
withRouteEnvironment("spend", {
  COMPOSE_MAX_PER_USER: "5",
  COMPOSE_MAX_PER_COMPANY: "8",
  DISCOVERY_MAX_PER_USER: "2",
  EVENT_PROCESSING_MAX_PER_USER: "3",
  EVENT_PROCESSING_MAX_PER_COMPANY: "4",
});
const post = postJson;

describe.each(backends)("spending limits on $name", (backend) => {
  const testDb = useTestDatabase(backend);
  withFreshLocalAuth();
  const tokenFor = (user: { id: string; email: string }) => sessionTokenFor(testDb().db, user, PASSWORD);

  async function world() {
    const db = testDb().db;
    const company = await createCompany(db, { name: "Spend Seller" });
    const first = await createUser(db, { companyId: company.id, name: "Fay First" });
    const second = await createUser(db, { companyId: company.id, name: "Sid Second" });
    const admin = await createUser(db, { companyId: company.id, name: "Ada Admin", role: "admin" });
    const account = await createAccount(db, { companyId: company.id, name: "Budget Works", assignTo: [first.id, second.id] });
    const event = await createEvent(db, { accountId: account.id, title: "Budget Works opens a plant in Lyon" });
    const draft = (userId: string) => ({ event_id: event.id, user_id: userId, length: "concise", format: "email", tone: "friendly", objective: "build_trust", relationship: "prospect", language: "en" });
    return { company, first, second, admin, account, draft };
  }

  it("compose: 30 parallel drafts from one user get 5 answers and 25 readable 429s; the company's budget caps the rest", async () => {
    const w = await world();
    const firstToken = await tokenFor(w.first);
    const responses = await Promise.all(Array.from({ length: 30 }, () => post(composePost, "/api/compose-message", w.draft(w.first.id), firstToken)));
    expect(responses.filter((r) => r.status === 200)).toHaveLength(5);
    const refused = responses.filter((r) => r.status === 429);
    expect(refused).toHaveLength(25);
    expect(await refused[0].json()).toEqual({ error: expect.stringMatching(/^You've reached your limit of 5 message drafts per hour\. Try again in (59|60) minutes\.$/) });
    expect(Number(refused[0].headers.get("retry-after"))).toBeGreaterThan(3500);

    const secondToken = await tokenFor(w.second);
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push(await post(composePost, "/api/compose-message", w.draft(w.second.id), secondToken));
    expect(statuses.map((r) => r.status)).toEqual([200, 200, 200, 429]);
    expect(await statuses[3].json()).toEqual({ error: expect.stringMatching(/^Your company has reached its limit of 8 message drafts per hour\. Try again in/) });
  });

  it("discovery: the route answers 429 with the readable message the dialog shows", async () => {
    const w = await world();
    const adminToken = await tokenFor(w.admin);
    for (let i = 0; i < 2; i++) expect((await post(discoveryPost, "/api/generate-discovery-jobs", { account_id: w.account.id }, adminToken)).status).toBe(200);
    const refused = await post(discoveryPost, "/api/generate-discovery-jobs", { account_id: w.account.id }, adminToken);
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ error: expect.stringMatching(/^You've reached your limit of 2 discovery runs per hour\. Try again in/) });
  });

  it("event analyses: per person, then per company; a refusal for the company is not held against the person", async () => {
    const w = await world();
    const first = { userId: w.first.id, companyId: w.company.id };
    const second = { userId: w.second.id, companyId: w.company.id };
    for (let i = 0; i < 3; i++) await admitSpend("event_processing", first);
    await expect(admitSpend("event_processing", first)).rejects.toThrow("You've reached your limit of 3 event analyses per hour.");
    await admitSpend("event_processing", second);
    const refused = await admitSpend("event_processing", second).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(SpendLimitError);
    expect((refused as SpendLimitError).message).toMatch(/^Your company has reached its limit of 4 event analyses per hour\./);
    expect((refused as SpendLimitError).status).toBe(429);
  });
});
