-- Delivery preferences of the daily report (issue 26): one row per user, absent = the defaults
-- (report on, DAILY_REPORT_HOUR in SCHEDULER_TIMEZONE or UTC, every day, no pause, no cap).
create table if not exists public.delivery_preferences (
  user_id uuid primary key references public.users (id) on delete cascade,
  daily_report_enabled boolean not null default true,
  time_zone text not null default 'UTC' check (length(time_zone) between 1 and 64),
  delivery_hour smallint not null default 7 check (delivery_hour between 0 and 23),
  weekdays_only boolean not null default false,
  paused_until date,
  max_events smallint check (max_events between 1 and 50),
  updated_at timestamptz not null default now()
);

grant select, insert, update, delete on public.delivery_preferences to authenticated, service_role;
alter table public.delivery_preferences enable row level security;
alter table public.delivery_preferences force row level security;

-- A user reads and writes their own row; admins manage everyone's (as on public.users).
drop policy if exists delivery_preferences_own on public.delivery_preferences;
create policy delivery_preferences_own on public.delivery_preferences for all to authenticated
  using ((select public.is_admin()) or user_id = (select auth.uid()))
  with check ((select public.is_admin()) or user_id = (select auth.uid()));

-- The report mail's List-Unsubscribe headers are kept in the local outbox as Resend would send them.
alter table local_mail.outbox add column if not exists headers jsonb not null default '{}'::jsonb;
