import { eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as drainQueueRoute } from "@/app/api/cron/drain-queue/route";
import { rowsOf } from "@/lib/db/database";
import { events } from "@/lib/db/schema/events";
import { resetEnvCache } from "@/lib/env";
import { eventJob } from "@/lib/jobs/event-job";
import { listDemoArticles } from "@/lib/providers/news-corpus/demo/list-demo-articles";
import { createAccount } from "@/tests/factories/accounts";
import { createCompany } from "@/tests/factories/companies";
import { createEvent } from "@/tests/factories/events";
import { backends, useTestDatabase } from "./helpers/test-database";

const SECRET = "cron-secret-for-the-drain-test-0123456789";
const call = (authorization?: string) =>
  drainQueueRoute(new Request("http://localhost/api/cron/drain-queue", { headers: authorization ? { authorization } : {} }), {
    params: Promise.resolve({}),
  });

// Serverless hosts run no worker process: the cron route alone must take every queued job.
describe.each(backends)("queue-draining cron route on $name", (backend) => {
  const testDb = useTestDatabase(backend);
  const saved = { CRON_SECRET: process.env.CRON_SECRET, WORKER_ENABLED: process.env.WORKER_ENABLED };

  beforeAll(() => {
    Object.assign(process.env, { CRON_SECRET: SECRET, WORKER_ENABLED: "false" });
    resetEnvCache();
  });
  afterAll(() => {
    for (const [key, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
    resetEnvCache();
  });

  it("refuses a call without the cron secret and takes no job", async () => {
    const { db } = testDb();
    const company = await createCompany(db);
    const account = await createAccount(db, { companyId: company.id, name: "Helio Grid" });
    const event = await createEvent(db, { accountId: account.id, status: "pending", url: listDemoArticles()[0].url, title: null, data: {} });
    await eventJob.enqueuePrivileged(db, { event_id: event.id });
    for (const authorization of [undefined, "Bearer wrong-secret"]) {
      const response = await call(authorization);
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ error: "Unauthorized" });
    }
    expect((await db.select().from(events).where(eq(events.id, event.id)))[0].status).toBe("pending");
  });

  it("with no worker at all, one call processes the queued events to completed and reports what it did", async () => {
    const { db } = testDb();
    const company = await createCompany(db);
    const account = await createAccount(db, { companyId: company.id, name: "Helio Grid", fullName: "Helio Grid Energy Systems, Inc." });
    const ids: string[] = [];
    for (const article of listDemoArticles().slice(1, 5)) {
      const event = await createEvent(db, { accountId: account.id, status: "pending", url: article.url, title: null, data: {} });
      await eventJob.enqueuePrivileged(db, { event_id: event.id });
      ids.push(event.id);
    }
    const response = await call(`Bearer ${SECRET}`);
    expect(response.status).toBe(200);
    const summary = await response.json();
    // Four events here and the one the refused calls above left queued.
    expect(summary).toEqual(expect.objectContaining({ processed: 5, succeeded: 5, failed: 0, released: 0 }));

    const rows = await db.select().from(events).where(inArray(events.id, ids));
    expect(rows.map((e) => ({ status: e.status, hasSummary: Boolean(e.data.event_summary) }))).toEqual(ids.map(() => ({ status: "completed", hasSummary: true })));
    expect(rowsOf(await db.execute(sql`select msg_id from pgmq.q_events`))).toEqual([]);
  });
});
