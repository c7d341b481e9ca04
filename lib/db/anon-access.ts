/**
 * The schemas whose objects are the app's (every `create schema` of supabase/migrations but `auth`,
 * which Supabase owns). `pgmq` is the app's only when it holds the app's own stand-in of the queue
 * (marked by pgmq._check_queue); with Supabase Queues the pgmq extension owns it and it is left alone.
 * Likewise `auth` is the app's only without Supabase Auth (no auth.users): then auth.uid() is the app's
 * stand-in (anon keeps USAGE on auth and public, which the RLS policies name).
 */
export const APP_SCHEMAS = ["public", "app_private", "better_auth", "local_mail", "auth_limits", "reporting"] as const;

const list = (names: readonly string[]) => names.map((n) => `'${n}'`).join(", ");

/**
 * Takes from `anon` (the role PostgREST answers the anon key with) every privilege on the app's own
 * objects: Supabase grants anon everything on new tables and functions of public directly. Only objects
 * in the app's schemas that the migrating role owns and no extension holds are touched, so Supabase's
 * `extensions`, `pgmq`, `pgmq_public`, `storage` and `auth` keep the access Supabase gave them, whoever
 * owns them. Signed-in roles keep EXECUTE on the app's functions explicitly (it came through PUBLIC).
 * Idempotent; a no-op where there is no anon role (embedded mode before the first migration).
 */
export const REVOKE_ANON_ACCESS_SQL = `
do $sweep$
declare
  app_schemas text[] := array[${list(APP_SCHEMAS)}]
    || case when to_regprocedure('pgmq._check_queue(text)') is not null then array['pgmq'] else array[]::text[] end
    || case when to_regclass('auth.users') is null then array['auth'] else array[]::text[] end;
  o record;
begin
  if not exists (select 1 from pg_roles where rolname = 'anon') then return; end if;
  for o in
    select n.nspname from pg_namespace n
    where n.nspname = any(app_schemas) and n.nspname not in ('public', 'auth') and pg_get_userbyid(n.nspowner) = current_user
  loop
    execute format('revoke all on schema %I from anon', o.nspname);
  end loop;
  for o in
    select c.oid::regclass as rel, c.relkind
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = any(app_schemas) and c.relkind in ('r', 'p', 'v', 'm', 'f', 'S')
      and pg_get_userbyid(c.relowner) = current_user
      and not exists (select 1 from pg_depend d where d.classid = 'pg_class'::regclass and d.objid = c.oid and d.deptype = 'e')
  loop
    if o.relkind = 'S' then
      execute format('revoke all on sequence %s from anon', o.rel);
    else
      execute format('revoke all on table %s from anon', o.rel);
    end if;
  end loop;
  for o in
    select p.oid::regprocedure as sig, p.proacl
    from pg_proc p join pg_namespace n on n.oid = p.pronamespace
    where n.nspname = any(app_schemas) and pg_get_userbyid(p.proowner) = current_user
      and not exists (select 1 from pg_depend d where d.classid = 'pg_proc'::regclass and d.objid = p.oid and d.deptype = 'e')
  loop
    if o.proacl is null or exists (select 1 from aclexplode(o.proacl) a where a.grantee = 0 and a.privilege_type = 'EXECUTE') then
      execute format('grant execute on function %s to authenticated, service_role', o.sig);
      execute format('revoke execute on function %s from public', o.sig);
    end if;
    execute format('revoke all on function %s from anon', o.sig);
  end loop;
  -- What the migrating role creates in public from now on is not granted to anon either.
  alter default privileges in schema public revoke all on tables from anon;
  alter default privileges in schema public revoke all on sequences from anon;
  alter default privileges in schema public revoke all on functions from anon;
end $sweep$`;
