import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { rowsOf } from "@/lib/db/database";
import { withScope } from "@/lib/db/scoped";
import { archiveJob, deleteJob, readCount, readJobs, sendJob, setVisibility } from "@/lib/queue/queue-client";
import { eventJob } from "@/lib/jobs/event-job";
import { assignAccount, createAccount } from "@/tests/factories/accounts";
import { createCompany } from "@/tests/factories/companies";
import { createEvent } from "@/tests/factories/events";
import { createUser } from "@/tests/factories/users";
import { backends, useTestDatabase } from "./helpers/test-database";

describe.each(backends)("queue functions on $name", (backend) => {
  const testDb = useTestDatabase(backend);

  it("send, read with a visibility timeout, set_vt, read_ct, archive with the outcome, delete", async () => {
    const { db } = testDb();
    const first = await sendJob(db, "events", { job_type: "noop", n: 1 });
    const delayed = await sendJob(db, "events", { job_type: "noop", n: 2 }, 60);

    const [taken] = await readJobs(db, "events", 30, 5);
    expect(taken).toEqual(expect.objectContaining({ msgId: first, readCt: 1, message: { job_type: "noop", n: 1 } }));
    expect(await readJobs(db, "events", 30, 5)).toEqual([]);

    expect(await setVisibility(db, "events", first, 0)).toBe(true);
    const [again] = await readJobs(db, "events", 30, 1);
    expect(again.msgId).toBe(first);
    expect(await readCount(db, "events", first)).toBe(2);

    expect(await archiveJob(db, "events", first, { success: false, durationSeconds: 1.25, retryCount: 1, error: "boom" })).toBe(true);
    expect(await archiveJob(db, "events", first, { success: true, durationSeconds: 0, retryCount: 0 })).toBe(false);
    const archived = rowsOf<{ success: boolean; duration_seconds: string; retry_count: number; error: string; read_ct: number }>(
      await db.execute(sql`select success, duration_seconds::text, retry_count, error, read_ct from app_private.job_outcomes where msg_id = ${first}`),
    );
    expect(archived).toEqual([{ success: false, duration_seconds: "1.250", retry_count: 1, error: "boom", read_ct: 2 }]);

    expect(await deleteJob(db, "events", delayed)).toBe(true);
    expect(await deleteJob(db, "events", delayed)).toBe(false);
    expect(await setVisibility(db, "events", delayed, 0)).toBe(false);
  });

  it("eventJob.enqueue queues from a signed-in user's scoped transaction, only for events the user can access", async () => {
    const { db } = testDb();
    const company = await createCompany(db);
    const user = await createUser(db, { companyId: company.id });
    const mine = await createAccount(db, { companyId: company.id, assignTo: [user.id] });
    const notMine = await createAccount(db, { companyId: company.id });
    const event = await createEvent(db, { accountId: mine.id, status: "pending" });
    const foreign = await createEvent(db, { accountId: notMine.id, status: "pending" });

    const msgId = await withScope({ userId: user.id }, (tx) => eventJob.enqueue(tx, { event_id: event.id }));
    const queued = rowsOf<{ message: unknown }>(await db.execute(sql`select message from pgmq.q_events where msg_id = ${msgId}`));
    expect(queued.map((r) => (typeof r.message === "string" ? JSON.parse(r.message) : r.message))).toEqual([{ event_id: event.id, job_type: "event" }]);

    await expect(withScope({ userId: user.id }, (tx) => eventJob.enqueue(tx, { event_id: foreign.id }))).rejects.toThrow();
    await assignAccount(db, notMine.id, [user.id]);
    expect(await withScope({ userId: user.id }, (tx) => eventJob.enqueue(tx, { event_id: foreign.id }))).toBeGreaterThan(msgId);
  });
});
