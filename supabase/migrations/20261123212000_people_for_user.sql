-- The seller's side (spec 2): people of a user's assigned accounts and the feed of their sent reports.

-- The activity feed and the composer's previous/next walk the user's sent reports newest first.
create index if not exists reports_user_sent_idx on public.reports (user_id, company_id, sent_at desc)
  where sent_at is not null;

-- People named in completed events of the accounts assigned to `user_id_param` inside
-- `company_id_param`, sorted by account name then full name, each with their events newest first.
-- SECURITY INVOKER: the caller's Row Level Security applies, so a user asking about anyone else
-- (or another company) gets no rows; an admin acting as a user sees what that user sees.
create or replace function public.get_people_for_user(user_id_param uuid, company_id_param uuid)
returns table (
  id uuid,
  full_name text,
  title text,
  profile_image_url text,
  linkedin_username text,
  account_id uuid,
  account_name text,
  account_logo_url text,
  account_full_name text,
  related_events jsonb,
  event_count integer
)
language sql
stable
security invoker
set search_path = public, pg_temp
as $$
  select
    p.id,
    p.full_name,
    p.title,
    p.profile_image_url,
    p.linkedin_username,
    a.id as account_id,
    a.name as account_name,
    a.logo_url as account_logo_url,
    a.full_name as account_full_name,
    ev.related_events,
    ev.event_count
  from public.account_users au
  join public.accounts a on a.id = au.account_id and a.company_id = company_id_param
  join public.people p on p.account_id = a.id
  cross join lateral (
    select
      jsonb_agg(
        jsonb_build_object(
          'event_id', e.id,
          'title', e.title,
          'event_date', e.event_date,
          'tldr', e.data ->> 'tldr',
          'account_name', a.name,
          'account_logo_url', a.logo_url,
          'reasoning', ep.reasoning,
          'url', e.url
        )
        order by e.event_date desc nulls last, e.inserted_at desc
      ) as related_events,
      count(*)::integer as event_count
    from public.event_people ep
    join public.events e on e.id = ep.event_id
    where ep.person_id = p.id and e.account_id = a.id and e.status = 'completed' and not e.is_deleted
  ) ev
  where au.user_id = user_id_param and ev.event_count > 0
  order by a.name, p.full_name, p.id;
$$;

revoke all on function public.get_people_for_user(uuid, uuid) from public;
grant execute on function public.get_people_for_user(uuid, uuid) to authenticated, service_role;
