import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { rowsOf, type Database } from "@/lib/db/database";
import { events } from "@/lib/db/schema/events";
import { createEvent } from "@/lib/events/create-event";
import { deleteEvent } from "@/lib/events/delete-event";
import { getEvent } from "@/lib/events/get-event";
import { listEvents } from "@/lib/events/list-events";
import { refreshEvent } from "@/lib/events/refresh-event";
import { updateEvent, updateEventData } from "@/lib/events/update-event";
import { createAccount } from "@/tests/factories/accounts";
import { createCompany } from "@/tests/factories/companies";
import { completedEventData, createEvent as insertEvent } from "@/tests/factories/events";
import { createReport } from "@/tests/factories/reports";
import { createUser } from "@/tests/factories/users";
import { backends, useTestDatabase } from "./helpers/test-database";

async function queuedMessages(db: Database, eventId: string) {
  return rowsOf<{ message: { event_id: string; job_type: string } }>(
    await db.execute(sql`select message from pgmq.q_events where message ->> 'event_id' = ${eventId}`),
  ).map((r) => r.message);
}

async function seller(db: Database) {
  const company = await createCompany(db, { name: "Seller" });
  const user = await createUser(db, { companyId: company.id });
  const colleague = await createUser(db, { companyId: company.id });
  const account = await createAccount(db, { companyId: company.id, name: "Helio Grid", assignTo: [user.id, colleague.id] });
  return { company, user, colleague, account, scope: { userId: user.id, companyId: company.id } };
}

const contextualized = {
  event_summary: "Helio Grid raised a Series C.",
  tldr: "Series C",
  why_it_matters: "Fresh budget for planning.",
  suggested_action: "Offer a forecasting workshop.",
  offerings: [{ name: "Forecasting Cloud", link: "https://seller.example/f", offering: "Forecast the new plants." }],
};

describe.each(backends)("events on $name", (backend) => {
  const testDb = useTestDatabase(backend);

  it("creates a pending manual event and queues exactly one processing job for it", async () => {
    const { db } = testDb();
    const { scope, account } = await seller(db);
    const created = await createEvent(scope, { accountId: account.id, url: "https://news.example/helio-series-c" });

    expect(created).toMatchObject({ status: "pending", accountName: "Helio Grid", usageStatus: "unused", url: "https://news.example/helio-series-c" });
    const [row] = await db.select().from(events).where(eq(events.id, created.id));
    expect(row).toMatchObject({ status: "pending", source: "manual", accountId: account.id });
    expect(await queuedMessages(db, created.id)).toEqual([{ event_id: created.id, job_type: "event" }]);
  });

  it("deletes the new event again when the queue refuses the job", async () => {
    const { db } = testDb();
    const { scope, account } = await seller(db);
    const url = "https://news.example/queue-down";
    await db.execute(sql`revoke execute on function public.enqueue_job(text, jsonb, integer) from authenticated`);
    try {
      await expect(createEvent(scope, { accountId: account.id, url })).rejects.toThrow(
        /^Failed to queue event for processing: .+\. Please try again or contact support if this persists\.$/,
      );
    } finally {
      await db.execute(sql`grant execute on function public.enqueue_job(text, jsonb, integer) to authenticated`);
    }
    expect(await db.select().from(events).where(eq(events.url, url))).toEqual([]);
  });

  it("rejects a new event without URL or account, or with an invalid URL", async () => {
    const { db } = testDb();
    const { scope, account } = await seller(db);
    await expect(createEvent(scope, { accountId: account.id, url: "" })).rejects.toThrow("URL and account are required");
    await expect(createEvent(scope, { accountId: "", url: "https://x.example" })).rejects.toThrow("URL and account are required");
    await expect(createEvent(scope, { accountId: account.id, url: "ftp://x.example" })).rejects.toThrow(/valid URL/);
  });

  it("lists newest first with this user's usage: unused, Draft (pending) and sent", async () => {
    const { db } = testDb();
    const { scope, account, company, user, colleague } = await seller(db);
    const unused = await insertEvent(db, { accountId: account.id, insertedAt: new Date("2026-11-01T10:00:00Z") });
    const drafted = await insertEvent(db, { accountId: account.id, insertedAt: new Date("2026-11-02T10:00:00Z") });
    const sent = await insertEvent(db, { accountId: account.id, insertedAt: new Date("2026-11-03T10:00:00Z") });
    await createReport(db, { userId: user.id, companyId: company.id, name: "Uma 11/02", eventIds: [drafted.id] });
    const sentAt = new Date("2026-11-04T07:00:00Z");
    await createReport(db, { userId: user.id, companyId: company.id, name: "Uma 11/04", eventIds: [sent.id], sentAt });
    // A colleague's sent report does not make the event "sent" for this user.
    await createReport(db, { userId: colleague.id, companyId: company.id, eventIds: [unused.id], sentAt });

    const { events: rows, nextCursor } = await listEvents(scope, {});
    expect(rows.map((r) => r.id)).toEqual([sent.id, drafted.id, unused.id]);
    expect(rows.map((r) => [r.usageStatus, r.reportName])).toEqual([
      ["sent", "Uma 11/04"],
      ["pending", "Uma 11/02"],
      ["unused", null],
    ]);
    expect(rows[0].sentAt?.toISOString()).toBe(sentAt.toISOString());
    expect(nextCursor).toBeNull();

    const colleagueView = await listEvents({ userId: colleague.id, companyId: company.id }, {});
    expect(colleagueView.events.find((r) => r.id === unused.id)?.usageStatus).toBe("sent");
    expect(colleagueView.events.find((r) => r.id === sent.id)?.usageStatus).toBe("unused");
  });

  it("pages across accounts in global newest-first order, without skipping or repeating same-instant events", async () => {
    const { db } = testDb();
    const { scope, account, company, user } = await seller(db);
    const other = await createAccount(db, { companyId: company.id, name: "Quantia Bio", assignTo: [user.id] });
    const same = new Date("2026-11-05T10:00:00Z");
    const inserted = [];
    for (let i = 0; i < 9; i++) {
      const insertedAt = i < 5 ? same : new Date(same.getTime() - (i + 1) * 60_000);
      inserted.push(await insertEvent(db, { accountId: i % 2 ? other.id : account.id, insertedAt }));
    }
    const seen: { id: string; at: number }[] = [];
    let after: string | null = null;
    do {
      const page: Awaited<ReturnType<typeof listEvents>> = await listEvents(scope, { limit: 2, after });
      expect(page.events.length).toBeLessThanOrEqual(2);
      seen.push(...page.events.map((r) => ({ id: r.id, at: r.insertedAt.getTime() })));
      after = page.nextCursor;
    } while (after);
    expect(seen).toHaveLength(9);
    expect(new Set(seen.map((s) => s.id))).toEqual(new Set(inserted.map((e) => e.id)));
    const times = seen.map((s) => s.at);
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it("the user's feed holds only completed, non-deleted events", async () => {
    const { db } = testDb();
    const { scope, account } = await seller(db);
    const done = await insertEvent(db, { accountId: account.id });
    await insertEvent(db, { accountId: account.id, status: "pending" });
    await insertEvent(db, { accountId: account.id, status: "failed" });
    await insertEvent(db, { accountId: account.id, isDeleted: true });
    const { events: feed } = await listEvents(scope, { feedOnly: true });
    expect(feed.map((r) => r.id)).toEqual([done.id]);
    expect(feed[0].tldr).toBe(completedEventData().tldr);
  });

  it("saves details and merges contextualized data without losing other keys", async () => {
    const { db } = testDb();
    const { scope, account } = await seller(db);
    const event = await insertEvent(db, { accountId: account.id, data: completedEventData({ publication: "Grid Weekly", signal_type: "funding" }) });

    const details = await updateEvent(
      scope,
      { eventId: event.id, title: "Helio Grid raises $120M", eventDate: "2026-11-20", summary: "Series C.", url: "https://news.example/c", accountId: account.id },
    );
    expect(details).toMatchObject({ title: "Helio Grid raises $120M", eventDate: "2026-11-20", summary: "Series C.", url: "https://news.example/c" });

    const saved = await updateEventData(scope, event.id, contextualized);
    expect(saved.data).toMatchObject({ ...contextualized, publication: "Grid Weekly", signal_type: "funding" });

    await expect(updateEventData(scope, event.id, { ...contextualized, why_it_matters: "" })).rejects.toThrow("All fields are required.");
    await expect(updateEventData(scope, event.id, { ...contextualized, offerings: [] })).rejects.toThrow("You must have 1 or 2 offerings.");
    await expect(
      updateEventData(scope, event.id, { ...contextualized, offerings: [{ name: "x", link: "", offering: "y" }] }),
    ).rejects.toThrow("All offering fields are required.");
  });

  it("refuses to save an event that is not completed, leaving it untouched", async () => {
    const { db } = testDb();
    const { scope, account } = await seller(db);
    for (const status of ["pending", "running", "failed"] as const) {
      const event = await insertEvent(db, { accountId: account.id, status });
      await expect(updateEventData(scope, event.id, contextualized)).rejects.toThrow("Save failed: Only completed events can be edited.");
      await expect(
        updateEvent(scope, { eventId: event.id, title: "Edited", url: "https://news.example/edited", accountId: account.id }),
      ).rejects.toThrow("Save failed: Only completed events can be edited.");
      expect((await db.select().from(events).where(eq(events.id, event.id)))[0]).toEqual(event);
    }
  });

  it("keeps sent events read-only and undeletable", async () => {
    const { db } = testDb();
    const { scope, account, company, user } = await seller(db);
    const event = await insertEvent(db, { accountId: account.id });
    await createReport(db, { userId: user.id, companyId: company.id, eventIds: [event.id], sentAt: new Date() });

    await expect(updateEventData(scope, event.id, contextualized)).rejects.toThrow("Save failed: Sent events are read-only.");
    await expect(deleteEvent(scope, event.id)).rejects.toThrow("Sent events cannot be deleted.");
    await expect(refreshEvent(scope, { eventId: event.id, accountId: account.id })).rejects.toThrow(/^Refresh failed: /);
    expect((await getEvent(scope, event.id)).data).toEqual(event.data);
  });

  it("refreshes a finished event back to pending and requeues it; refuses pending ones", async () => {
    const { db } = testDb();
    const { scope, account } = await seller(db);
    const failed = await insertEvent(db, { accountId: account.id, status: "failed", statusReason: "Article could not be fetched" });

    await expect(refreshEvent(scope, { eventId: failed.id, accountId: null })).rejects.toThrow("Missing event ID or account.");
    const row = await refreshEvent(scope, { eventId: failed.id, accountId: account.id });
    expect(row).toMatchObject({ id: failed.id, status: "pending", statusReason: null });
    expect(await queuedMessages(db, failed.id)).toEqual([{ event_id: failed.id, job_type: "event" }]);

    await expect(refreshEvent(scope, { eventId: failed.id, accountId: account.id })).rejects.toThrow(/^Refresh failed: /);
    expect(await queuedMessages(db, failed.id)).toHaveLength(1);
  });

  it("refuses to refresh a deleted event, leaving it as it was and queueing nothing", async () => {
    const { db } = testDb();
    const { scope, account } = await seller(db);
    const deleted = await insertEvent(db, { accountId: account.id, status: "failed", statusReason: "Article could not be fetched", isDeleted: true });

    await expect(refreshEvent(scope, { eventId: deleted.id, accountId: account.id })).rejects.toThrow(
      "Refresh failed: Deleted events cannot be refreshed.",
    );
    expect(await getEvent(scope, deleted.id)).toMatchObject({ status: "failed", statusReason: "Article could not be fetched" });
    expect(await queuedMessages(db, deleted.id)).toEqual([]);
  });

  it("a failed requeue leaves the event as it was", async () => {
    const { db } = testDb();
    const { scope, account } = await seller(db);
    const done = await insertEvent(db, { accountId: account.id });
    await db.execute(sql`revoke execute on function public.enqueue_job(text, jsonb, integer) from authenticated`);
    try {
      await expect(refreshEvent(scope, { eventId: done.id, accountId: account.id })).rejects.toThrow(/^Failed to queue event processing: /);
    } finally {
      await db.execute(sql`grant execute on function public.enqueue_job(text, jsonb, integer) to authenticated`);
    }
    expect((await getEvent(scope, done.id)).status).toBe("completed");
  });

  it("hard-deletes an event unless it is running", async () => {
    const { db } = testDb();
    const { scope, account } = await seller(db);
    const running = await insertEvent(db, { accountId: account.id, status: "running" });
    const done = await insertEvent(db, { accountId: account.id });

    await expect(deleteEvent(scope, running.id)).rejects.toThrow(/being processed/);
    await deleteEvent(scope, done.id);
    expect(await db.select().from(events).where(eq(events.id, done.id))).toEqual([]);
    await expect(getEvent(scope, done.id)).rejects.toThrow("Event not found");
  });
});
