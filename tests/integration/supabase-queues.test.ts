import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openMigratedDatabase, setProcessDatabase, type DbHandle } from "@/lib/db/client";
import { rowsOf } from "@/lib/db/database";
import { withScope } from "@/lib/db/scoped";
import { eventJob } from "@/lib/jobs/event-job";
import { drainQueue } from "@/lib/worker/drain-queue";
import { seedDemo } from "@/lib/seed/seed-demo";
import { pgmqStandInSql } from "./helpers/pgmq-stand-in";
import { runAdmin, testDatabaseUrl } from "./helpers/test-database";

const suffix = randomBytes(4).toString("hex");
const APP_ROLE = `sb_postgres_${suffix}`;
const PGMQ_OWNER = `sb_pgmq_${suffix}`;
const DB_NAME = `trayo_it_supabase_${suffix}`;

const urlFor = (user: string | undefined) => {
  const url = new URL(testDatabaseUrl!);
  url.pathname = `/${DB_NAME}`;
  if (user) url.username = user;
  return url.toString();
};

const PGMQ_FINGERPRINT = `select p.oid::regprocedure::text as fn, pg_get_userbyid(p.proowner) as owner, md5(p.prosrc) as src
  from pg_proc p where p.pronamespace = 'pgmq'::regnamespace order by 1`;

// A Supabase project with Queues enabled, as far as the app can tell: the API roles with Supabase's
// default privileges, a pgmq schema owned by another role, and an app role like Supabase's "postgres"
// (no superuser; createdb, createrole, bypassrls).
describe.skipIf(!testDatabaseUrl)("a Supabase-like database with Queues enabled (pgmq extension)", () => {
  let handle: DbHandle | undefined;
  let pgmqBefore: Record<string, unknown>[] = [];

  beforeAll(async () => {
    const admin = testDatabaseUrl!;
    await runAdmin(
      admin,
      `do $$ begin
         if not exists (select 1 from pg_roles where rolname = 'anon') then create role anon nologin noinherit; end if;
         if not exists (select 1 from pg_roles where rolname = 'authenticated') then create role authenticated nologin noinherit; end if;
         if not exists (select 1 from pg_roles where rolname = 'service_role') then create role service_role nologin noinherit bypassrls; end if;
       end $$;
       create role ${PGMQ_OWNER} nologin;
       create role ${APP_ROLE} login nosuperuser createdb createrole bypassrls;
       grant anon, authenticated, service_role to ${APP_ROLE};`,
    );
    await runAdmin(admin, `create database ${DB_NAME} owner ${APP_ROLE}`);
    const superuserOnDb = urlFor(undefined);
    await runAdmin(
      superuserOnDb,
      `grant usage on schema public to anon, authenticated, service_role;
       alter default privileges for role ${APP_ROLE} in schema public grant all on tables to anon, authenticated, service_role;
       alter default privileges for role ${APP_ROLE} in schema public grant all on functions to anon, authenticated, service_role;
       alter default privileges for role ${APP_ROLE} in schema public grant all on sequences to anon, authenticated, service_role;
       grant create on database ${DB_NAME} to ${PGMQ_OWNER};
       set role ${PGMQ_OWNER};
       ${pgmqStandInSql(APP_ROLE)}
       reset role;
       revoke create on database ${DB_NAME} from ${PGMQ_OWNER};`,
    );
    pgmqBefore = await runAdmin(superuserOnDb, PGMQ_FINGERPRINT);
    handle = await openMigratedDatabase({ databaseUrl: urlFor(APP_ROLE), max: 4 });
    setProcessDatabase(handle);
  }, 180_000);

  afterAll(async () => {
    setProcessDatabase(undefined);
    await handle?.close();
    await runAdmin(testDatabaseUrl!, `drop database if exists ${DB_NAME} with (force)`).catch(() => {});
    await runAdmin(testDatabaseUrl!, `drop role if exists ${APP_ROLE}; drop role if exists ${PGMQ_OWNER}`).catch(() => {});
  });

  it("the migrations leave pgmq as it was, create the queue through pgmq.create, and pgmq.send still works", async () => {
    const db = handle!.db;
    expect(await runAdmin(urlFor(undefined), PGMQ_FINGERPRINT)).toEqual(pgmqBefore);
    expect(pgmqBefore.every((f) => f.owner === PGMQ_OWNER)).toBe(true);
    const queueTables = rowsOf<{ relname: string; owner: string }>(
      await db.execute(sql`select relname, pg_get_userbyid(relowner) as owner from pg_class where relnamespace = 'pgmq'::regnamespace and relkind = 'r' order by 1`),
    );
    expect(queueTables).toEqual([
      { relname: "a_events", owner: PGMQ_OWNER },
      { relname: "q_events", owner: PGMQ_OWNER },
    ]);
    expect(rowsOf(await db.execute(sql`select 1 from pg_namespace where nspname = 'pgmq_public'`))).toEqual([]);
    await db.execute(sql`select pgmq.create('demo')`);
    const sent = rowsOf<{ id: string | number }>(await db.execute(sql`select * from pgmq.send('demo', '{}') as id`));
    expect(sent).toHaveLength(1);
  });

  it("takes the seed, and its jobs run through the extension's functions with outcomes in the app's own table", async () => {
    const db = handle!.db;
    const seeded = await seedDemo(db);
    expect(seeded.queuedJobs).toBeGreaterThan(0);
    const queued = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from pgmq.q_events`))[0].n;
    expect(queued).toBe(seeded.queuedJobs);

    // The seed delays its pending events (a demo shows them waiting); make them due now.
    await db.execute(sql`update pgmq.q_events set vt = now()`);
    const summary = await drainQueue(db, { budgetMs: 90_000, concurrency: 4 });
    // Each job ends (an article read can time out on a loaded machine: that is a failed event, not a queue fault).
    expect(summary).toEqual(expect.objectContaining({ processed: queued, retrying: 0, released: 0 }));
    expect(summary.succeeded).toBeGreaterThan(0);
    expect(rowsOf(await db.execute(sql`select msg_id from pgmq.q_events`))).toEqual([]);
    // Every message in pgmq's archive (the seed's history and the jobs just run) has exactly one outcome.
    const unmatched = rowsOf(
      await db.execute(sql`select a.msg_id, o.msg_id as outcome from pgmq.a_events a full join app_private.job_outcomes o on o.msg_id = a.msg_id
                           where a.msg_id is null or o.msg_id is null`),
    );
    expect(unmatched).toEqual([]);
    const pending = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from public.events where status in ('pending', 'running')`))[0].n;
    expect(pending).toBe(0);
  }, 120_000);

  it("a signed-in user still queues work for an event they can access (public.enqueue_job)", async () => {
    const db = handle!.db;
    const [row] = rowsOf<{ user_id: string; event_id: string }>(
      await db.execute(sql`select au.user_id, e.id as event_id from public.account_users au join public.events e on e.account_id = au.account_id limit 1`),
    );
    const msgId = await withScope({ userId: row.user_id }, (tx) => eventJob.enqueue(tx, { event_id: row.event_id }));
    expect(msgId).toBeGreaterThan(0);
  });

  it("as anon, every table and every function of the app answers nothing", async () => {
    const client = new pg.Client({ connectionString: urlFor(undefined) });
    await client.connect();
    try {
      const tables = (
        await client.query<{ name: string }>(
          `select format('%I.%I', n.nspname, c.relname) as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
           where c.relkind in ('r', 'p', 'v', 'm') and pg_get_userbyid(c.relowner) = $1 order by 1`,
          [APP_ROLE],
        )
      ).rows;
      const functions = (
        await client.query<{ call: string }>(
          `select format('select %I.%I(%s)', n.nspname, p.proname,
                   coalesce((select string_agg('null::' || format_type(t, null), ', ') from unnest(p.proargtypes::oid[]) t), '')) as call
           from pg_proc p join pg_namespace n on n.oid = p.pronamespace
           where pg_get_userbyid(p.proowner) = $1 order by 1`,
          [APP_ROLE],
        )
      ).rows;
      expect(tables.length).toBeGreaterThan(20);
      expect(functions.length).toBeGreaterThan(10);
      await client.query("set role anon");
      const answered: string[] = [];
      for (const { name } of tables) {
        try {
          const { rows } = await client.query(`select * from ${name} limit 1`);
          if (rows.length > 0) answered.push(`${name}: ${rows.length} row(s)`);
        } catch (error) {
          if ((error as { code?: string }).code !== "42501") answered.push(`${name}: ${(error as Error).message}`);
        }
      }
      for (const { call } of functions) {
        try {
          await client.query(call);
          answered.push(`${call}: answered`);
        } catch (error) {
          if ((error as { code?: string }).code !== "42501") answered.push(`${call}: ${(error as Error).message}`);
        }
      }
      expect(answered).toEqual([]);
    } finally {
      await client.end();
    }
  });
});
