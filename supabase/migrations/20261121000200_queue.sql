-- A Postgres queue with pgmq's semantics, in plain SQL so it runs on PGlite as well (DESIGN.md §4).
-- Tables pgmq.q_<name> hold live messages, pgmq.a_<name> the archive (outcomes: app_private.job_outcomes).
-- Signed-in users queue work through public.enqueue_job (20261124000000_queue_outcomes.sql).

-- On Supabase with Queues enabled the pgmq extension owns the pgmq schema: nothing here is created
-- then (the app uses the extension's functions; 20261124000000_queue_outcomes.sql creates the queue).
-- pgmq._check_queue marks this stand-in, so a database that already has it is upgraded in place.
do $standin$
begin
  if to_regnamespace('pgmq') is not null and to_regprocedure('pgmq._check_queue(text)') is null then
    raise notice 'pgmq schema present (Supabase Queues / pgmq extension): using its functions';
    return;
  end if;
  create schema if not exists pgmq;

  create table if not exists pgmq.q_events (
    msg_id bigserial primary key,
    read_ct integer not null default 0,
    enqueued_at timestamptz not null default now(),
    vt timestamptz not null default now(),
    message jsonb not null
  );
  create index if not exists q_events_vt_idx on pgmq.q_events (vt, msg_id);

  create table if not exists pgmq.a_events (
    msg_id bigint primary key,
    read_ct integer not null default 0,
    enqueued_at timestamptz not null,
    archived_at timestamptz not null default now(),
    vt timestamptz not null,
    message jsonb not null,
    success boolean not null default true,
    duration_seconds numeric(12, 3),
    retry_count integer not null default 0,
    error text
  );
  create index if not exists a_events_archived_idx on pgmq.a_events (archived_at desc);

  if not exists (select 1 from pg_type t join pg_namespace n on n.oid = t.typnamespace
                 where n.nspname = 'pgmq' and t.typname = 'message_record') then
    create type pgmq.message_record as (
      msg_id bigint, read_ct integer, enqueued_at timestamptz, vt timestamptz, message jsonb
    );
  end if;

  create or replace function pgmq._check_queue(queue_name text) returns void
  language plpgsql immutable
  as $$
  begin
    if queue_name is null or queue_name !~ '^[a-z][a-z0-9_]{0,40}$' then
      raise exception 'invalid queue name: %', queue_name;
    end if;
  end $$;

  create or replace function pgmq.send(queue_name text, msg jsonb, delay integer default 0)
  returns setof bigint
  language plpgsql
  as $$
  begin
    perform pgmq._check_queue(queue_name);
    return query execute format(
      'insert into pgmq.%I (vt, message) values (now() + make_interval(secs => $1), $2) returning msg_id',
      'q_' || queue_name
    ) using greatest(coalesce(delay, 0), 0), msg;
  end $$;

  -- Reads up to qty visible messages, hides them for vt seconds and counts the delivery.
  create or replace function pgmq.read(queue_name text, vt integer, qty integer)
  returns setof pgmq.message_record
  language plpgsql
  as $$
  begin
    perform pgmq._check_queue(queue_name);
    return query execute format(
      $q$
        with picked as (
          select q.msg_id from pgmq.%1$I q
          where q.vt <= clock_timestamp()
          order by q.msg_id
          limit $2
          for update skip locked
        )
        update pgmq.%1$I q
        set vt = clock_timestamp() + make_interval(secs => $1), read_ct = q.read_ct + 1
        from picked
        where q.msg_id = picked.msg_id
        returning q.msg_id, q.read_ct, q.enqueued_at, q.vt, q.message
      $q$,
      'q_' || queue_name
    ) using vt, qty;
  end $$;

  create or replace function pgmq.set_vt(queue_name text, msg_id bigint, vt integer)
  returns setof pgmq.message_record
  language plpgsql
  as $$
  begin
    perform pgmq._check_queue(queue_name);
    return query execute format(
      'update pgmq.%I q set vt = clock_timestamp() + make_interval(secs => $2) where q.msg_id = $1
       returning q.msg_id, q.read_ct, q.enqueued_at, q.vt, q.message',
      'q_' || queue_name
    ) using msg_id, vt;
  end $$;

  create or replace function pgmq.delete(queue_name text, msg_id bigint)
  returns boolean
  language plpgsql
  as $$
  declare n integer;
  begin
    perform pgmq._check_queue(queue_name);
    execute format('delete from pgmq.%I where msg_id = $1', 'q_' || queue_name) using msg_id;
    get diagnostics n = row_count;
    return n > 0;
  end $$;

  -- Moves a message to the archive with the job's outcome. Returns false when it was already gone
  -- (another worker archived it after the visibility timeout expired).
  create or replace function pgmq.archive(
    queue_name text, msg_id bigint,
    success boolean default true, duration_seconds numeric default null, retry_count integer default 0,
    error text default null
  ) returns boolean
  language plpgsql
  as $$
  declare n integer;
  begin
    perform pgmq._check_queue(queue_name);
    execute format(
      'with moved as (delete from pgmq.%I where msg_id = $1 returning *)
       insert into pgmq.%I (msg_id, read_ct, enqueued_at, vt, message, success, duration_seconds, retry_count, error)
       select msg_id, read_ct, enqueued_at, vt, message, $2, $3, $4, $5 from moved',
      'q_' || queue_name, 'a_' || queue_name
    ) using msg_id, success, duration_seconds, retry_count, error;
    get diagnostics n = row_count;
    return n > 0;
  end $$;

  create or replace function pgmq.read_ct(queue_name text, msg_id bigint)
  returns integer
  language plpgsql stable
  as $$
  declare n integer;
  begin
    perform pgmq._check_queue(queue_name);
    execute format('select read_ct from pgmq.%I where msg_id = $1', 'q_' || queue_name) into n using msg_id;
    return n;
  end $$;

  revoke all on schema pgmq from public;
end $standin$;
