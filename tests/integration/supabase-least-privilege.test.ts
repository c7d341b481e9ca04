import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "@/lib/db/client";
import { applyMigrations, listMigrations } from "@/lib/db/migrate";
import { pgmqStandInSql } from "./helpers/pgmq-stand-in";
import { runAdmin, testDatabaseUrl } from "./helpers/test-database";

const suffix = randomBytes(4).toString("hex");
const APP_ROLE = `sb_owner_${suffix}`;
const databases: string[] = [];

const urlFor = (db: string, user?: string) => {
  const url = new URL(testDatabaseUrl!);
  url.pathname = `/${db}`;
  if (user) url.username = user;
  return url.toString();
};

/**
 * A Supabase project as the migrating role sees it: Supabase's default privileges hand anon every new
 * object of public, and the role ("postgres" on Supabase) owns `extensions` and, with Queues on, the
 * `pgmq` and `pgmq_public` schemas, to which Supabase gives anon access of its own.
 */
async function createSupabaseShapedDatabase(): Promise<string> {
  const name = `trayo_it_sbpriv_${suffix}_${databases.length}`;
  databases.push(name);
  await runAdmin(testDatabaseUrl!, `create database ${name} owner ${APP_ROLE}`);
  await runAdmin(
    urlFor(name),
    `grant usage on schema public to anon, authenticated, service_role;
     alter default privileges for role ${APP_ROLE} in schema public grant all on tables to anon, authenticated, service_role;
     alter default privileges for role ${APP_ROLE} in schema public grant all on functions to anon, authenticated, service_role;
     alter default privileges for role ${APP_ROLE} in schema public grant all on sequences to anon, authenticated, service_role;
     set role ${APP_ROLE};
     create schema extensions;
     create table extensions.probe (id int);
     create function extensions.probe_fn() returns int language sql as 'select 1';
     grant usage on schema extensions to anon, authenticated, service_role;
     grant select on extensions.probe to anon;
     ${pgmqStandInSql(APP_ROLE)}
     grant usage on schema pgmq to anon;
     create schema pgmq_public;
     create function pgmq_public.send(queue_name text, message jsonb, sleep_seconds integer default 0) returns setof bigint
       language sql security definer as 'select * from pgmq.send(queue_name, message, sleep_seconds)';
     grant usage on schema pgmq_public to anon, authenticated, service_role;
     grant execute on function pgmq_public.send(text, jsonb, integer) to anon, authenticated, service_role;
     reset role;`,
  );
  return name;
}

// Everything anon may do in Supabase's own schemas: must be the same before and after the migrations.
const ANON_OUTSIDE_APP = `
  select 'schema ' || n.nspname as object, has_schema_privilege('anon', n.oid, 'usage') as allowed
  from pg_namespace n where n.nspname in ('extensions', 'pgmq', 'pgmq_public')
  union all
  select 'table ' || c.oid::regclass::text || ' ' || p.priv, has_table_privilege('anon', c.oid, p.priv)
  from pg_class c join pg_namespace n on n.oid = c.relnamespace, (values ('select'), ('insert')) p(priv)
  where n.nspname in ('extensions', 'pgmq', 'pgmq_public') and c.relkind in ('r', 'v')
  union all
  select 'function ' || f.oid::regprocedure::text, has_function_privilege('anon', f.oid, 'execute')
  from pg_proc f join pg_namespace n on n.oid = f.pronamespace
  where n.nspname in ('extensions', 'pgmq', 'pgmq_public')
  order by 1`;

// Every app object anon could reach (schemas of the app other than public, tables, sequences, functions).
const ANON_ON_APP = `
  select 'schema ' || n.nspname as object from pg_namespace n
  where n.nspname in ('app_private', 'better_auth', 'local_mail', 'auth_limits', 'reporting') and has_schema_privilege('anon', n.oid, 'usage')
  union all
  select 'table ' || c.oid::regclass::text from pg_class c join pg_namespace n on n.oid = c.relnamespace
  where n.nspname in ('public', 'app_private', 'better_auth', 'local_mail', 'auth_limits', 'reporting') and c.relkind in ('r', 'p', 'v', 'm')
    and (has_table_privilege('anon', c.oid, 'select') or has_table_privilege('anon', c.oid, 'insert')
         or has_table_privilege('anon', c.oid, 'update') or has_table_privilege('anon', c.oid, 'delete'))
  union all
  select 'sequence ' || c.oid::regclass::text from pg_class c join pg_namespace n on n.oid = c.relnamespace
  where n.nspname = 'public' and case when c.relkind = 'S' then has_sequence_privilege('anon', c.oid, 'usage') else false end
  union all
  select 'function ' || f.oid::regprocedure::text from pg_proc f join pg_namespace n on n.oid = f.pronamespace
  where n.nspname in ('public', 'app_private') and has_function_privilege('anon', f.oid, 'execute')
  order by 1`;

async function migrate(database: string, dir?: string) {
  const handle = await openDatabase({ databaseUrl: urlFor(database, APP_ROLE), max: 1 });
  try {
    return await handle.withConnection((run) => applyMigrations(run, dir));
  } finally {
    await handle.close();
  }
}

describe.skipIf(!testDatabaseUrl)("anon's privileges on a Supabase-shaped database (the migrating role owns extensions and pgmq)", () => {
  beforeAll(async () => {
    await runAdmin(
      testDatabaseUrl!,
      `do $$ begin
         if not exists (select 1 from pg_roles where rolname = 'anon') then create role anon nologin noinherit; end if;
         if not exists (select 1 from pg_roles where rolname = 'authenticated') then create role authenticated nologin noinherit; end if;
         if not exists (select 1 from pg_roles where rolname = 'service_role') then create role service_role nologin noinherit bypassrls; end if;
       end $$;
       create role ${APP_ROLE} login nosuperuser createdb createrole bypassrls;
       grant anon, authenticated, service_role to ${APP_ROLE};`,
    );
  });

  afterAll(async () => {
    for (const name of databases) await runAdmin(testDatabaseUrl!, `drop database if exists ${name} with (force)`).catch(() => {});
    await runAdmin(testDatabaseUrl!, `drop owned by ${APP_ROLE} cascade; drop role if exists ${APP_ROLE}`).catch(() => {});
  });

  it("after every migration anon still uses extensions, pgmq and pgmq_public as Supabase set them up, and reaches nothing of the app", async () => {
    const name = await createSupabaseShapedDatabase();
    const before = await runAdmin(urlFor(name), ANON_OUTSIDE_APP);
    expect(before).toContainEqual({ object: "function pgmq_public.send(text,jsonb,integer)", allowed: true });
    expect(before).toContainEqual({ object: "schema extensions", allowed: true });
    expect(before).toContainEqual({ object: "table extensions.probe select", allowed: true });

    expect(await migrate(name)).toHaveLength(listMigrations().length);
    const after = await runAdmin(urlFor(name), ANON_OUTSIDE_APP);
    // The queue migration adds the app's queue tables to pgmq (created through pgmq.create): compare what was there.
    expect(after.filter((row) => before.some((b) => b.object === row.object))).toEqual(before);
    expect(await runAdmin(urlFor(name), ANON_ON_APP)).toEqual([]);
  }, 120_000);

  it("a migration that fails part-way leaves anon with no access to the app objects already created", async () => {
    const name = await createSupabaseShapedDatabase();
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "trayo-half-migrated-"));
    try {
      const [first, second] = listMigrations();
      fs.copyFileSync(first.file, path.join(dir, path.basename(first.file)));
      fs.copyFileSync(second.file, path.join(dir, path.basename(second.file)));
      fs.writeFileSync(path.join(dir, "20261121000150_broken.sql"), "create table public.half_done (id int);\nselect 1 / 0;\n");
      await expect(migrate(name, dir)).rejects.toThrow(/division by zero/);
      const applied = await runAdmin(urlFor(name), "select version from supabase_migrations.schema_migrations order by 1");
      expect(applied).toEqual([{ version: first.version }, { version: second.version }]);
      expect(await runAdmin(urlFor(name), "select count(*)::int as n from pg_tables where schemaname = 'public'")).toEqual([
        { n: expect.any(Number) },
      ]);
      expect(await runAdmin(urlFor(name), ANON_ON_APP)).toEqual([]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);
});
