-- "Not relevant" feedback on events (issue 25, part 1): one row per user and event while the mark stands
-- (Undo deletes it). The reason is optional. Account-level reasons (wrong_company, passing_mention,
-- duplicate, old_news) are read by discovery for the event's account; not_important only reorders the
-- marking user's own lists and reports. duplicate_of_event_id is the account's event the marked one
-- was judged a copy of (the nearest by title when it was marked), so discovery treats the pair as one story.
create table if not exists public.event_feedback (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references public.users (id) on delete cascade,
  event_id uuid not null references public.events (id) on delete cascade,
  account_id uuid not null references public.accounts (id) on delete cascade,
  reason text check (reason in ('wrong_company', 'passing_mention', 'not_important', 'duplicate', 'old_news')),
  duplicate_of_event_id uuid references public.events (id) on delete set null,
  created_at timestamptz not null default now(),
  unique (user_id, event_id)
);
create index if not exists event_feedback_account_idx on public.event_feedback (account_id);

grant select, insert, update, delete on public.event_feedback to authenticated, service_role;
alter table public.event_feedback enable row level security;
alter table public.event_feedback force row level security;

-- A user marks, reads and undoes their own marks on events they can see; admins read everyone's (the
-- counts on /discoveries) but never mark for someone else.
drop policy if exists event_feedback_own on public.event_feedback;
create policy event_feedback_own on public.event_feedback for all to authenticated
  using (user_id = (select auth.uid()))
  with check (user_id = (select auth.uid()) and public.can_access_event(event_id) and public.can_access_account(account_id));

drop policy if exists event_feedback_admin_read on public.event_feedback;
create policy event_feedback_admin_read on public.event_feedback for select to authenticated
  using ((select public.is_admin()));
