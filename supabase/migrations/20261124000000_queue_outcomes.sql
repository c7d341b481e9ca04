-- Job outcomes in a table of our own, pgmq's own function signatures, one entry point for signed-in
-- users, and nothing of the app for the anon role (issue 12, part 3).
--
-- Two queue modes share one code path: our SQL stand-in of pgmq (PGlite, plain PostgreSQL) and the
-- pgmq extension (Supabase Queues), which owns the pgmq schema and must not be altered.

create schema if not exists app_private;
revoke all on schema app_private from public;

-- One row per finished message (success, or failure with the reason): the Job Queue history and
-- the "no worker" check read it; pgmq's archive keeps only the message.
create table if not exists app_private.job_outcomes (
  queue_name text not null,
  msg_id bigint not null,
  job_type text,
  read_ct integer not null default 0,
  success boolean not null,
  duration_seconds numeric(12, 3),
  retry_count integer not null default 0,
  error text,
  finished_at timestamptz not null default now(),
  primary key (queue_name, msg_id)
);
create index if not exists job_outcomes_finished_idx on app_private.job_outcomes (finished_at desc);
alter table app_private.job_outcomes enable row level security;

do $queue$
begin
  if to_regprocedure('pgmq._check_queue(text)') is not null then
    -- Our stand-in: outcomes move out of the archive, which gets pgmq's shape and signatures.
    if exists (select 1 from information_schema.columns where table_schema = 'pgmq' and table_name = 'a_events' and column_name = 'success') then
      insert into app_private.job_outcomes (queue_name, msg_id, job_type, read_ct, success, duration_seconds, retry_count, error, finished_at)
      select 'events', a.msg_id, a.message ->> 'job_type', a.read_ct, a.success, a.duration_seconds, a.retry_count, a.error, a.archived_at
      from pgmq.a_events a
      on conflict do nothing;
      alter table pgmq.a_events drop column success, drop column duration_seconds, drop column retry_count, drop column error;
    end if;
    drop function if exists pgmq.archive(text, bigint, boolean, numeric, integer, text);
    drop function if exists pgmq.read_ct(text, bigint);

    create or replace function pgmq.archive(queue_name text, msg_ids bigint[])
    returns setof bigint
    language plpgsql
    as $$
    begin
      perform pgmq._check_queue(queue_name);
      return query execute format(
        'with moved as (delete from pgmq.%I where msg_id = any($1) returning *)
         insert into pgmq.%I (msg_id, read_ct, enqueued_at, vt, message)
         select msg_id, read_ct, enqueued_at, vt, message from moved
         returning msg_id',
        'q_' || queue_name, 'a_' || queue_name
      ) using msg_ids;
    end $$;

    create or replace function pgmq.archive(queue_name text, msg_id bigint)
    returns boolean
    language sql
    as $$ select exists (select 1 from pgmq.archive(queue_name, array[msg_id])) $$;

    create or replace function pgmq.send_batch(queue_name text, msgs jsonb[], delay integer default 0)
    returns setof bigint
    language plpgsql
    as $$
    begin
      perform pgmq._check_queue(queue_name);
      return query execute format(
        'insert into pgmq.%I (vt, message) select now() + make_interval(secs => $1), m from unnest($2) m returning msg_id',
        'q_' || queue_name
      ) using greatest(coalesce(delay, 0), 0), msgs;
    end $$;

    create or replace function pgmq.delete(queue_name text, msg_ids bigint[])
    returns setof bigint
    language plpgsql
    as $$
    begin
      perform pgmq._check_queue(queue_name);
      return query execute format('delete from pgmq.%I where msg_id = any($1) returning msg_id', 'q_' || queue_name) using msg_ids;
    end $$;

    create or replace function pgmq.create(queue_name text)
    returns void
    language plpgsql
    as $$
    begin
      perform pgmq._check_queue(queue_name);
      if to_regclass(format('pgmq.%I', 'q_' || queue_name)) is null then
        raise exception 'the stand-in queue has only the queues its migrations create (asked for %)', queue_name;
      end if;
    end $$;

    revoke all on all functions in schema pgmq from public;

    -- Replaced by public.enqueue_job below: pgmq_public belongs to Supabase's Queues API.
    if to_regnamespace('pgmq_public') is not null then
      drop function if exists pgmq_public.send(text, jsonb, integer);
      if not exists (select 1 from pg_class where relnamespace = to_regnamespace('pgmq_public'))
         and not exists (select 1 from pg_proc where pronamespace = to_regnamespace('pgmq_public')) then
        drop schema pgmq_public;
      end if;
    end if;
  elsif to_regclass('pgmq.q_events') is null then
    -- The pgmq extension: its own function creates the queue (pgmq.q_events, pgmq.a_events).
    perform pgmq.create('events');
  end if;
end $queue$;

-- The only queue entry point for signed-in users: queues work for an event they can access.
create or replace function public.enqueue_job(queue_name text, message jsonb, sleep_seconds integer default 0)
returns bigint
language plpgsql security definer set search_path = public, pgmq
as $$
declare id bigint;
begin
  if auth.uid() is null then
    raise exception 'not authenticated';
  end if;
  if queue_name <> 'events' then
    raise exception 'unknown queue: %', queue_name;
  end if;
  -- Users may only queue processing of an event they can access, as exactly {event_id, job_type: 'event'}:
  -- any other job (discovery of an account, extra keys a handler might trust) needs an admin.
  if not public.is_admin() then
    if not (message ? 'event_id')
       or message ->> 'job_type' is distinct from 'event'
       or exists (select 1 from jsonb_object_keys(message) k where k not in ('event_id', 'job_type')) then
      raise exception 'admin access required';
    end if;
    if not public.can_access_event((message ->> 'event_id')::uuid) then
      raise exception 'event not found';
    end if;
  end if;
  select s into id from pgmq.send(queue_name, message, greatest(coalesce(sleep_seconds, 0), 0)) s;
  return id;
end $$;

revoke all on function public.enqueue_job(text, jsonb, integer) from public;
grant execute on function public.enqueue_job(text, jsonb, integer) to authenticated, service_role;

create or replace function public.get_job_history(limit_count integer default 10)
returns table (msg_id bigint, job_type text, success boolean, duration_seconds numeric, retry_count integer, archived_at timestamptz)
language plpgsql stable security definer set search_path = public, app_private
as $$
begin
  if not public.is_admin() then
    raise exception 'admin access required';
  end if;
  return query
    select o.msg_id, o.job_type, o.success, o.duration_seconds, o.retry_count, o.finished_at
    from app_private.job_outcomes o
    where o.queue_name = 'events'
    order by o.finished_at desc
    limit greatest(1, least(coalesce(limit_count, 10), 100));
end $$;

-- Least privilege: Supabase grants anon (and authenticated) every privilege on new tables and
-- functions of public directly, and PostgREST answers the anon key with whatever anon may do. The
-- migration runner takes anon's access to the app's own objects away before and after every migration
-- (lib/db/anon-access.ts), touching nothing of Supabase's own schemas.
