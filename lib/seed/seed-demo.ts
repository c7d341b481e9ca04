import { eq, sql } from "drizzle-orm";
import { createLocalCredentialUser } from "@/lib/auth/local/create-local-user";
import { rowsOf, type Database, type Queryable } from "@/lib/db/database";
import { accounts, accountUsers } from "@/lib/db/schema/accounts";
import { companies } from "@/lib/db/schema/companies";
import { discoveries } from "@/lib/db/schema/discoveries";
import { emailsSent, emailStatus } from "@/lib/db/schema/emails";
import { events } from "@/lib/db/schema/events";
import { eventPeople, people } from "@/lib/db/schema/people";
import { eventsQueue } from "@/lib/db/schema/queue";
import { archiveJobs } from "@/lib/queue/queue-client";
import { reportEvents, reports } from "@/lib/db/schema/reports";
import { users } from "@/lib/db/schema/users";
import { log } from "@/lib/log";
import { createStorageProvider } from "@/lib/providers/storage/create-storage-provider";
import type { StorageProvider } from "@/lib/providers/storage/storage-provider";
import { eventJob } from "@/lib/jobs/event-job";
import { resolveDemoActivity } from "./demo-activity";
import { buildDemoDiscoveryLog } from "./demo-discovery-logs";
import { corpusShiftMs, demoAccountId, demoCompanyId, demoPersonId, demoUserId, resolveDemoEvents } from "./demo-events";
import { DEMO_PASSWORD, demoAccounts, demoCompanies, demoExecutives, demoUsers } from "./demo-workspace";

export const DEMO_LOGINS_MESSAGE = `Demo logins: admin@example.com / user@example.com — password ${DEMO_PASSWORD}`;

/** Serialises concurrent seeders on PostgreSQL (two servers starting on one empty database). */
const SEED_LOCK = 727275;

export type DemoSeedResult = { seeded: boolean; events: number; queuedJobs: number };

export type DemoSeedOptions = {
  now?: Date;
  /** Where the discovery debug logs go; the configured storage by default, null to write none. */
  storage?: StorageProvider | null;
};

async function hasCompanies(db: Queryable) {
  return rowsOf(await db.execute(sql`select 1 from public.companies limit 1`)).length > 0;
}

/** Seeds the demo workspace when the database has no company yet; otherwise does nothing. */
export async function seedDemoIfEmpty(db: Database, options: DemoSeedOptions = {}): Promise<DemoSeedResult> {
  if (await hasCompanies(db)) return { seeded: false, events: 0, queuedJobs: 0 };
  return seedDemo(db, options);
}

/**
 * Writes the demo workspace (lib/seed/demo-workspace.ts and the demo events) in one transaction with
 * fixed ids. Rows that already exist are left alone, so running it again, or twice at once, is safe:
 * only what is missing is added, and only new in-flight events are queued.
 */
export async function seedDemo(db: Database, options: DemoSeedOptions = {}): Promise<DemoSeedResult> {
  const now = options.now ?? new Date();
  const resolved = resolveDemoEvents(now);
  const activity = resolveDemoActivity(resolved, now);

  const result = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    const asDb = tx as unknown as Database;

    await tx
      .insert(companies)
      .values(
        demoCompanies.map((c, i) => ({
          id: demoCompanyId(c.key),
          name: c.name,
          solutions: c.solutions,
          solutionsBrief: c.solutionsBrief,
          createdAt: new Date(now.getTime() - (120 - i) * 24 * 3600_000),
        })),
      )
      .onConflictDoNothing();

    for (const [i, u] of demoUsers.entries()) {
      const id = demoUserId(u.key);
      const inserted = await tx
        .insert(users)
        .values({
          id,
          email: u.email,
          name: u.name,
          role: u.role,
          companyId: demoCompanyId(u.companyKey),
          phoneNumber: u.phoneNumber ?? null,
          eventDiscoveryEnabled: u.eventDiscoveryEnabled ?? true,
          createdAt: new Date(now.getTime() - (u.key === "noah" ? 2 : 110 - i) * 24 * 3600_000),
        })
        .onConflictDoNothing()
        .returning({ id: users.id });
      if (inserted.length > 0) {
        await createLocalCredentialUser(asDb, { id, email: u.email, name: u.name, password: DEMO_PASSWORD, emailVerified: true });
      }
    }

    await tx
      .insert(accounts)
      .values(
        demoAccounts.map((a, i) => ({
          id: demoAccountId(a.key),
          name: a.name,
          fullName: a.fullName,
          url: a.url,
          companyId: demoCompanyId(a.companyKey),
          insertedAt: new Date(now.getTime() - (100 - i * 3) * 24 * 3600_000),
        })),
      )
      .onConflictDoNothing();
    await tx
      .insert(accountUsers)
      .values(demoAccounts.flatMap((a) => a.assignedTo.map((userKey) => ({ accountId: demoAccountId(a.key), userId: demoUserId(userKey) }))))
      .onConflictDoNothing();

    await tx
      .insert(people)
      .values(
        Object.entries(demoExecutives).flatMap(([accountKey, execs]) =>
          execs.map((x) => ({
            id: demoPersonId(accountKey, x.fullName),
            fullName: x.fullName,
            title: x.title,
            linkedinUsername: x.linkedinUsername ?? null,
            accountId: demoAccountId(accountKey),
          })),
        ),
      )
      .onConflictDoNothing();

    const newEvents = await tx
      .insert(events)
      .values(
        resolved.map((e) => ({
          id: e.id,
          title: e.title,
          eventDate: e.eventDate,
          summary: e.summary,
          accountId: e.accountId,
          url: e.url,
          data: e.data,
          publication: e.publication,
          status: e.status,
          statusReason: e.statusReason,
          source: e.source,
          isDeleted: e.isDeleted,
          insertedAt: e.insertedAt,
          updatedAt: e.updatedAt,
        })),
      )
      .onConflictDoNothing()
      .returning({ id: events.id });
    const isNew = new Set(newEvents.map((e) => e.id));
    await tx
      .insert(eventPeople)
      .values(resolved.flatMap((e) => e.people.map((p) => ({ eventId: e.id, personId: p.personId, reasoning: p.reasoning, createdAt: e.updatedAt }))))
      .onConflictDoNothing();

    await tx
      .insert(reports)
      .values(activity.reports.map((r) => ({ id: r.id, name: r.name, subject: r.subject, userId: r.userId, companyId: r.companyId, createdAt: r.createdAt, sentAt: r.sentAt })))
      .onConflictDoNothing();
    await tx
      .insert(reportEvents)
      .values(activity.reports.flatMap((r) => r.eventIds.map((eventId, orderIndex) => ({ reportId: r.id, eventId, orderIndex }))))
      .onConflictDoNothing();
    const newDiscoveries = await tx
      .insert(discoveries)
      .values(
        activity.discoveries.map((d) => ({
          id: d.id,
          accountId: d.accountId,
          userId: d.userId,
          status: d.status,
          source: d.source,
          error: d.error,
          createdAt: d.createdAt,
          updatedAt: d.updatedAt,
        })),
      )
      .onConflictDoNothing()
      .returning({ id: discoveries.id });
    await tx
      .insert(emailsSent)
      .values(
        activity.emails.map((e) => ({
          id: e.id,
          emailType: e.emailType,
          toEmail: e.toEmail,
          fromEmail: e.fromEmail,
          subject: e.subject,
          externalId: e.externalId,
          reportId: e.reportId,
          userId: e.userId,
          companyId: e.companyId,
          createdAt: e.createdAt,
        })),
      )
      .onConflictDoNothing();
    await tx
      .insert(emailStatus)
      .values(activity.emails.map((e) => ({ emailId: e.id, ...e.status })))
      .onConflictDoNothing();

    const queuedJobs = await queueNewEvents(tx as unknown as Database, resolved.filter((e) => isNew.has(e.id)));
    const loggedDiscoveries = new Set(newDiscoveries.map((d) => d.id));
    return { seeded: true, events: newEvents.length, queuedJobs, loggedDiscoveries };
  });

  const storage = options.storage === undefined ? createStorageProvider() : options.storage;
  if (storage) {
    const fresh = activity.discoveries.filter((d) => result.loggedDiscoveries.has(d.id) && d.status !== "running");
    await writeDiscoveryLogs(storage, fresh, resolved, corpusShiftMs(now));
  }
  log.info(DEMO_LOGINS_MESSAGE);
  return { seeded: result.seeded, events: result.events, queuedJobs: result.queuedJobs };
}

/** The debug logs behind "View debug logs"; a storage failure leaves the demo usable, so it only warns. */
async function writeDiscoveryLogs(
  storage: StorageProvider,
  runs: ReturnType<typeof resolveDemoActivity>["discoveries"],
  events: ReturnType<typeof resolveDemoEvents>,
  shiftMs: number,
) {
  for (const run of runs) {
    const body = new TextEncoder().encode(JSON.stringify(buildDemoDiscoveryLog(run, events, shiftMs), null, 2));
    try {
      await storage.put("logs", `discoveries/${run.id}.json`, body, { contentType: "application/json", upsert: true });
    } catch (error) {
      log.warn("Could not store a demo discovery log", { discoveryId: run.id, error });
    }
  }
}

/**
 * The queue matches the events: in-flight events have a job (the pending ones wait a minute so the
 * demo shows them pending, the running one is held by a worker that "crashed" and comes back when its
 * visibility timeout ends), and processed events have their finished job in the history.
 */
async function queueNewEvents(db: Database, fresh: ReturnType<typeof resolveDemoEvents>): Promise<number> {
  let queued = 0;
  for (const e of fresh) {
    if (e.status !== "pending" && e.status !== "running") continue;
    const msgId = await eventJob.enqueuePrivileged(db, { event_id: e.id }, { delaySeconds: e.status === "pending" ? 60 : 0 });
    if (e.status === "running") {
      await db
        .update(eventsQueue)
        .set({ readCt: 1, vt: sql`now() + interval '90 seconds'` })
        .where(eq(eventsQueue.msgId, msgId));
    }
    queued += 1;
  }
  const finished = fresh.filter((e) => e.status === "completed" || e.status === "failed");
  if (finished.length > 0) {
    // Their history goes through the queue's own functions (also pgmq's, on Supabase Queues).
    const messages = JSON.stringify(finished.map((e) => ({ event_id: e.id, job_type: "event" })));
    const ids = rowsOf<{ id: number | string }>(
      await db.execute(sql`select id from pgmq.send_batch('events', array(select m from jsonb_array_elements(${messages}::jsonb) with ordinality as t(m, n) order by n), 0) as id`),
    )
      .map((r) => Number(r.id))
      .sort((a, b) => a - b);
    await archiveJobs(
      db,
      "events",
      finished.map((e, i) => {
        const failed = e.status === "failed";
        const retries = failed ? 2 : i % 7 === 3 ? 1 : 0;
        return {
          msgId: ids[i],
          outcome: {
            success: !failed,
            durationSeconds: failed ? 15.2 : 6 + ((i * 37) % 90) / 10,
            retryCount: retries,
            readCt: retries + 1,
            error: failed ? e.statusReason : null,
            jobType: "event",
            finishedAt: e.updatedAt,
          },
        };
      }),
    );
  }
  return queued;
}
