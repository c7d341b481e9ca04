import { sql, type SQL } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { rowsOf } from "@/lib/db/database";
import { attemptAs, queryAs, snapshotTable } from "./helpers/as-user";
import { publicTables, type PublicTable } from "./helpers/public-tables";
import { createRlsWorld, type RlsWorld } from "./helpers/rls-world";
import { tenantRows } from "./helpers/tenant-rows";
import { backends, useTestDatabase } from "./helpers/test-database";

// Spec 1 §6, spec 2 §6, DESIGN §3: a user of company A can neither read, insert, update nor delete
// company B's rows, in any public table. Every attempt runs as A's user through withClaims, exactly
// like a request; B's data is then compared with a snapshot taken through the privileged connection.

type CrossTenantCase = {
  /** the SET clause of a hostile update */
  update: SQL;
  /** inserts A's user might try to plant rows in B's tenant; each must be refused */
  inserts: (w: RlsWorld) => SQL[];
};

const cases: Record<PublicTable, CrossTenantCase> = {
  companies: {
    update: sql`name = 'Hijacked', solutions = 'Hijacked'`,
    inserts: () => [sql`insert into public.companies (name) values ('Intruder Co')`],
  },
  users: {
    update: sql`name = 'Hijacked', role = 'admin'`,
    inserts: ({ b }) => [
      sql`insert into public.users (id, email, company_id) values (gen_random_uuid(), 'intruder@example.test', ${b.company.id}::uuid)`,
    ],
  },
  accounts: {
    update: sql`name = 'Hijacked'`,
    inserts: ({ b }) => [
      sql`insert into public.accounts (name, url, company_id) values ('Intruder', 'https://intruder.example', ${b.company.id}::uuid)`,
    ],
  },
  account_users: {
    update: sql`created_at = now() - interval '1 day'`,
    inserts: ({ a, b }) => [
      sql`insert into public.account_users (account_id, user_id) values (${b.account.id}::uuid, ${a.user.id}::uuid)`,
      sql`insert into public.account_users (account_id, user_id) values (${b.colleagueAccount.id}::uuid, ${b.user.id}::uuid)`,
      sql`insert into public.account_users (account_id, user_id) values (${a.account.id}::uuid, ${b.user.id}::uuid)`,
    ],
  },
  events: {
    update: sql`title = 'Hijacked', is_deleted = true`,
    inserts: ({ b }) => [
      sql`insert into public.events (title, url, account_id) values ('Planted', 'https://news.example.test/planted', ${b.account.id}::uuid)`,
    ],
  },
  people: {
    update: sql`full_name = 'Hijacked'`,
    inserts: ({ b }) => [sql`insert into public.people (full_name, account_id) values ('Planted Person', ${b.account.id}::uuid)`],
  },
  event_people: {
    update: sql`reasoning = 'Hijacked'`,
    inserts: ({ a, b }) => [
      sql`insert into public.event_people (event_id, person_id) values (${b.event.id}::uuid, ${b.unlinkedPerson.id}::uuid)`,
      sql`insert into public.event_people (event_id, person_id) values (${a.event.id}::uuid, ${b.person.id}::uuid)`,
      sql`insert into public.event_people (event_id, person_id) values (${b.event.id}::uuid, ${a.person.id}::uuid)`,
    ],
  },
  reports: {
    update: sql`name = 'Hijacked', sent_at = null`,
    inserts: ({ a, b }) => [
      sql`insert into public.reports (name, user_id, company_id) values ('Planted', ${b.user.id}::uuid, ${b.company.id}::uuid)`,
      sql`insert into public.reports (name, user_id, company_id) values ('Planted', ${a.user.id}::uuid, ${b.company.id}::uuid)`,
      sql`insert into public.reports (name, user_id, company_id) values ('Planted', ${b.user.id}::uuid, ${a.company.id}::uuid)`,
    ],
  },
  report_events: {
    update: sql`order_index = 99`,
    inserts: ({ a, b }) => [
      sql`insert into public.report_events (report_id, event_id) values (${b.report.id}::uuid, ${b.pendingEvent.id}::uuid)`,
      sql`insert into public.report_events (report_id, event_id) values (${a.report.id}::uuid, ${b.event.id}::uuid)`,
      sql`insert into public.report_events (report_id, event_id) values (${b.colleagueReport.id}::uuid, ${a.event.id}::uuid)`,
    ],
  },
  discoveries: {
    update: sql`status = 'failed', error = 'Hijacked'`,
    inserts: ({ b }) => [sql`insert into public.discoveries (account_id, status) values (${b.account.id}::uuid, 'pending')`],
  },
  emails_sent: {
    update: sql`subject = 'Hijacked'`,
    inserts: ({ b }) => [
      sql`insert into public.emails_sent (email_type, to_email, user_id, company_id) values ('daily_report', ${b.user.email}, ${b.user.id}::uuid, ${b.company.id}::uuid)`,
    ],
  },
  email_status: {
    update: sql`current_status = 'complained'`,
    inserts: ({ b }) => [
      sql`insert into public.email_status (email_id, current_status) values (${b.emailWithoutStatus.id}::uuid, 'delivered')`,
    ],
  },
  delivery_channels: {
    update: sql`webhook_url = 'https://intruder.example/hook'`,
    inserts: ({ b }) => [sql`insert into public.delivery_channels (user_id, webhook_url) values (${b.user.id}::uuid, 'https://intruder.example/hook')`],
  },
  delivery_attempts: {
    update: sql`ok = false, error = 'Hijacked'`,
    inserts: ({ b }) => [
      sql`insert into public.delivery_attempts (delivery_id, user_id, channel, kind, attempt, ok) values (gen_random_uuid(), ${b.user.id}::uuid, 'slack', 'test', 1, true)`,
    ],
  },
  delivery_preferences: {
    update: sql`daily_report_enabled = false, delivery_hour = 3`,
    inserts: ({ b }) => [sql`insert into public.delivery_preferences (user_id, daily_report_enabled) values (${b.colleague.id}::uuid, false)`],
  },
  signal_weights: {
    update: sql`weight = 0`,
    inserts: ({ b }) => [sql`insert into public.signal_weights (user_id, signal_type, weight) values (${b.user.id}::uuid, 'funding', 0)`],
  },
  company_signal_weight_defaults: {
    update: sql`weight = 0`,
    inserts: ({ a, b }) => [
      sql`insert into public.company_signal_weight_defaults (company_id, signal_type, weight) values (${b.company.id}::uuid, 'hiring', 0)`,
      // only admins set a company's defaults, their own company's included
      sql`insert into public.company_signal_weight_defaults (company_id, signal_type, weight) values (${a.company.id}::uuid, 'hiring', 0)`,
    ],
  },
  account_snoozes: {
    update: sql`snoozed_until = '2099-01-01'`,
    inserts: ({ a, b }) => [
      sql`insert into public.account_snoozes (user_id, account_id, snoozed_until) values (${a.user.id}::uuid, ${b.account.id}::uuid, '2099-01-01')`,
      sql`insert into public.account_snoozes (user_id, account_id, snoozed_until) values (${b.user.id}::uuid, ${b.colleagueAccount.id}::uuid, '2099-01-01')`,
      sql`insert into public.account_snoozes (user_id, account_id, snoozed_until) values (${a.user.id}::uuid, ${a.colleagueAccount.id}::uuid, '2099-01-01')`,
    ],
  },
  event_feedback: {
    update: sql`reason = 'wrong_company'`,
    inserts: ({ a, b }) => [
      sql`insert into public.event_feedback (user_id, event_id, account_id) values (${b.colleague.id}::uuid, ${b.colleagueEvent.id}::uuid, ${b.colleagueAccount.id}::uuid)`,
      sql`insert into public.event_feedback (user_id, event_id, account_id) values (${a.user.id}::uuid, ${b.event.id}::uuid, ${b.account.id}::uuid)`,
    ],
  },
};

const refusedByRls = /row-level security|permission denied/;

describe.each(backends)("cross-tenant isolation on $name", (backend) => {
  const testDb = useTestDatabase(backend);
  let world: RlsWorld;

  beforeAll(async () => {
    world = await createRlsWorld(testDb().db);
  });

  const privilegedCount = async (table: PublicTable, where: SQL) =>
    Number(
      rowsOf<{ n: number }>(await testDb().db.execute(sql`select count(*)::int as n from public.${sql.identifier(table)} where ${where}`))[0].n,
    );

  describe.each(publicTables.map((table) => ({ table })))("$table", ({ table }) => {
    const t = sql.identifier(table);

    it("a user of company A reads none of company B's rows", async () => {
      const bRows = tenantRows(table, world.b);
      expect(await privilegedCount(table, bRows)).toBeGreaterThan(0);
      const seen = await queryAs(world.a.user.id, sql`select * from public.${t} where ${bRows}`);
      expect(seen).toEqual([]);
    });

    it("a user of company A updates none of company B's rows", async () => {
      const { db } = testDb();
      const before = await snapshotTable(db, table);
      const attempt = await attemptAs(world.a.user.id, sql`update public.${t} set ${cases[table].update} where ${tenantRows(table, world.b)} returning 1`);
      if (attempt.ok) expect(attempt.rows).toHaveLength(0);
      else expect(attempt.message).toMatch(refusedByRls);
      expect(await snapshotTable(db, table)).toEqual(before);
    });

    it("a user of company A deletes none of company B's rows", async () => {
      const { db } = testDb();
      const before = await snapshotTable(db, table);
      const attempt = await attemptAs(world.a.user.id, sql`delete from public.${t} where ${tenantRows(table, world.b)} returning 1`);
      expect(attempt).toEqual({ ok: true, rows: [] });
      expect(await snapshotTable(db, table)).toEqual(before);
    });

    it("a user of company A cannot insert rows into company B", async () => {
      const { db } = testDb();
      const before = await snapshotTable(db, table);
      for (const insert of cases[table].inserts(world)) {
        const attempt = await attemptAs(world.a.user.id, insert);
        expect(attempt.ok ? "inserted" : attempt.message).toMatch(refusedByRls);
      }
      expect(await snapshotTable(db, table)).toEqual(before);
    });
  });

  it("a user cannot move their own rows into another company", async () => {
    const { db } = testDb();
    const { a, b } = world;
    const moves = [
      { table: "accounts", query: sql`update public.accounts set company_id = ${b.company.id}::uuid where id = ${a.account.id}::uuid` },
      { table: "events", query: sql`update public.events set account_id = ${b.account.id}::uuid where id = ${a.event.id}::uuid` },
      { table: "people", query: sql`update public.people set account_id = ${b.account.id}::uuid where id = ${a.person.id}::uuid` },
      { table: "reports", query: sql`update public.reports set company_id = ${b.company.id}::uuid where id = ${a.report.id}::uuid` },
      { table: "reports", query: sql`update public.reports set user_id = ${b.user.id}::uuid where id = ${a.report.id}::uuid` },
      { table: "report_events", query: sql`update public.report_events set event_id = ${b.event.id}::uuid where report_id = ${a.report.id}::uuid` },
    ] as const;
    for (const move of moves) {
      const before = await snapshotTable(db, move.table);
      const attempt = await attemptAs(a.user.id, move.query);
      expect(attempt.ok ? "moved" : attempt.message, move.table).toMatch(refusedByRls);
      expect(await snapshotTable(db, move.table)).toEqual(before);
    }
  });
});
