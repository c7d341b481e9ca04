import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { rowsOf } from "@/lib/db/database";
import { withScope } from "@/lib/db/scoped";
import { attemptAs, queryAs, snapshotTable } from "./helpers/as-user";
import { createRlsWorld, type RlsWorld } from "./helpers/rls-world";
import { backends, useTestDatabase } from "./helpers/test-database";

// A signed-in user cannot give themselves more than they have: no role change, no new users rows,
// no account assignments for anyone else or to accounts nobody assigned them, no queueing work for
// events they cannot reach, and no direct access to the queue or the auth tables.

const refused = /row-level security|permission denied/;

describe.each(backends)("privilege escalation on $name", (backend) => {
  const testDb = useTestDatabase(backend);
  let world: RlsWorld;

  beforeAll(async () => {
    world = await createRlsWorld(testDb().db);
  });

  const roleOf = async (userId: string) =>
    rowsOf<{ role: string }>(await testDb().db.execute(sql`select role from public.users where id = ${userId}::uuid`))[0].role;

  it("the caller's claims reach the database intact, whatever characters the email holds (no SQL can ride in them)", async () => {
    const { a } = world;
    const email = `o'brien\\x"'); select 1; --@example.test`;
    const claims = await withScope({ userId: a.user.id, email }, async (tx) =>
      rowsOf<{ sub: string; email: string; role: string }>(
        await tx.execute(sql`select auth.uid()::text as sub, current_setting('request.jwt.claims', true)::jsonb ->> 'email' as email, current_user as role`),
      ),
    );
    expect(claims).toEqual([{ sub: a.user.id, email, role: "authenticated" }]);
  });

  it("a read-only scope refuses every write, so the driver may run it again after a lost connection", async () => {
    const { a } = world;
    const attempt = withScope({ userId: a.user.id }, (tx) => tx.execute(sql`update public.users set name = 'Changed' where id = ${a.user.id}::uuid`), { readOnly: true });
    await expect(attempt).rejects.toThrow();
    const cause = await attempt.catch((error: Error) => String((error.cause as Error | undefined)?.message ?? error.message));
    expect(cause).toMatch(/read-only transaction/);
    const rows = await withScope({ userId: a.user.id }, async (tx) => rowsOf<{ n: number }>(await tx.execute(sql`select count(*)::int as n from public.users where id = ${a.user.id}::uuid`)), { readOnly: true });
    expect(rows).toEqual([{ n: 1 }]);
  });

  it("a user cannot make themselves admin or move to another company", async () => {
    const { a, b } = world;
    expect(await attemptAs(a.user.id, sql`update public.users set role = 'admin' where id = ${a.user.id}::uuid returning 1`)).toEqual({ ok: true, rows: [] });
    expect(await attemptAs(a.user.id, sql`update public.users set company_id = ${b.company.id}::uuid where id = ${a.user.id}::uuid returning 1`)).toEqual({ ok: true, rows: [] });
    expect(await roleOf(a.user.id)).toBe("user");
    expect(await queryAs(a.user.id, sql`select public.is_admin() as admin`)).toEqual([{ admin: false }]);
    expect(await queryAs(a.user.id, sql`select public.current_company_id() as company`)).toEqual([{ company: a.company.id }]);
  });

  it("a user cannot insert a users row, not even an admin one in their own company", async () => {
    const { db } = testDb();
    const before = await snapshotTable(db, "users");
    for (const role of ["user", "admin"]) {
      const attempt = await attemptAs(world.a.user.id,
        sql`insert into public.users (id, email, role, company_id) values (${randomUUID()}::uuid, ${`new-${role}@example.test`}, ${role}, ${world.a.company.id}::uuid)`,
      );
      expect(attempt.ok ? "inserted" : attempt.message).toMatch(refused);
    }
    expect(await snapshotTable(db, "users")).toEqual(before);
  });

  it("a user cannot change their company's settings", async () => {
    const { db } = testDb();
    const before = await snapshotTable(db, "companies");
    expect(
      await attemptAs(world.a.user.id, sql`update public.companies set solutions = 'Hijacked' where id = ${world.a.company.id}::uuid returning 1`),
    ).toEqual({ ok: true, rows: [] });
    expect(await attemptAs(world.a.user.id, sql`delete from public.companies where id = ${world.a.company.id}::uuid returning 1`)).toEqual({ ok: true, rows: [] });
    expect(await snapshotTable(db, "companies")).toEqual(before);
  });

  it("a user cannot assign accounts to another user, nor claim an unassigned account of their company", async () => {
    const { db } = testDb();
    const { a, b } = world;
    const before = await snapshotTable(db, "account_users");
    const attempts = [
      // another user of the same company, on the user's own account
      sql`insert into public.account_users (account_id, user_id) values (${a.account.id}::uuid, ${a.colleague.id}::uuid)`,
      // the user themselves, on an existing account of their company nobody assigned to them
      sql`insert into public.account_users (account_id, user_id) values (${a.colleagueAccount.id}::uuid, ${a.user.id}::uuid)`,
      // the user themselves, on another company's account
      sql`insert into public.account_users (account_id, user_id) values (${b.account.id}::uuid, ${a.user.id}::uuid)`,
    ];
    for (const attempt of attempts) {
      const result = await attemptAs(a.user.id, attempt);
      expect(result.ok ? "inserted" : result.message).toMatch(refused);
    }
    expect(
      await attemptAs(a.user.id, sql`update public.account_users set user_id = ${a.colleague.id}::uuid where user_id = ${a.user.id}::uuid returning 1`),
    ).toEqual({ ok: true, rows: [] });
    expect(await snapshotTable(db, "account_users")).toEqual(before);
  });

  it("a user can still create an account and link themselves to it in the same transaction (spec 1 §7)", async () => {
    const { a } = world;
    const id = randomUUID();
    await withScope(
      { userId: a.user.id },
      async (tx) => {
        await tx.execute(sql`insert into public.accounts (id, name, url, company_id) values (${id}::uuid, 'Fresh Account', 'https://fresh.example', ${a.company.id}::uuid)`);
        await tx.execute(sql`insert into public.account_users (account_id, user_id) values (${id}::uuid, ${a.user.id}::uuid)`);
      },
    );
    expect(await queryAs(a.user.id, sql`select name from public.accounts where id = ${id}::uuid`)).toEqual([{ name: "Fresh Account" }]);
    // ...but not link a colleague to it afterwards, nor themselves to someone else's fresh account.
    const later = await attemptAs(a.user.id, sql`insert into public.account_users (account_id, user_id) values (${id}::uuid, ${a.colleague.id}::uuid)`);
    expect(later.ok ? "inserted" : later.message).toMatch(refused);
  });

  describe("the queue", () => {
    const send = (message: Record<string, unknown>) => sql`select public.enqueue_job('events', ${JSON.stringify(message)}::jsonb, 0) as msg_id`;
    const queued = async () => rowsOf<{ n: number }>(await testDb().db.execute(sql`select count(*)::int as n from pgmq.q_events`))[0].n;

    it("a user queues processing of their own event", async () => {
      const before = await queued();
      const rows = await queryAs(world.a.user.id, send({ event_id: world.a.event.id, job_type: "event" }));
      expect(rows).toHaveLength(1);
      expect(Number(rows[0].msg_id)).toBeGreaterThan(0);
      expect(await queued()).toBe(before + 1);
    });

    it("a user cannot queue another company's event, an unassigned event, or any other job", async () => {
      const { a, b } = world;
      const before = await queued();
      const cases: [Record<string, unknown>, RegExp][] = [
        [{ event_id: b.event.id, job_type: "event" }, /event not found/],
        [{ event_id: a.colleagueEvent.id, job_type: "event" }, /event not found/],
        [{ job_type: "discovery", account_id: a.account.id }, /admin access required/],
        [{ event_id: a.event.id, job_type: "discovery", account_id: b.account.id }, /admin access required/],
        [{ event_id: a.event.id, job_type: "event", account_id: b.account.id }, /admin access required/],
      ];
      for (const [message, reason] of cases) {
        const attempt = await attemptAs(a.user.id, send(message));
        expect(attempt.ok ? "queued" : attempt.message, JSON.stringify(message)).toMatch(reason);
      }
      const anonymous = await attemptAs(null, send({ event_id: a.event.id, job_type: "event" }));
      expect(anonymous.ok ? "queued" : anonymous.message).toMatch(/not authenticated/);
      expect(await queued()).toBe(before);
    });

    it("an admin can queue a discovery job", async () => {
      const rows = await queryAs(world.admin.id, send({ job_type: "discovery", account_id: world.b.account.id }));
      expect(rows).toHaveLength(1);
    });

    it("signed-in users have no direct access to schema pgmq", async () => {
      const probes = [
        sql`select * from pgmq.q_events`,
        sql`select * from pgmq.a_events`,
        sql`select pgmq.send('events', '{"job_type":"discovery"}'::jsonb, 0)`,
        sql`select * from pgmq.read('events', 30, 10)`,
        sql`select pgmq.delete('events', 1::bigint)`,
        sql`delete from pgmq.q_events`,
      ];
      for (const probe of probes) {
        const attempt = await attemptAs(world.admin.id, probe);
        expect(attempt.ok ? "allowed" : attempt.message).toMatch(/permission denied/);
      }
    });
  });

  it("signed-in users cannot read the local auth tables or the mail outbox", async () => {
    const probes = [
      sql`select * from better_auth."user"`,
      sql`select * from better_auth.account`,
      sql`select * from better_auth.session`,
      sql`select * from local_mail.outbox`,
    ];
    for (const probe of probes) {
      const attempt = await attemptAs(world.admin.id, probe);
      expect(attempt.ok ? "allowed" : attempt.message).toMatch(/permission denied/);
    }
  });
});
