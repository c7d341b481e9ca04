import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { rowsOf, type Database } from "@/lib/db/database";
import { listDiscoveries } from "@/lib/discoveries/list-discoveries";
import { queueAccountDiscovery } from "@/lib/discoveries/queue-discoveries";
import {
  DISCOVERY_JOB_LOST_REASON,
  DISCOVERY_WORKER_LOST_REASON,
  reapOrphanedDiscoveries,
} from "@/lib/discoveries/reap-orphaned-discoveries";
import { createAccount } from "@/tests/factories/accounts";
import { createCompany } from "@/tests/factories/companies";
import { createDiscovery } from "@/tests/factories/discoveries";
import { backends, useTestDatabase } from "./helpers/test-database";

const ago = (ms: number) => new Date(Date.now() - ms);
const MINUTE = 60_000;

/** A discovery's job on the queue, `vtSecondsFromNow` from now (negative: visible since then; positive: held by a live worker). */
async function queueJob(db: Database, discoveryId: string, accountId: string, vtSecondsFromNow: number) {
  await db.execute(sql`insert into pgmq.q_events (message, vt, read_ct)
    values (${JSON.stringify({ discovery_id: discoveryId, account_id: accountId, job_type: "discovery" })}::jsonb,
            now() + make_interval(secs => ${vtSecondsFromNow}), 1)`);
}

const statusOf = async (db: Database, id: string) =>
  rowsOf<{ status: string; error: string | null }>(await db.execute(sql`select status, error from public.discoveries where id = ${id}::uuid`))[0];

describe.each(backends)("orphaned discoveries on $name", (backend) => {
  const testDb = useTestDatabase(backend);

  it("ends the runs nothing will finish with a clear reason and leaves live ones alone; ACTIVE and the debug action then follow live runs only", async () => {
    const { db } = testDb();
    await db.execute(sql`delete from pgmq.q_events`);
    const company = await createCompany(db, { name: "Reaper Co" });
    const account = async (name: string) => (await createAccount(db, { companyId: company.id, name })).id;
    const run = async (name: string, status: "pending" | "running" | "completed", updatedAgoMs: number) => {
      const accountId = await account(name);
      const row = await createDiscovery(db, { accountId, status, createdAt: ago(updatedAgoMs), updatedAt: ago(updatedAgoMs) });
      return { id: row.id, accountId };
    };

    const crashedNoJob = await run("Crashed Without Job", "running", 10 * MINUTE);
    const pendingNoJob = await run("Pending Without Job", "pending", 10 * MINUTE);
    const justStarted = await run("Just Started", "running", 5_000);
    const workerGone = await run("Worker Gone", "running", 10 * MINUTE);
    await queueJob(db, workerGone.id, workerGone.accountId, -5 * 60);
    const heartbeat = await run("Long Run With Heartbeat", "running", 10 * MINUTE);
    await queueJob(db, heartbeat.id, heartbeat.accountId, 90);
    const backlog = await run("Waiting In Backlog", "pending", 10 * MINUTE);
    await queueJob(db, backlog.id, backlog.accountId, -10 * 60);
    const finished = await run("Finished", "completed", 10 * MINUTE);

    const activeBefore = (await listDiscoveries(db, { page: 1 })).active_count;
    expect(activeBefore).toBe(6);

    const reaped = await reapOrphanedDiscoveries(db);
    expect(reaped.jobLost.sort()).toEqual([crashedNoJob.id, pendingNoJob.id].sort());
    expect(reaped.workerLost).toEqual([workerGone.id]);

    expect(await statusOf(db, crashedNoJob.id)).toEqual({ status: "failed", error: DISCOVERY_JOB_LOST_REASON });
    expect(await statusOf(db, pendingNoJob.id)).toEqual({ status: "failed", error: DISCOVERY_JOB_LOST_REASON });
    expect(await statusOf(db, workerGone.id)).toEqual({ status: "failed", error: DISCOVERY_WORKER_LOST_REASON });
    expect((await statusOf(db, justStarted.id)).status).toBe("running");
    expect((await statusOf(db, heartbeat.id)).status).toBe("running");
    expect((await statusOf(db, backlog.id)).status).toBe("pending");
    expect((await statusOf(db, finished.id)).status).toBe("completed");

    // The badge counts the three live runs; a second pass finds nothing more.
    expect((await listDiscoveries(db, { page: 1 })).active_count).toBe(3);
    expect(await reapOrphanedDiscoveries(db)).toEqual({ jobLost: [], workerLost: [] });

    // "Run discovery" on the orphan's account starts a new run instead of re-attaching to the dead one;
    // on a live run's account it follows that run.
    const fresh = await queueAccountDiscovery(db, crashedNoJob.accountId, "privileged");
    expect(fresh).not.toBe(crashedNoJob.id);
    expect((await statusOf(db, fresh)).status).toBe("pending");
    expect(await queueAccountDiscovery(db, heartbeat.accountId, "privileged")).toBe(heartbeat.id);
  });
});
