import { sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { openMigratedDatabase } from "@/lib/db/client";
import { rowsOf, type Database } from "@/lib/db/database";
import { applyMigrations, listMigrations } from "@/lib/db/migrate";
import { publicTables } from "./helpers/public-tables";
import { backends, useTestDatabase } from "./helpers/test-database";

/** What the migrations built: tables, columns, policies, functions, grants (to prove a re-run changes nothing). */
async function catalogFingerprint(db: Database) {
  const q = async (query: ReturnType<typeof sql>) => rowsOf<Record<string, unknown>>(await db.execute(query)).map((r) => JSON.stringify(r));
  return {
    columns: await q(sql`select table_schema, table_name, column_name, data_type, column_default from information_schema.columns
                         where table_schema in ('public', 'pgmq', 'better_auth') order by 1, 2, 3`),
    policies: await q(sql`select schemaname, tablename, policyname, cmd, qual, with_check from pg_policies order by 1, 2, 3`),
    functions: await q(sql`select n.nspname, p.proname, pg_get_function_identity_arguments(p.oid) as args, md5(p.prosrc) as src
                           from pg_proc p join pg_namespace n on n.oid = p.pronamespace
                           where n.nspname in ('public', 'pgmq', 'pgmq_public', 'auth') order by 1, 2, 3`),
    grants: await q(sql`select table_schema, table_name, grantee, privilege_type from information_schema.role_table_grants
                        where grantee in ('anon', 'authenticated', 'service_role') order by 1, 2, 3, 4`),
  };
}

describe.each(backends)("migrations on $name", (backend) => {
  const testDb = useTestDatabase(backend, { migrated: false });

  it("apply in order on an empty database and are recorded where the Supabase CLI records them", async () => {
    const { handle, db } = testDb();
    const all = listMigrations();
    expect(all.length).toBeGreaterThanOrEqual(3);
    const applied = await handle.withConnection((run) => applyMigrations(run));
    expect(applied).toEqual(all.map((m) => `${m.version}_${m.name}`));
    const recorded = rowsOf<{ version: string; name: string }>(
      await db.execute(sql`select version, name from supabase_migrations.schema_migrations order by version`),
    );
    expect(recorded).toEqual(all.map((m) => ({ version: m.version, name: m.name })));
    const tables = rowsOf<{ relname: string }>(
      await db.execute(sql`select c.relname from pg_class c join pg_namespace n on n.oid = c.relnamespace
                           where n.nspname = 'public' and c.relkind in ('r', 'p') order by 1`),
    ).map((r) => r.relname);
    expect(tables).toEqual([...publicTables].sort());
  });

  it("re-running is a no-op: nothing applied, schema and data unchanged", async () => {
    const { handle, db } = testDb();
    await db.execute(sql`insert into public.companies (name) values ('Survivor Inc')`);
    const before = await catalogFingerprint(db);
    expect(await handle.withConnection((run) => applyMigrations(run))).toEqual([]);
    expect(await catalogFingerprint(db)).toEqual(before);
    const companies = rowsOf<{ name: string }>(await db.execute(sql`select name from public.companies`));
    expect(companies).toEqual([{ name: "Survivor Inc" }]);
  });

  if (backend.name === "postgres") {
    it("opening an already migrated database (several servers at once) applies nothing twice", async () => {
      const { url, db } = testDb();
      const handles = await Promise.all([1, 2, 3].map(() => openMigratedDatabase({ databaseUrl: url, max: 1 })));
      await Promise.all(handles.map((h) => h.close()));
      const count = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from supabase_migrations.schema_migrations`))[0].n;
      expect(count).toBe(listMigrations().length);
    });
  }

});

describe.each(backends)("migrated schema on $name", (backend) => {
  const testDb = useTestDatabase(backend);

  it("every public table has Row Level Security enabled and forced, with policies for signed-in users", async () => {
    const { db } = testDb();
    const rows = rowsOf<{ relname: string; enabled: boolean; forced: boolean; policies: number }>(
      await db.execute(sql`
        select c.relname, c.relrowsecurity as enabled, c.relforcerowsecurity as forced,
               (select count(*)::int from pg_policies p where p.schemaname = 'public' and p.tablename = c.relname
                  and 'authenticated' = any (p.roles)) as policies
        from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind in ('r', 'p')
        order by c.relname`),
    );
    expect(rows.map((r) => r.relname)).toEqual([...publicTables].sort());
    for (const row of rows) {
      expect({ table: row.relname, enabled: row.enabled, forced: row.forced }).toEqual({ table: row.relname, enabled: true, forced: true });
      expect(row.policies, row.relname).toBeGreaterThan(0);
    }
  });

  it("anonymous callers have no table grants in public", async () => {
    const { db } = testDb();
    const grants = rowsOf(
      await db.execute(sql`select table_name, privilege_type from information_schema.role_table_grants
                           where grantee = 'anon' and table_schema = 'public'`),
    );
    expect(grants).toEqual([]);
  });

  describe("queue functions (pgmq semantics)", () => {
    type Message = { msg_id: number; read_ct: number; message: Record<string, unknown>; vt: string | Date };
    const exec = async <T>(query: ReturnType<typeof sql>) => rowsOf<T>(await testDb().db.execute(query));
    const send = async (message: Record<string, unknown>, delay = 0) =>
      Number((await exec<{ id: number }>(sql`select pgmq.send('events', ${JSON.stringify(message)}::jsonb, ${delay}::int) as id`))[0].id);
    const read = async (vt: number, qty: number) =>
      (await exec<Message>(sql`select * from pgmq.read('events', ${vt}::int, ${qty}::int)`)).map((m) => ({ ...m, msg_id: Number(m.msg_id) }));
    const readCt = async (id: number) => (await exec<{ n: number }>(sql`select read_ct as n from pgmq.q_events where msg_id = ${id}`))[0]?.n ?? null;

    beforeEach(async () => {
      await exec(sql`delete from pgmq.q_events`);
      await exec(sql`delete from pgmq.a_events`);
    });

    it("send then read delivers the message once and hides it for the visibility timeout", async () => {
      const id = await send({ event_id: "e1", job_type: "event" });
      const first = await read(30, 10);
      expect(first.map((m) => ({ msg_id: m.msg_id, read_ct: m.read_ct, message: m.message }))).toEqual([
        { msg_id: id, read_ct: 1, message: { event_id: "e1", job_type: "event" } },
      ]);
      expect(await read(30, 10)).toEqual([]);
      expect(await readCt(id)).toBe(1);
    });

    it("a read message becomes visible again once its timeout passes, and read_ct counts deliveries", async () => {
      const id = await send({ job_type: "event", event_id: "e2" });
      expect((await read(1, 1)).map((m) => m.msg_id)).toEqual([id]);
      expect(await read(1, 1)).toEqual([]);
      await new Promise((resolve) => setTimeout(resolve, 1300));
      const again = await read(30, 1);
      expect(again.map((m) => [m.msg_id, m.read_ct])).toEqual([[id, 2]]);
      expect(await readCt(id)).toBe(2);
    });

    it("set_vt hides or releases a message; send with a delay is invisible until then", async () => {
      const id = await send({ job_type: "event", event_id: "e3" });
      const [hidden] = await exec<Message>(sql`select * from pgmq.set_vt('events', ${id}::bigint, 60)`);
      expect(Number(hidden.msg_id)).toBe(id);
      expect(new Date(hidden.vt).getTime()).toBeGreaterThan(Date.now() + 50_000);
      expect(await read(30, 1)).toEqual([]);
      await exec(sql`select * from pgmq.set_vt('events', ${id}::bigint, 0)`);
      expect((await read(30, 1)).map((m) => m.msg_id)).toEqual([id]);

      await send({ job_type: "event", event_id: "later" }, 60);
      expect(await read(30, 10)).toEqual([]);
    });

    it("delete removes a message and reports whether it was there", async () => {
      const id = await send({ job_type: "event", event_id: "e4" });
      expect((await exec<{ ok: boolean }>(sql`select pgmq.delete('events', ${id}::bigint) as ok`))[0].ok).toBe(true);
      expect((await exec<{ ok: boolean }>(sql`select pgmq.delete('events', ${id}::bigint) as ok`))[0].ok).toBe(false);
      expect(await read(0, 10)).toEqual([]);
      expect(await readCt(id)).toBeNull();
    });

    it("archive (one id or many, pgmq's signatures) moves messages to the archive once", async () => {
      const one = await send({ job_type: "event", event_id: "e5" });
      const two = await send({ job_type: "event", event_id: "e6" });
      const three = await send({ job_type: "event", event_id: "e7" });
      await read(30, 10);
      expect((await exec<{ ok: boolean }>(sql`select pgmq.archive('events', ${one}::bigint) as ok`))[0].ok).toBe(true);
      expect((await exec<{ ok: boolean }>(sql`select pgmq.archive('events', ${one}::bigint) as ok`))[0].ok).toBe(false);
      const many = await exec<{ id: number }>(sql`select a as id from pgmq.archive('events', array[${one}, ${two}, ${three}]::bigint[]) a order by 1`);
      expect(many.map((r) => Number(r.id))).toEqual([two, three]);
      expect(await exec(sql`select msg_id from pgmq.q_events`)).toEqual([]);
      const archived = await exec<Record<string, unknown>>(sql`select msg_id, read_ct, message from pgmq.a_events order by msg_id`);
      expect(archived.map((r) => ({ ...r, msg_id: Number(r.msg_id) }))).toEqual([
        { msg_id: one, read_ct: 1, message: { job_type: "event", event_id: "e5" } },
        { msg_id: two, read_ct: 1, message: { job_type: "event", event_id: "e6" } },
        { msg_id: three, read_ct: 1, message: { job_type: "event", event_id: "e7" } },
      ]);
    });

    it("send_batch queues several messages in one call", async () => {
      const ids = await exec<{ id: number }>(sql`select id from pgmq.send_batch('events', array['{"n":1}', '{"n":2}']::jsonb[], 0) id`);
      expect(ids).toHaveLength(2);
      expect((await read(30, 10)).map((m) => m.message)).toEqual([{ n: 1 }, { n: 2 }]);
    });

    it("concurrent readers never receive the same message", async () => {
      const ids = [];
      for (let i = 0; i < 6; i++) ids.push(await send({ job_type: "event", event_id: `c${i}` }));
      const batches = await Promise.all([read(30, 2), read(30, 2), read(30, 2), read(30, 2)]);
      const delivered = batches.flat().map((m) => m.msg_id).sort((x, y) => x - y);
      expect(delivered).toEqual(ids);
    });

    it("refuses an unknown or malformed queue name", async () => {
      await expect(exec(sql`select pgmq.send('q_events; drop table x', '{}'::jsonb, 0)`)).rejects.toThrow();
      await expect(exec(sql`select * from pgmq.read('nope', 30, 1)`)).rejects.toThrow();
    });
  });
});
