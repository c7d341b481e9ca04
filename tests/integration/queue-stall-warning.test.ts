import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { readAdminQueueSnapshot } from "@/lib/job-queue/queue-snapshot";
import { queueStall } from "@/lib/queue/queue-watch";
import { archiveJob, sendJob } from "@/lib/queue/queue-client";
import { createCompany } from "@/tests/factories/companies";
import { createUser } from "@/tests/factories/users";
import { backends, useTestDatabase } from "./helpers/test-database";

// The Job Queue page shows the warning the web server logs: jobs waiting, and no worker taking them.
describe.each(backends)("no-worker warning on $name", (backend) => {
  const testDb = useTestDatabase(backend);

  it("appears once jobs have waited 5 minutes with no job finished, and goes away when a worker finishes one", async () => {
    const { db } = testDb();
    const company = await createCompany(db);
    const admin = await createUser(db, { companyId: company.id, role: "admin" });
    expect((await readAdminQueueSnapshot(admin.id)).stall).toBeNull();

    const fresh = await sendJob(db, "events", { job_type: "noop", n: 1 });
    expect(await queueStall(db)).toBeNull();
    await db.execute(sql`update pgmq.q_events set enqueued_at = now() - interval '12 minutes' where msg_id = ${fresh}`);
    await sendJob(db, "events", { job_type: "noop", n: 2 });

    const snapshot = await readAdminQueueSnapshot(admin.id);
    expect(snapshot.stall).toEqual(expect.objectContaining({ waiting: 2, oldestWaitingMinutes: 12 }));
    expect(snapshot.stall?.message).toMatch(/^2 job\(s\) waiting, the oldest for 12 min, and no worker finished a job in that time: start `npm run worker`/);
    expect(snapshot.status.waiting_jobs).toBe(2);

    // A worker finished a job a minute ago: it is running, just busy.
    const taken = await sendJob(db, "events", { job_type: "noop", n: 3 });
    await archiveJob(db, "events", taken, { success: true, durationSeconds: 0.1, retryCount: 0 });
    await db.execute(sql`update app_private.job_outcomes set finished_at = now() - interval '1 minute' where msg_id = ${taken}`);
    expect((await readAdminQueueSnapshot(admin.id)).stall).toBeNull();

    // ...and once that was longer ago than the oldest job's wait, the warning is back.
    await db.execute(sql`update app_private.job_outcomes set finished_at = now() - interval '30 minutes' where msg_id = ${taken}`);
    expect(await queueStall(db)).toEqual(expect.objectContaining({ waiting: 2 }));
  });
});
