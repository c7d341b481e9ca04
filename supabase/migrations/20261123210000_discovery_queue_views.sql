-- Job Queue page (spec 2 §7): get_queue_status() and get_job_history(limit_count), admins only.
-- Discoveries page: the account filter of the search and the newest-first paging stay index-backed.

create index if not exists discoveries_status_active_idx on public.discoveries (status, created_at desc) where status in ('pending', 'running');

create or replace function public.get_queue_status()
returns table (total_jobs integer, waiting_jobs integer, working_jobs integer, waiting_details jsonb, working_details jsonb)
language plpgsql stable security definer set search_path = public, pgmq
as $$
begin
  if not public.is_admin() then
    raise exception 'admin access required';
  end if;
  return query
  with q as (
    select msg_id, read_ct, enqueued_at, vt, message,
           (read_ct > 0 and vt > clock_timestamp()) as working
    from pgmq.q_events
  ),
  waiting as (
    select msg_id, read_ct, enqueued_at, message, row_number() over (order by vt, msg_id) as position
    from q where not working
  )
  select
    (select count(*)::integer from q),
    (select count(*)::integer from waiting),
    (select count(*)::integer from q where working),
    coalesce((select jsonb_agg(jsonb_build_object(
        'msg_id', w.msg_id, 'position', w.position, 'message', w.message, 'read_ct', w.read_ct,
        'waiting_seconds', round(extract(epoch from clock_timestamp() - w.enqueued_at)::numeric, 1))
        order by w.position) from (select * from waiting order by position limit 200) w), '[]'::jsonb),
    coalesce((select jsonb_agg(jsonb_build_object(
        'msg_id', k.msg_id, 'message', k.message, 'read_ct', k.read_ct,
        'duration_seconds', round(extract(epoch from clock_timestamp() - k.enqueued_at)::numeric, 1))
        order by k.msg_id) from (select * from q where working order by msg_id limit 200) k), '[]'::jsonb);
end $$;

create or replace function public.get_job_history(limit_count integer default 10)
returns table (msg_id bigint, job_type text, success boolean, duration_seconds numeric, retry_count integer, archived_at timestamptz)
language plpgsql stable security definer set search_path = public, pgmq
as $$
begin
  if not public.is_admin() then
    raise exception 'admin access required';
  end if;
  return query
    select a.msg_id, a.message ->> 'job_type', a.success, a.duration_seconds, a.retry_count, a.archived_at
    from pgmq.a_events a
    order by a.archived_at desc
    limit greatest(1, least(coalesce(limit_count, 10), 100));
end $$;

revoke all on function public.get_queue_status() from public;
revoke all on function public.get_job_history(integer) from public;
grant execute on function public.get_queue_status() to authenticated, service_role;
grant execute on function public.get_job_history(integer) to authenticated, service_role;
