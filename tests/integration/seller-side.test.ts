import { sql } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { rowsOf } from "@/lib/db/database";
import { withScope } from "@/lib/db/scoped";
import { listUserAccounts } from "@/lib/accounts/list-user-accounts";
import { hasReportableEvents, unusedEvents } from "@/lib/reports/report-queries";
import { composeMessageForScope, firstDraftWithPage } from "@/lib/composer/compose-message";
import type { ComposeRequest } from "@/lib/composer/composer.validation";
import { getAdjacentSentEvents, listActivityFeed } from "@/lib/events/list-sent-events";
import { getEventDetails } from "@/lib/events/get-event-details";
import { getPeopleForUser } from "@/lib/people/get-people";
import { createEvent } from "@/tests/factories/events";
import { createReport } from "@/tests/factories/reports";
import { createRlsWorld } from "./helpers/rls-world";
import { backends, useTestDatabase } from "./helpers/test-database";

const options = { length: "balanced", format: "email", tone: "friendly", objective: "build_trust", relationship: "prospect", language: "en" } as const;

describe.each(backends)("the seller's side on $name", (backend) => {
  const testDb = useTestDatabase(backend);

  it("get_people_for_user returns the caller's people and nothing outside their scope", async () => {
    const { db } = testDb();
    const { a, b, admin } = await createRlsWorld(db);
    const call = (caller: string, userId: string, companyId: string) =>
      withScope({ userId: caller }, async (tx) =>
        rowsOf<{ id: string; event_count: number; related_events: { event_id: string }[] }>(
          await tx.execute(sql`select * from public.get_people_for_user(${userId}::uuid, ${companyId}::uuid)`),
        ),
      );

    const own = await call(a.user.id, a.user.id, a.company.id);
    expect(own.map((p) => p.id)).toEqual([a.person.id]);
    expect(own[0].event_count).toBe(1);
    expect(own[0].related_events.map((e) => e.event_id)).toEqual([a.event.id]);

    // Another company, a colleague, or the right user under another company id: nothing.
    expect(await call(a.user.id, b.user.id, b.company.id)).toEqual([]);
    expect(await call(a.user.id, a.colleague.id, a.company.id)).toEqual([]);
    expect(await call(a.user.id, a.user.id, b.company.id)).toEqual([]);
    // Signed out: nothing at all.
    expect(await withScope(null, async (tx) => rowsOf(await tx.execute(sql`select * from public.get_people_for_user(${a.user.id}::uuid, ${a.company.id}::uuid)`)))).toEqual([]);
    // An admin acting as a user sees that user's people.
    expect((await call(admin.id, a.user.id, a.company.id)).map((p) => p.id)).toEqual([a.person.id]);
    expect((await getPeopleForUser({ userId: a.user.id, companyId: a.company.id })).map((p) => p.full_name)).toEqual(["Alpha Person"]);
  });

  it("the activity feed lists the events of sent reports only, each once, newest first, paged", async () => {
    const { db } = testDb();
    const { a } = await createRlsWorld(db);
    const scope = { userId: a.user.id, companyId: a.company.id };
    const older = await createEvent(db, { accountId: a.account.id, title: "Older" });
    const newest = await createEvent(db, { accountId: a.account.id, title: "Newest" });
    const draftOnly = await createEvent(db, { accountId: a.account.id, title: "Draft only" });
    const t = Date.now();
    await createReport(db, { userId: a.user.id, companyId: a.company.id, eventIds: [older.id, a.event.id], sentAt: new Date(t - 3_600_000) });
    await createReport(db, { userId: a.user.id, companyId: a.company.id, eventIds: [newest.id, older.id], sentAt: new Date(t + 60_000) });
    await createReport(db, { userId: a.user.id, companyId: a.company.id, eventIds: [draftOnly.id] });

    const first = await listActivityFeed(scope, { limit: 2 });
    const second = await listActivityFeed(scope, { limit: 2, after: first.nextCursor });
    const ids = [...first.events, ...second.events].map((e) => e.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).not.toContain(draftOnly.id);
    expect(ids.slice(0, 2).sort()).toEqual([newest.id, older.id].sort());
    expect(ids).toContain(a.event.id);
    expect(second.nextCursor).toBeNull();
    expect(first.events.find((e) => e.id === a.event.id) ?? second.events.find((e) => e.id === a.event.id)).toMatchObject({
      stakeholders: [{ id: a.person.id, fullName: "Alpha Person" }],
    });
    const at = ids.indexOf(a.event.id);
    expect(await getAdjacentSentEvents(scope, a.event.id)).toEqual({ previous: ids[at - 1] ?? null, next: ids[at + 1] ?? null });
    // Another user's view of the same company has none of it.
    expect((await listActivityFeed({ userId: a.colleague.id, companyId: a.company.id })).events).toEqual([]);
  });

  it("compose_message refuses another company's event, an unassigned account and another user's identity", async () => {
    const { db } = testDb();
    const { a, b, admin } = await createRlsWorld(db);
    const scope = { userId: a.user.id, companyId: a.company.id };
    const request = (eventId: string, userId = a.user.id): ComposeRequest => ({ event_id: eventId, user_id: userId, ...options });

    await expect(composeMessageForScope(scope, request(b.event.id))).rejects.toThrow("Event not found.");
    await expect(composeMessageForScope(scope, request(a.colleagueEvent.id))).rejects.toThrow("Event not found.");
    await expect(composeMessageForScope(scope, request(a.pendingEvent.id))).rejects.toThrow("Event not found.");
    await expect(composeMessageForScope(scope, request(a.event.id, a.colleague.id))).rejects.toThrow("You can only compose messages as the selected user.");

    const own = await composeMessageForScope(scope, request(a.event.id));
    expect(own.message).toContain("Subject:");
    expect(own.message).toContain("New funding for expansion");
    expect(own.message).toContain("Alpha User");
    // The composer page's first draft: the same message, for the viewer's limit; none for another company's event or a remote provider.
    expect(await firstDraftWithPage(scope, a.user.id, a.event.id, "en")).toEqual(own);
    // The page passes the event it has read: the same draft.
    expect(await firstDraftWithPage(scope, a.user.id, await getEventDetails(scope, a.event.id), "en")).toEqual(own);
    expect(await firstDraftWithPage(scope, a.user.id, b.event.id, "en")).toBeNull();
    const remote = { name: "remote", contextualizeEvent: vi.fn(), composeMessage: vi.fn() };
    expect(await firstDraftWithPage(scope, a.user.id, a.event.id, "en", remote)).toBeNull();
    expect(remote.composeMessage).not.toHaveBeenCalled();
    // An admin's own scope (no assignment) cannot compose for the user's event as the user.
    await expect(composeMessageForScope({ userId: admin.id, companyId: a.company.id }, request(a.event.id))).rejects.toThrow(
      "You can only compose messages as the selected user.",
    );
  });

  it("the accounts grid counts completed events per account and per week", async () => {
    const { db } = testDb();
    const { a } = await createRlsWorld(db);
    const today = new Date("2026-11-23T12:00:00Z");
    const day = (n: number) => new Date(today.getTime() - n * 86_400_000).toISOString().slice(0, 10);
    await createEvent(db, { accountId: a.account.id, eventDate: day(1) });
    await createEvent(db, { accountId: a.account.id, eventDate: day(9) });
    await createEvent(db, { accountId: a.account.id, eventDate: day(200) });
    const [card] = await listUserAccounts({ userId: a.user.id, companyId: a.company.id }, today);
    expect(card).toMatchObject({ id: a.account.id, name: "Alpha Account", eventCount: 4, lastEventDate: day(1) });
    expect(card.weekly).toHaveLength(12);
    expect(card.weekly[11]).toBe(1);
    expect(card.weekly[10]).toBe(1);
    // The tenant's own event (2026-11-01) is inside the 12 weeks too; the 200-day-old one is not.
    expect(card.weekly.reduce((x, y) => x + y, 0)).toBe(3);
  });

  it("an account taken away from the user leaves the feed, the accounts grid and new reports at once", async () => {
    const { db } = testDb();
    const { a } = await createRlsWorld(db);
    const scope = { userId: a.user.id, companyId: a.company.id };
    await createReport(db, { userId: a.user.id, companyId: a.company.id, eventIds: [a.event.id], sentAt: new Date() });
    const fresh = await createEvent(db, { accountId: a.account.id, title: "Not in a report yet" });
    expect((await listActivityFeed(scope)).events.map((e) => e.id)).toEqual([a.event.id]);
    expect((await listUserAccounts(scope)).map((c) => c.id)).toEqual([a.account.id]);
    expect(await hasReportableEvents(scope)).toBe(true);
    expect((await withScope(scope, (tx) => unusedEvents(scope, {}, tx))).map((e) => e.id)).toEqual([fresh.id]);

    await db.execute(sql`delete from public.account_users where user_id = ${a.user.id} and account_id = ${a.account.id}`);
    expect((await listActivityFeed(scope)).events).toEqual([]);
    expect(await getAdjacentSentEvents(scope, a.event.id)).toEqual({ previous: null, next: null });
    expect(await listUserAccounts(scope)).toEqual([]);
    expect(await hasReportableEvents(scope)).toBe(false);
    expect(await withScope(scope, (tx) => unusedEvents(scope, {}, tx))).toEqual([]);
  });
});
