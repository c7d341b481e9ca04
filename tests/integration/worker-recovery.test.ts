import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { rowsOf, type Database } from "@/lib/db/database";
import { events } from "@/lib/db/schema/events";
import { eventPeople } from "@/lib/db/schema/people";
import { demoArticleUrl } from "@/lib/providers/news-corpus/demo/demo-news-host";
import { createEventJob } from "@/lib/worker/event-job-handler";
import { LlmError, type LlmProvider } from "@/lib/providers/llm/llm-provider";
import { OfflineLlm } from "@/lib/providers/llm/offline/offline-llm";
import { defineJob } from "@/lib/queue/job-definition";
import { readJobs, sendJob } from "@/lib/queue/queue-client";
import { processNextJob, startWorker, type JobResult } from "@/lib/queue/worker";
import { createAccount } from "@/tests/factories/accounts";
import { createCompany } from "@/tests/factories/companies";
import { createEvent } from "@/tests/factories/events";
import { backends, useTestDatabase } from "./helpers/test-database";

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const ARTICLE = demoArticleUrl("venture-ledger/helio-grid-raises-120-million-series-c");

type Archived = { msg_id: number; success: boolean; retry_count: number; error: string | null; read_ct: number };
const archivedRows = async (db: Database) =>
  rowsOf<Archived>(await db.execute(sql`select msg_id::int, success, retry_count, error, read_ct from app_private.job_outcomes order by msg_id`));
const liveCount = async (db: Database) => Number(rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from pgmq.q_events`))[0].n);

async function pendingEvent(db: Database, url = ARTICLE) {
  const company = await createCompany(db);
  const account = await createAccount(db, { companyId: company.id, name: "Helio Grid", fullName: "Helio Grid Energy Systems, Inc." });
  const event = await createEvent(db, { accountId: account.id, status: "pending", url, title: null, eventDate: null, summary: null, publication: null, data: {} });
  const msgId = await sendJob(db, "events", { event_id: event.id, job_type: "event" });
  return { event, msgId };
}

const eventRow = async (db: Database, id: string) => (await db.select().from(events).where(eq(events.id, id)))[0];

describe.each(backends)("worker on $name", (backend) => {
  const testDb = useTestDatabase(backend);

  it("a job a killed worker dropped is delivered again once its visibility timeout passes, and the event completes exactly once", async () => {
    const { db } = testDb();
    await db.execute(sql`delete from pgmq.q_events`);
    await db.execute(sql`delete from pgmq.a_events`);
    await db.execute(sql`delete from app_private.job_outcomes`);
    const { event, msgId } = await pendingEvent(db);
    const jobs = [createEventJob({ llm: new OfflineLlm() })];

    // The "killed" worker: it read the job (hidden for 1 s) and never finished it.
    const [taken] = await readJobs(db, "events", 1, 1);
    expect(taken.msgId).toBe(msgId);
    expect(await processNextJob({ db, jobs })).toBeNull();

    await sleep(1300);
    const result = await processNextJob({ db, jobs });
    expect(result).toEqual(expect.objectContaining({ msgId, outcome: "succeeded", attempt: 2 }));
    expect(await processNextJob({ db, jobs })).toBeNull();

    expect(await archivedRows(db)).toEqual([{ msg_id: msgId, success: true, retry_count: 1, error: null, read_ct: 2 }]);
    const done = await eventRow(db, event.id);
    expect(done.status).toBe("completed");
    expect(done.data.event_summary).toBeTruthy();
    expect((await db.select().from(eventPeople).where(eq(eventPeople.eventId, event.id))).length).toBeGreaterThan(0);
  });

  it("retries a failing job with growing delays, then archives it as failed and marks the event failed with the reason", async () => {
    const { db } = testDb();
    await db.execute(sql`delete from pgmq.q_events`);
    await db.execute(sql`delete from pgmq.a_events`);
    await db.execute(sql`delete from app_private.job_outcomes`);
    const { event, msgId } = await pendingEvent(db);
    const failing: LlmProvider = {
      name: "failing",
      composeMessage: async () => {
        throw new LlmError("not used", { retryable: false });
      },
      contextualizeEvent: async () => {
        throw new LlmError("The language model answered HTTP 503: Overloaded", { retryable: true });
      },
    };
    const delays: number[] = [];
    const options = {
      db,
      jobs: [createEventJob({ llm: failing })],
      maxAttempts: 3,
      backoffSeconds: (attempt: number) => {
        delays.push(attempt);
        return attempt; // 1 s after the first failure, 2 s after the second
      },
    };

    expect(await processNextJob(options)).toEqual(expect.objectContaining({ outcome: "retrying", attempt: 1 }));
    const waiting = await eventRow(db, event.id);
    expect(waiting.status).toBe("pending");
    expect(waiting.statusReason).toBe("Retrying after an error: The language model answered HTTP 503: Overloaded");
    expect(await processNextJob(options)).toBeNull();

    await sleep(1300);
    expect(await processNextJob(options)).toEqual(expect.objectContaining({ outcome: "retrying", attempt: 2 }));
    await sleep(1000);
    expect(await processNextJob(options)).toBeNull();
    await sleep(1300);
    expect(await processNextJob(options)).toEqual(expect.objectContaining({ outcome: "failed", attempt: 3 }));

    expect(delays).toEqual([1, 2]);
    expect(await liveCount(db)).toBe(0);
    expect(await archivedRows(db)).toEqual([
      { msg_id: msgId, success: false, retry_count: 2, error: "The language model answered HTTP 503: Overloaded", read_ct: 3 },
    ]);
    const failed = await eventRow(db, event.id);
    expect(failed.status).toBe("failed");
    expect(failed.statusReason).toBe("The language model answered HTTP 503: Overloaded");
  });

  it("does not retry a failure no retry can fix", async () => {
    const { db } = testDb();
    const { event, msgId } = await pendingEvent(db, demoArticleUrl("no-such-story"));
    const result = await processNextJob({ db, jobs: [createEventJob({ llm: new OfflineLlm() })] });
    expect(result).toEqual(expect.objectContaining({ msgId, outcome: "failed", attempt: 1 }));
    const failed = await eventRow(db, event.id);
    expect(failed.status).toBe("failed");
    expect(failed.statusReason).toBe("Could not fetch the article: The page answered HTTP 404");
  });

  it("archives unknown job types and malformed messages as failed without running anything", async () => {
    const { db } = testDb();
    await db.execute(sql`delete from pgmq.q_events`);
    const unknown = await sendJob(db, "events", { job_type: "teleport" });
    const malformed = await sendJob(db, "events", { job_type: "event", event_id: "not-a-uuid" });
    const jobs = [createEventJob({ llm: new OfflineLlm() })];
    expect(await processNextJob({ db, jobs })).toEqual(expect.objectContaining({ msgId: unknown, outcome: "failed", error: 'Unknown job type "teleport"' }));
    expect(await processNextJob({ db, jobs })).toEqual(expect.objectContaining({ msgId: malformed, outcome: "failed", error: expect.stringMatching(/^Invalid job message/) }));
    expect(await liveCount(db)).toBe(0);
  });

  it("keeps a long job hidden by extending its visibility timeout while it runs", async () => {
    const { db } = testDb();
    await db.execute(sql`delete from pgmq.q_events`);
    const msgId = await sendJob(db, "events", { job_type: "slow" });
    const slow = defineJob({
      jobType: "slow",
      payload: z.object({ job_type: z.literal("slow") }),
      handler: async () => {
        await sleep(2500);
      },
    });
    const finished: JobResult[] = [];
    const worker = startWorker({ db, jobs: [slow], visibilityTimeoutSeconds: 1, pollMs: 50, onJobFinished: (r) => finished.push(r) });
    await sleep(1600);
    // Past the original 1 s timeout: another reader still cannot take it.
    expect(await readJobs(db, "events", 30, 1)).toEqual([]);
    while (finished.length === 0) await sleep(100);
    await worker.stop();
    expect(finished).toEqual([expect.objectContaining({ msgId, outcome: "succeeded", attempt: 1 })]);
  });

  it("on stop, finishes a short job and releases a job that outlasts the grace period to other workers", async () => {
    const { db } = testDb();
    await db.execute(sql`delete from pgmq.q_events`);
    const msgId = await sendJob(db, "events", { job_type: "stuck" });
    let started = false;
    const stuck = defineJob({
      jobType: "stuck",
      payload: z.object({ job_type: z.literal("stuck") }),
      handler: (_p, ctx) =>
        new Promise<void>((resolve) => {
          started = true;
          ctx.signal.addEventListener("abort", () => resolve());
        }),
    });
    const worker = startWorker({ db, jobs: [stuck], pollMs: 50, visibilityTimeoutSeconds: 60, stopGraceMs: 300 });
    while (!started) await sleep(50);
    await worker.stop();
    expect(worker.running).toBe(false);
    const [again] = await readJobs(db, "events", 30, 1);
    expect(again).toEqual(expect.objectContaining({ msgId, readCt: 2 }));
    expect(rowsOf(await db.execute(sql`select 1 from pgmq.a_events where msg_id = ${msgId}`))).toEqual([]);
    await db.execute(sql`delete from pgmq.q_events`);

    const quickId = await sendJob(db, "events", { job_type: "quick" });
    let quickStarted = false;
    const quick = defineJob({
      jobType: "quick",
      payload: z.object({ job_type: z.literal("quick") }),
      handler: async () => {
        quickStarted = true;
        await sleep(200);
      },
    });
    const second = startWorker({ db, jobs: [quick], pollMs: 50, stopGraceMs: 5_000 });
    while (!quickStarted) await sleep(20);
    await second.stop();
    expect(rowsOf(await db.execute(sql`select success from app_private.job_outcomes where msg_id = ${quickId}`))).toEqual([{ success: true }]);
  });
});

// Many workers at once: only meaningful on PostgreSQL (PGlite is one connection in one process).
describe.each(backends.filter((b) => b.name === "postgres"))("workers on $name", (backend) => {
  const testDb = useTestDatabase(backend);

  it("two workers, each on its own connection pool, drain 1,000 jobs and process each exactly once", async () => {
    const { db, url } = testDb();
    const { openDatabase } = await import("@/lib/db/client");
    const second = await openDatabase({ databaseUrl: url!, max: 4 });
    try {
      await db.execute(sql`insert into pgmq.q_events (message) select jsonb_build_object('job_type', 'noop', 'n', g) from generate_series(1, 1000) g`);
      const seen = new Map<number, number>();
      const perWorker = [0, 0];
      const noop = (worker: number) =>
        defineJob({
          jobType: "noop",
          payload: z.object({ job_type: z.literal("noop"), n: z.number() }),
          handler: async ({ n }) => {
            seen.set(n, (seen.get(n) ?? 0) + 1);
            perWorker[worker]++;
          },
        });
      const workers = [
        startWorker({ db, jobs: [noop(0)], concurrency: 3, pollMs: 20 }),
        startWorker({ db: second.db, jobs: [noop(1)], concurrency: 3, pollMs: 20 }),
      ];
      const deadline = Date.now() + 120_000;
      while ((await liveCount(db)) > 0 && Date.now() < deadline) await sleep(200);
      await Promise.all(workers.map((w) => w.stop()));

      expect(seen.size).toBe(1000);
      expect([...seen.values()].every((count) => count === 1)).toBe(true);
      expect(perWorker[0]).toBeGreaterThan(0);
      expect(perWorker[1]).toBeGreaterThan(0);
      const archive = rowsOf<{ n: number; ok: number; retried: number }>(
        await db.execute(sql`select count(*)::int as n, count(*) filter (where success)::int as ok, count(*) filter (where retry_count > 0)::int as retried from app_private.job_outcomes where job_type = 'noop'`),
      )[0];
      expect(archive).toEqual({ n: 1000, ok: 1000, retried: 0 });
    } finally {
      await second.close();
    }
  });
});
