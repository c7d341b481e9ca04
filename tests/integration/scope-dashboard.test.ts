import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import type { ActingScope, Viewer } from "@/lib/auth/viewer-types";
import { listRecentAccounts, listRecentEvents, listRecentReports, loadDashboard } from "@/lib/dashboard/load-dashboard";
import type { Database } from "@/lib/db/database";
import { accounts, accountUsers } from "@/lib/db/schema/accounts";
import { companies } from "@/lib/db/schema/companies";
import { events } from "@/lib/db/schema/events";
import { reportEvents, reports } from "@/lib/db/schema/reports";
import { users } from "@/lib/db/schema/users";
import { serializeAdminSelection } from "@/lib/auth/admin-selection";
import { resolveScope, toActingScope } from "@/lib/auth/resolve-scope";
import { backends, useTestDatabase } from "./helpers/test-database";

const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000);

async function makeWorld(db: Database) {
  const north = randomUUID();
  const south = randomUUID();
  await db.insert(companies).values([
    { id: north, name: "North" },
    { id: south, name: "South" },
  ]);
  const person = async (companyId: string, name: string, role: "user" | "admin" = "user"): Promise<Viewer> => {
    const id = randomUUID();
    const email = `${id.slice(0, 8)}@example.test`;
    await db.insert(users).values({ id, email, name, role, companyId });
    return { authUser: { id, email, name }, profile: { id, email, name, role, companyId, companyName: null }, role };
  };
  const admin = await person(north, "Ada Admin", "admin");
  const uma = await person(north, "Uma User");
  const sam = await person(north, "Sam Seller");
  const otto = await person(south, "Otto Other");

  const account = async (companyId: string, name: string, owners: Viewer[], age: number) => {
    const id = randomUUID();
    await db.insert(accounts).values({ id, name, url: `https://${id.slice(0, 6)}.example`, companyId, insertedAt: minutesAgo(age) });
    if (owners.length) await db.insert(accountUsers).values(owners.map((o) => ({ accountId: id, userId: o.profile!.id })));
    return id;
  };
  // Uma has 7 accounts (one shared with Sam); Sam and Otto have their own.
  const umaAccounts: string[] = [];
  for (let i = 0; i < 6; i++) umaAccounts.push(await account(north, `Uma Account ${i}`, [uma], 100 - i));
  const shared = await account(north, "Shared Account", [uma, sam], 50);
  const samOnly = await account(north, "Sam Account", [sam], 1);
  const ottoOnly = await account(south, "Otto Account", [otto], 1);

  const event = async (accountId: string, title: string, age: number, isDeleted = false) => {
    const id = randomUUID();
    await db.insert(events).values({ id, accountId, title, status: "completed", insertedAt: minutesAgo(age), isDeleted });
    return id;
  };
  for (let i = 0; i < 6; i++) await event(umaAccounts[i], `Uma event ${i}`, 60 - i);
  await event(shared, "Shared event", 30);
  await event(umaAccounts[0], "Deleted event", 0, true);
  await event(samOnly, "Sam event", 0);
  await event(ottoOnly, "Otto event", 0);

  const report = async (owner: Viewer, companyId: string, name: string, age: number, eventIds: string[] = []) => {
    const id = randomUUID();
    await db.insert(reports).values({ id, name, userId: owner.profile!.id, companyId, createdAt: minutesAgo(age) });
    if (eventIds.length) await db.insert(reportEvents).values(eventIds.map((eventId, i) => ({ reportId: id, eventId, orderIndex: i })));
    return id;
  };
  const sharedEvent = await event(shared, "Report event", 90);
  for (let i = 0; i < 6; i++) await report(uma, north, `Uma report ${i}`, 60 - i, i === 5 ? [sharedEvent] : []);
  await report(sam, north, "Sam report", 0);
  await report(otto, south, "Otto report", 0);

  return { north, south, admin, uma, sam, otto };
}

describe.each(backends)("dashboard data through the acting scope on $name", (backend) => {
  const testDb = useTestDatabase(backend);

  it("shows an admin acting as a user exactly that user's five newest events, reports and accounts", async () => {
    const { db } = testDb();
    const w = await makeWorld(db);
    const cookie = serializeAdminSelection({ adminId: w.admin.profile!.id, companyId: w.north, userId: w.uma.profile!.id });
    const scope = toActingScope(await resolveScope(w.admin, cookie, async () => db)) as ActingScope;
    expect(scope.userId).toBe(w.uma.profile!.id);

    const recentEvents = await listRecentEvents(scope);
    expect(recentEvents.map((e) => e.title)).toEqual(["Shared event", "Uma event 5", "Uma event 4", "Uma event 3", "Uma event 2"]);
    expect(recentEvents[0].accountName).toBe("Shared Account");

    const recentReports = await listRecentReports(scope);
    expect(recentReports.map((r) => r.name)).toEqual(["Uma report 5", "Uma report 4", "Uma report 3", "Uma report 2", "Uma report 1"]);
    expect(recentReports[0].eventCount).toBe(1);
    expect(recentReports[1].eventCount).toBe(0);

    const recentAccounts = await listRecentAccounts(scope);
    expect(recentAccounts.map((a) => a.name)).toEqual(["Shared Account", "Uma Account 5", "Uma Account 4", "Uma Account 3", "Uma Account 2"]);
  });

  it("shows the same data to the user themselves, and nothing of others to them", async () => {
    const { db } = testDb();
    const w = await makeWorld(db);
    const sam = toActingScope(await resolveScope(w.sam, undefined, async () => db)) as ActingScope;
    expect((await listRecentEvents(sam)).map((e) => e.title)).toEqual(["Sam event", "Shared event", "Report event"]);
    expect((await listRecentReports(sam)).map((r) => r.name)).toEqual(["Sam report"]);
    expect((await listRecentAccounts(sam)).map((a) => a.name)).toEqual(["Sam Account", "Shared Account"]);

    // A scope pointing at another company's user still only shows what RLS lets that user see in that company.
    const crossed: ActingScope = { ...sam, companyId: w.south };
    expect(await listRecentEvents(crossed)).toEqual([]);
    expect(await listRecentAccounts(crossed)).toEqual([]);
    expect(await listRecentReports(crossed)).toEqual([]);
  });

  it("a list whose query fails is logged and shown empty instead of failing the page", async () => {
    const { db } = testDb();
    const w = await makeWorld(db);
    const sam = toActingScope(await resolveScope(w.sam, undefined, async () => db)) as ActingScope;
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    let messages: string[] = [];
    await db.execute(sql`revoke select on public.events, public.reports, public.accounts from authenticated`);
    try {
      expect(await listRecentEvents(sam)).toEqual([]);
      expect(await listRecentReports(sam)).toEqual([]);
      expect(await listRecentAccounts(sam)).toEqual([]);
    } finally {
      await db.execute(sql`grant select on public.events, public.reports, public.accounts to authenticated`);
      messages = logged.mock.calls.map((args) => String(args[0]));
      logged.mockRestore();
    }
    for (const list of ["recent events", "recent reports", "recent accounts"]) {
      expect(messages.some((m) => m.includes(`dashboard: loading ${list} failed`))).toBe(true);
    }
    expect((await listRecentEvents(sam)).map((e) => e.title)).toEqual(["Sam event", "Shared event", "Report event"]);
  });

  it("shows each of the three lists as read alone, and a list that fails leaves the other two shown", async () => {
    const { db } = testDb();
    const w = await makeWorld(db);
    const sam = toActingScope(await resolveScope(w.sam, undefined, async () => db)) as ActingScope;
    const together = await loadDashboard(sam);
    expect(together).toEqual({ events: await listRecentEvents(sam), reports: await listRecentReports(sam), accounts: await listRecentAccounts(sam) });
    expect(together.reports.map((r) => r.name)).toEqual(["Sam report"]);

    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const warned = vi.spyOn(console, "warn").mockImplementation(() => {});
    await db.execute(sql`revoke select on public.events from authenticated`);
    try {
      const partial = await loadDashboard(sam);
      expect(partial.events).toEqual([]);
      expect(partial.reports.map((r) => r.name)).toEqual(["Sam report"]);
      expect(partial.accounts.map((a) => a.name)).toEqual(["Sam Account", "Shared Account"]);
      expect(logged.mock.calls.some((args) => String(args[0]).includes("dashboard: loading recent events failed"))).toBe(true);
    } finally {
      await db.execute(sql`grant select on public.events to authenticated`);
      logged.mockRestore();
      warned.mockRestore();
    }
  });
});
