/**
 * A small SQL stand-in of the pgmq extension's documented API (pgmq 1.5: create, send, send_batch,
 * read, set_vt, delete, archive; tables pgmq.q_<name> and pgmq.a_<name> with a headers column), as
 * Supabase Queues installs it: a `pgmq` schema owned by another role. No pgmq._check_queue: that
 * marks the app's own stand-in. `create` runs as the schema's owner and grants the queue's tables
 * to `appRole`, which may use the schema but not create in it.
 */
export function pgmqStandInSql(appRole: string): string {
  return `
create schema pgmq;
create type pgmq.message_record as (msg_id bigint, read_ct integer, enqueued_at timestamptz, vt timestamptz, message jsonb, headers jsonb);

create function pgmq.create(queue_name text) returns void
language plpgsql security definer set search_path = pgmq, pg_catalog as $$
begin
  execute format('create table if not exists pgmq.%I (msg_id bigint primary key generated always as identity, read_ct integer default 0 not null,
    enqueued_at timestamptz default now() not null, vt timestamptz not null, message jsonb, headers jsonb)', 'q_' || queue_name);
  execute format('create table if not exists pgmq.%I (msg_id bigint primary key, read_ct integer default 0 not null,
    enqueued_at timestamptz default now() not null, archived_at timestamptz default now() not null, vt timestamptz not null, message jsonb, headers jsonb)', 'a_' || queue_name);
  execute format('grant select, insert, update, delete on pgmq.%I, pgmq.%I to ${appRole}', 'q_' || queue_name, 'a_' || queue_name);
end $$;

create function pgmq.send(queue_name text, msg jsonb, delay integer default 0) returns setof bigint
language plpgsql as $$
begin
  return query execute format('insert into pgmq.%I (vt, message) values (clock_timestamp() + make_interval(secs => $1), $2) returning msg_id', 'q_' || queue_name)
    using delay, msg;
end $$;

create function pgmq.send_batch(queue_name text, msgs jsonb[], delay integer default 0) returns setof bigint
language plpgsql as $$
begin
  return query execute format('insert into pgmq.%I (vt, message) select clock_timestamp() + make_interval(secs => $1), unnest($2) returning msg_id', 'q_' || queue_name)
    using delay, msgs;
end $$;

create function pgmq.read(queue_name text, vt integer, qty integer, conditional jsonb default '{}') returns setof pgmq.message_record
language plpgsql as $$
begin
  return query execute format($q$
    with cte as (select msg_id from pgmq.%1$I where vt <= clock_timestamp() and message @> $3 order by msg_id limit $1 for update skip locked)
    update pgmq.%1$I m set vt = clock_timestamp() + make_interval(secs => $2), read_ct = read_ct + 1
    from cte where m.msg_id = cte.msg_id
    returning m.msg_id, m.read_ct, m.enqueued_at, m.vt, m.message, m.headers $q$, 'q_' || queue_name)
    using qty, vt, conditional;
end $$;

create function pgmq.set_vt(queue_name text, msg_id bigint, vt integer) returns setof pgmq.message_record
language plpgsql as $$
begin
  return query execute format('update pgmq.%I set vt = clock_timestamp() + make_interval(secs => $2) where msg_id = $1
    returning msg_id, read_ct, enqueued_at, vt, message, headers', 'q_' || queue_name) using msg_id, vt;
end $$;

create function pgmq.delete(queue_name text, msg_id bigint) returns boolean
language plpgsql as $$
declare deleted bigint;
begin
  execute format('delete from pgmq.%I where msg_id = $1 returning msg_id', 'q_' || queue_name) using msg_id into deleted;
  return deleted is not null;
end $$;

create function pgmq.delete(queue_name text, msg_ids bigint[]) returns setof bigint
language plpgsql as $$
begin
  return query execute format('delete from pgmq.%I where msg_id = any($1) returning msg_id', 'q_' || queue_name) using msg_ids;
end $$;

create function pgmq.archive(queue_name text, msg_ids bigint[]) returns setof bigint
language plpgsql as $$
begin
  return query execute format('with archived as (delete from pgmq.%I where msg_id = any($1) returning msg_id, vt, read_ct, enqueued_at, message, headers)
    insert into pgmq.%I (msg_id, vt, read_ct, enqueued_at, message, headers) select msg_id, vt, read_ct, enqueued_at, message, headers from archived
    returning msg_id', 'q_' || queue_name, 'a_' || queue_name) using msg_ids;
end $$;

create function pgmq.archive(queue_name text, msg_id bigint) returns boolean
language plpgsql as $$
declare archived bigint;
begin
  select a into archived from pgmq.archive(queue_name, array[msg_id]) a;
  return archived is not null;
end $$;

grant usage on schema pgmq to ${appRole};
grant execute on all functions in schema pgmq to ${appRole};
`;
}
