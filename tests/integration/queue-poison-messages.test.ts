import { sql } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { rowsOf, type Database } from "@/lib/db/database";
import { createEventJob } from "@/lib/worker/event-job-handler";
import { OfflineLlm } from "@/lib/providers/llm/offline/offline-llm";
import { defineJob } from "@/lib/queue/job-definition";
import { startWorker, type JobResult } from "@/lib/queue/worker";
import { backends, useTestDatabase } from "./helpers/test-database";

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

// Messages no job can run, as raw JSON stored in the queue, with the reason the archive must give.
const POISON: { json: string; reason: RegExp }[] = [
  { json: `"just a string"`, reason: /^Unreadable job message: expected a JSON object, got a string$/ },
  { json: `"{\\"job_type\\": \\"noop\\"}"`, reason: /^Unreadable job message: expected a JSON object, got a string$/ },
  { json: `null`, reason: /^Unreadable job message: expected a JSON object, got null$/ },
  { json: `42`, reason: /^Unreadable job message: expected a JSON object, got a number$/ },
  { json: `true`, reason: /^Unreadable job message: expected a JSON object, got a boolean$/ },
  { json: `[{"job_type": "noop"}]`, reason: /^Unreadable job message: expected a JSON object, got an array$/ },
  { json: `{}`, reason: /^Unknown job type ""$/ },
  { json: `{"job_type": "teleport"}`, reason: /^Unknown job type "teleport"$/ },
  { json: `{"job_type": "event", "event_id": "not-a-uuid"}`, reason: /^Invalid job message: .*event_id/s },
  { json: `{"job_type": "event"}`, reason: /^Invalid job message: .*event_id/s },
];

type Outcome = { msg_id: number; job_type: string | null; success: boolean; error: string | null };

async function queueRaw(db: Database, json: string): Promise<number> {
  const [row] = rowsOf<{ msg_id: number | string }>(await db.execute(sql`insert into pgmq.q_events (message) values (${json}::jsonb) returning msg_id`));
  return Number(row.msg_id);
}

describe.each(backends)("poison messages on $name", (backend) => {
  const testDb = useTestDatabase(backend);
  afterEach(() => vi.restoreAllMocks());

  it("archives each unreadable message exactly once, with its id and the reason in the log and in the archive, and never delivers it again", async () => {
    const { db } = testDb();
    const warnings: string[] = [];
    vi.spyOn(console, "warn").mockImplementation((...args: unknown[]) => void warnings.push(args.map(String).join(" ")));
    const ids: number[] = [];
    for (const p of POISON) ids.push(await queueRaw(db, p.json));
    const good = await queueRaw(db, `{"job_type": "noop"}`);

    const ran: number[] = [];
    const noop = defineJob({ jobType: "noop", payload: z.object({ job_type: z.literal("noop") }), handler: async (_p, ctx) => void ran.push(ctx.msgId) });
    const finished: JobResult[] = [];
    // A 1 s visibility timeout: anything left unarchived would be delivered again within the wait below.
    const worker = startWorker({
      db,
      jobs: [noop, createEventJob({ llm: new OfflineLlm() })],
      concurrency: 4,
      pollMs: 20,
      visibilityTimeoutSeconds: 1,
      onJobFinished: (r) => finished.push(r),
    });
    try {
      const deadline = Date.now() + 20_000;
      while (finished.length < POISON.length + 1 && Date.now() < deadline) await sleep(50);
      await sleep(2500);
    } finally {
      await worker.stop();
    }

    expect(ran).toEqual([good]);
    expect(finished.filter((r) => r.outcome === "failed").map((r) => r.msgId).sort((a, b) => a - b)).toEqual(ids);
    expect(finished).toHaveLength(POISON.length + 1);
    expect(rowsOf(await db.execute(sql`select msg_id from pgmq.q_events`))).toEqual([]);

    const archived = rowsOf<{ msg_id: number | string; read_ct: number }>(await db.execute(sql`select msg_id, read_ct from pgmq.a_events order by msg_id`));
    expect(archived.map((r) => [Number(r.msg_id), r.read_ct])).toEqual([...ids, good].map((id) => [id, 1]));
    const outcomes = rowsOf<Outcome>(await db.execute(sql`select msg_id, job_type, success, error from app_private.job_outcomes order by msg_id`)).map(
      (o) => ({ ...o, msg_id: Number(o.msg_id) }),
    );
    expect(outcomes.map((o) => o.msg_id)).toEqual([...ids, good]);
    POISON.forEach((p, i) => {
      const outcome = outcomes[i];
      expect(outcome.success, p.json).toBe(false);
      expect(outcome.error, p.json).toMatch(p.reason);
      // The log names the message and the reason.
      const line = warnings.find((w) => w.includes("worker: job failed") && w.includes(`"msgId":${ids[i]},`));
      expect(line, p.json).toBeDefined();
      expect(line).toContain(JSON.stringify(outcome.error));
    });
    expect(outcomes.at(-1)).toEqual({ msg_id: good, job_type: "noop", success: true, error: null });
  });
});
