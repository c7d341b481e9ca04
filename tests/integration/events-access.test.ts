import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { rowsOf, type Database } from "@/lib/db/database";
import { events } from "@/lib/db/schema/events";
import { createEvent } from "@/lib/events/create-event";
import { deleteEvent } from "@/lib/events/delete-event";
import { getEvent, getEventStakeholders } from "@/lib/events/get-event";
import { getEventStatuses, listEvents } from "@/lib/events/list-events";
import { refreshEvent } from "@/lib/events/refresh-event";
import { updateEvent, updateEventData } from "@/lib/events/update-event";
import { createEvent as insertEvent } from "@/tests/factories/events";
import { createUser } from "@/tests/factories/users";
import { createRlsWorld } from "./helpers/rls-world";
import { backends, useTestDatabase } from "./helpers/test-database";

async function queueSize(db: Database) {
  return Number(rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from pgmq.q_events`))[0].n);
}

const contextualized = {
  event_summary: "s",
  tldr: "",
  why_it_matters: "w",
  suggested_action: "a",
  offerings: [{ name: "n", link: "https://l.example", offering: "o" }],
};

describe.each(backends)("events tenant isolation on $name", (backend) => {
  const testDb = useTestDatabase(backend);

  it("a user cannot read, refresh, edit or delete events of an account not assigned to them", async () => {
    const { db } = testDb();
    const { a, b } = await createRlsWorld(db);
    const scope = { userId: a.user.id, companyId: a.company.id };
    // Same company but the colleague's account, and another company's account.
    const foreign = [
      { event: a.colleagueEvent, accountId: a.colleagueAccount.id },
      { event: b.event, accountId: b.account.id },
    ];
    const queuedBefore = await queueSize(db);

    const listed = (await listEvents(scope, { limit: 1000 })).events.map((e) => e.id);
    expect(listed.sort()).toEqual([a.event.id, a.pendingEvent.id].sort());

    for (const { event, accountId } of foreign) {
      const before = (await db.select().from(events).where(eq(events.id, event.id)))[0];
      await expect(getEvent(scope, event.id)).rejects.toThrow("Event not found");
      await expect(getEventStakeholders(scope, event.id)).rejects.toThrow("Event not found");
      expect(await getEventStatuses(scope, [event.id])).toEqual([]);
      expect((await listEvents(scope, { ids: [event.id] })).events).toEqual([]);
      await expect(refreshEvent(scope, { eventId: event.id, accountId })).rejects.toThrow("Refresh failed: Event not found");
      await expect(deleteEvent(scope, event.id)).rejects.toThrow("Event not found");
      await expect(updateEventData(scope, event.id, contextualized)).rejects.toThrow("Event not found");
      await expect(
        updateEvent(scope, { eventId: event.id, title: "hijacked", url: "https://x.example", accountId: a.account.id }),
      ).rejects.toThrow("Event not found");
      await expect(createEvent(scope, { accountId, url: "https://news.example/x" })).rejects.toThrow(
        "Event creation failed: Account not found.",
      );
      const after = (await db.select().from(events).where(eq(events.id, event.id)))[0];
      expect(after).toEqual(before);
    }
    // Moving one's own event into someone else's account is refused as well.
    const own = await insertEvent(db, { accountId: a.account.id });
    await expect(
      updateEvent(scope, { eventId: own.id, url: "https://x.example", accountId: a.colleagueAccount.id }),
    ).rejects.toThrow("Save failed: Account not found.");
    expect(await queueSize(db)).toBe(queuedBefore);
  });

  it("the acting company must match: a user's own events are hidden under another company id", async () => {
    const { db } = testDb();
    const { a, b } = await createRlsWorld(db);
    const wrongCompany = { userId: a.user.id, companyId: b.company.id };
    expect((await listEvents(wrongCompany, {})).events).toEqual([]);
    await expect(getEvent(wrongCompany, a.event.id)).rejects.toThrow("Event not found");
  });

  it("an admin acting as a user sees exactly that user's events, and as themselves only their own assignments", async () => {
    const { db } = testDb();
    const { a, admin } = await createRlsWorld(db);
    const actingAsUser = { userId: a.user.id, companyId: a.company.id };
    const asThemselves = { userId: admin.id, companyId: a.company.id };
    expect((await listEvents(actingAsUser, {})).events.map((e) => e.id).sort()).toEqual(
      [a.event.id, a.pendingEvent.id].sort(),
    );
    expect((await listEvents(asThemselves, {})).events).toEqual([]);
    await expect(deleteEvent(asThemselves, a.pendingEvent.id)).rejects.toThrow("Event not found");
  });

  it("a user of another company with the same account id gets nothing", async () => {
    const { db } = testDb();
    const { a, b } = await createRlsWorld(db);
    const stranger = await createUser(db, { companyId: b.company.id });
    const scope = { userId: stranger.id, companyId: b.company.id };
    expect(await getEventStatuses(scope, [a.event.id, a.pendingEvent.id])).toEqual([]);
  });
});
