import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { rowsOf } from "@/lib/db/database";
import { attemptAs, queryAs, snapshotTable } from "./helpers/as-user";
import { publicTables, type PublicTable } from "./helpers/public-tables";
import { createRlsWorld, type RlsWorld } from "./helpers/rls-world";
import { expectedVisibleKeys, idList, rowKey } from "./helpers/tenant-rows";
import { backends, useTestDatabase } from "./helpers/test-database";

// What each caller sees (spec 1 §6, spec 2 §6): a user their own company, their own row, the accounts
// assigned to them and what hangs off those; an admin everything; a caller without claims nothing.

const tableCases = publicTables.map((table) => ({ table }));

/** An update that would touch every row it is allowed to see. */
const touchAll: Record<PublicTable, string> = {
  companies: "name = name || ''",
  users: "name = name",
  accounts: "name = name",
  account_users: "created_at = now()",
  events: "updated_at = now()",
  people: "title = title",
  event_people: "reasoning = reasoning",
  reports: "name = name",
  report_events: "order_index = order_index + 1",
  discoveries: "updated_at = now()",
  emails_sent: "subject = subject",
  email_status: "current_status = current_status",
  delivery_channels: "updated_at = now()",
  delivery_attempts: "error = error",
  delivery_preferences: "updated_at = now()",
  signal_weights: "updated_at = now()",
  company_signal_weight_defaults: "updated_at = now()",
  account_snoozes: "created_at = now()",
  event_feedback: "reason = reason",
};

describe.each(backends)("row visibility on $name", (backend) => {
  const testDb = useTestDatabase(backend);
  let world: RlsWorld;

  beforeAll(async () => {
    world = await createRlsWorld(testDb().db);
  });

  const visibleKeys = async (userId: string | null, table: PublicTable) =>
    (
      await queryAs(userId,
        sql`select ${rowKey(table)} as key from public.${sql.identifier(table)} order by 1`,
      )
    ).map((r) => String(r.key));

  describe.each(tableCases)("$table", ({ table }) => {
    it("a user sees exactly their own rows (assigned accounts only)", async () => {
      expect(await visibleKeys(world.a.user.id, table)).toEqual(expectedVisibleKeys(world.a, "user")[table]);
    });

    it("a colleague in the same company sees only theirs", async () => {
      expect(await visibleKeys(world.a.colleague.id, table)).toEqual(expectedVisibleKeys(world.a, "colleague")[table]);
      expect(await visibleKeys(world.b.user.id, table)).toEqual(expectedVisibleKeys(world.b, "user")[table]);
    });

    it("an admin sees every row of every company", async () => {
      const all = rowsOf<{ key: string }>(
        await testDb().db.execute(sql`select ${rowKey(table)} as key from public.${sql.identifier(table)} order by 1`),
      ).map((r) => r.key);
      expect(all.length).toBeGreaterThan(expectedVisibleKeys(world.a, "user")[table].length);
      expect(await visibleKeys(world.admin.id, table)).toEqual(all);
    });

    it("a caller without claims sees no rows and changes nothing", async () => {
      const { db } = testDb();
      expect(await visibleKeys(null, table)).toEqual([]);
      const before = await snapshotTable(db, table);
      const t = sql.identifier(table);
      expect(await attemptAs(null, sql`delete from public.${t} returning 1`)).toEqual({ ok: true, rows: [] });
      const update = await attemptAs(null, sql`update public.${t} set ${sql.raw(touchAll[table])} returning 1`);
      expect(update).toEqual({ ok: true, rows: [] });
      expect(await snapshotTable(db, table)).toEqual(before);
    });
  });

  it("an unassigned account of the user's own company is invisible, with its events, people and discoveries", async () => {
    const { a } = world;
    const { db } = testDb();
    const probes = [
      sql`select id from public.accounts where id = ${a.colleagueAccount.id}::uuid`,
      sql`select account_id from public.account_users where account_id = ${a.colleagueAccount.id}::uuid`,
      sql`select id from public.events where account_id = ${a.colleagueAccount.id}::uuid`,
      sql`select id from public.people where account_id = ${a.colleagueAccount.id}::uuid`,
      sql`select event_id from public.event_people where event_id = ${a.colleagueEvent.id}::uuid`,
      sql`select id from public.discoveries where account_id = ${a.colleagueAccount.id}::uuid`,
      sql`select id from public.reports where id = ${a.colleagueReport.id}::uuid`,
      sql`select id from public.users where id = ${a.colleague.id}::uuid`,
    ];
    for (const probe of probes) {
      expect(rowsOf(await db.execute(probe)).length).toBeGreaterThan(0);
      expect(await queryAs(a.user.id, probe)).toEqual([]);
    }
  });

  it("a user cannot change or delete what hangs off an unassigned account of their company", async () => {
    const { a } = world;
    const { db } = testDb();
    const attempts = [
      { table: "accounts", query: sql`update public.accounts set name = 'Mine now' where id = ${a.colleagueAccount.id}::uuid returning 1` },
      { table: "accounts", query: sql`delete from public.accounts where id = ${a.colleagueAccount.id}::uuid returning 1` },
      { table: "events", query: sql`update public.events set is_deleted = true where account_id = ${a.colleagueAccount.id}::uuid returning 1` },
      { table: "events", query: sql`delete from public.events where account_id = ${a.colleagueAccount.id}::uuid returning 1` },
      { table: "people", query: sql`delete from public.people where account_id = ${a.colleagueAccount.id}::uuid returning 1` },
      { table: "reports", query: sql`delete from public.reports where id = ${a.colleagueReport.id}::uuid returning 1` },
    ] as const;
    for (const attempt of attempts) {
      const before = await snapshotTable(db, attempt.table);
      expect(await attemptAs(a.user.id, attempt.query)).toEqual({ ok: true, rows: [] });
      expect(await snapshotTable(db, attempt.table)).toEqual(before);
    }
    const refused = await attemptAs(a.user.id,
      sql`insert into public.events (title, url, account_id) values ('Planted', 'https://news.example.test/p', ${a.colleagueAccount.id}::uuid)`,
    );
    expect(refused.ok ? "inserted" : refused.message).toMatch(/row-level security/);
  });

  it("a user sees the events, people and reports of their assigned accounts joined together", async () => {
    const { a } = world;
    const rows = await queryAs(a.user.id,
      sql`select e.id as event_id, p.id as person_id, r.id as report_id
          from public.events e
          join public.event_people ep on ep.event_id = e.id
          join public.people p on p.id = ep.person_id
          join public.report_events re on re.event_id = e.id
          join public.reports r on r.id = re.report_id
          where e.account_id in ${idList([a.account.id, a.colleagueAccount.id])}`,
    );
    expect(rows).toEqual([{ event_id: a.event.id, person_id: a.person.id, report_id: a.report.id }]);
  });
});
