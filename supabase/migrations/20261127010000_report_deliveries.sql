-- Slack and signed-webhook delivery of the daily report (issue 26, part 3).

-- Per user: where the report also goes. The URLs are the user's own settings (RLS); the signing
-- secret lives apart in reporting (server only), so no request path can read it back after it was shown once.
create table if not exists public.delivery_channels (
  user_id uuid primary key references public.users (id) on delete cascade,
  slack_webhook_url text check (char_length(slack_webhook_url) <= 500),
  webhook_url text check (char_length(webhook_url) <= 2000),
  updated_at timestamptz not null default now()
);

create table if not exists reporting.webhook_secrets (
  user_id uuid primary key references public.users (id) on delete cascade,
  secret text not null,
  created_at timestamptz not null default now()
);

-- Every attempt of every delivery: one row per try, written by the worker (privileged connection).
create table if not exists public.delivery_attempts (
  id uuid primary key default gen_random_uuid(),
  -- One delivery (the webhook-id of the message) keeps its id over its retries.
  delivery_id uuid not null,
  user_id uuid not null references public.users (id) on delete cascade,
  channel text not null check (channel in ('slack', 'webhook')),
  kind text not null check (kind in ('report', 'test')),
  report_id uuid references public.reports (id) on delete set null,
  attempt integer not null check (attempt >= 1),
  status_code integer,
  ok boolean not null,
  error text check (char_length(error) <= 1000),
  created_at timestamptz not null default now()
);
create index if not exists delivery_attempts_user_created_idx on public.delivery_attempts (user_id, created_at desc, id desc);
create index if not exists delivery_attempts_created_id_idx on public.delivery_attempts (created_at desc, id desc);
create unique index if not exists delivery_attempts_delivery_attempt_key on public.delivery_attempts (delivery_id, attempt);

grant select, insert, update, delete on public.delivery_channels to authenticated, service_role;
grant select, insert, update, delete on public.delivery_attempts to authenticated, service_role;

alter table public.delivery_channels enable row level security;
alter table public.delivery_channels force row level security;
alter table public.delivery_attempts enable row level security;
alter table public.delivery_attempts force row level security;

-- A user manages their own channels; admins all.
drop policy if exists delivery_channels_all on public.delivery_channels;
create policy delivery_channels_all on public.delivery_channels for all to authenticated
  using ((select public.is_admin()) or user_id = (select auth.uid()))
  with check ((select public.is_admin()) or user_id = (select auth.uid()));

-- The attempts log: a user sees their own attempts; admins see all; only the server (or an admin) writes.
drop policy if exists delivery_attempts_select on public.delivery_attempts;
create policy delivery_attempts_select on public.delivery_attempts for select to authenticated
  using ((select public.is_admin()) or user_id = (select auth.uid()));
drop policy if exists delivery_attempts_admin_write on public.delivery_attempts;
create policy delivery_attempts_admin_write on public.delivery_attempts for all to authenticated
  using ((select public.is_admin())) with check ((select public.is_admin()));
