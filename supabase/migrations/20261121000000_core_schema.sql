-- Core data model (spec 1 §3, spec 2 §3). Runs on Supabase, plain PostgreSQL >= 15 and PGlite.


-- Roles and auth.uid() exist on Supabase; embedded mode and plain PostgreSQL get compatible ones.
do $$
begin
  if not exists (select 1 from pg_roles where rolname = 'anon') then
    create role anon nologin noinherit;
  end if;
  if not exists (select 1 from pg_roles where rolname = 'authenticated') then
    create role authenticated nologin noinherit;
  end if;
  if not exists (select 1 from pg_roles where rolname = 'service_role') then
    create role service_role nologin noinherit bypassrls;
  end if;
end $$;

create schema if not exists auth;

do $$
begin
  if not exists (
    select 1 from pg_proc p join pg_namespace n on n.oid = p.pronamespace
    where n.nspname = 'auth' and p.proname = 'uid'
  ) then
    execute $fn$
      create function auth.uid() returns uuid
      language sql stable
      as $body$
        select nullif(nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'sub', '')::uuid
      $body$
    $fn$;
  end if;
end $$;

grant usage on schema auth to anon, authenticated, service_role;
grant usage on schema public to anon, authenticated, service_role;

create table if not exists public.companies (
  id uuid primary key default gen_random_uuid(),
  name text not null,
  solutions text,
  solutions_brief text,
  logo_url text,
  created_at timestamptz not null default now()
);

create table if not exists public.users (
  id uuid primary key,
  email text not null,
  name text,
  role text not null default 'user' check (role in ('user', 'admin')),
  company_id uuid references public.companies (id) on delete set null,
  phone_number text,
  event_discovery_enabled boolean not null default true,
  created_at timestamptz not null default now()
);
create unique index if not exists users_email_key on public.users (lower(email));
create index if not exists users_company_name_idx on public.users (company_id, name);

create table if not exists public.accounts (
  id uuid primary key default gen_random_uuid(),
  name text not null,
  full_name text,
  url text not null,
  logo_url text,
  company_id uuid not null references public.companies (id) on delete cascade,
  inserted_at timestamptz not null default now()
);
create index if not exists accounts_company_name_idx on public.accounts (company_id, name);
create index if not exists accounts_company_inserted_idx on public.accounts (company_id, inserted_at desc);

create table if not exists public.account_users (
  account_id uuid not null references public.accounts (id) on delete cascade,
  user_id uuid not null references public.users (id) on delete cascade,
  created_at timestamptz not null default now(),
  primary key (account_id, user_id)
);
create index if not exists account_users_user_idx on public.account_users (user_id, account_id);

create table if not exists public.events (
  id uuid primary key default gen_random_uuid(),
  title text,
  event_date date,
  summary text,
  account_id uuid not null references public.accounts (id) on delete cascade,
  url text,
  data jsonb not null default '{}'::jsonb,
  publication text,
  status text not null default 'pending' check (status in ('pending', 'running', 'completed', 'failed')),
  status_reason text,
  source text not null default 'manual',
  is_deleted boolean not null default false,
  inserted_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index if not exists events_account_inserted_idx on public.events (account_id, inserted_at desc);
create index if not exists events_active_status_idx on public.events (status) where status in ('pending', 'running');

create table if not exists public.people (
  id uuid primary key default gen_random_uuid(),
  full_name text not null,
  title text,
  linkedin_username text,
  profile_image_url text,
  account_id uuid not null references public.accounts (id) on delete cascade,
  created_at timestamptz not null default now()
);
-- One person per account and name: re-running event processing must not duplicate people.
create unique index if not exists people_account_name_key on public.people (account_id, lower(full_name));

create table if not exists public.event_people (
  event_id uuid not null references public.events (id) on delete cascade,
  person_id uuid not null references public.people (id) on delete cascade,
  reasoning text,
  created_at timestamptz not null default now(),
  primary key (event_id, person_id)
);
create index if not exists event_people_person_idx on public.event_people (person_id);

create table if not exists public.reports (
  id uuid primary key default gen_random_uuid(),
  name text not null,
  subject text,
  user_id uuid not null references public.users (id) on delete cascade,
  company_id uuid not null references public.companies (id) on delete cascade,
  created_at timestamptz not null default now(),
  sent_at timestamptz
);
create index if not exists reports_user_created_idx on public.reports (user_id, company_id, created_at desc);

create table if not exists public.report_events (
  report_id uuid not null references public.reports (id) on delete cascade,
  event_id uuid not null references public.events (id) on delete cascade,
  order_index integer not null default 0,
  primary key (report_id, event_id)
);
create index if not exists report_events_event_idx on public.report_events (event_id);

create table if not exists public.discoveries (
  id uuid primary key default gen_random_uuid(),
  account_id uuid not null references public.accounts (id) on delete cascade,
  user_id uuid references public.users (id) on delete set null,
  status text not null default 'pending' check (status in ('pending', 'running', 'completed', 'failed')),
  source text not null default 'auto' check (source in ('auto', 'test')),
  error text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index if not exists discoveries_created_idx on public.discoveries (created_at desc, id);
create index if not exists discoveries_account_idx on public.discoveries (account_id, created_at desc);

create table if not exists public.emails_sent (
  id uuid primary key default gen_random_uuid(),
  email_type text not null,
  to_email text not null,
  from_email text,
  subject text,
  external_id text,
  report_id uuid references public.reports (id) on delete set null,
  user_id uuid references public.users (id) on delete set null,
  company_id uuid references public.companies (id) on delete set null,
  created_at timestamptz not null default now()
);
create index if not exists emails_sent_created_idx on public.emails_sent (created_at desc);
create index if not exists emails_sent_external_idx on public.emails_sent (external_id);

create table if not exists public.email_status (
  email_id uuid primary key references public.emails_sent (id) on delete cascade,
  sent_at timestamptz,
  current_status text not null default 'pending'
    check (current_status in ('pending', 'unknown', 'sent', 'delivered', 'opened', 'clicked', 'bounced', 'failed', 'complained')),
  delivered_at timestamptz,
  first_opened_at timestamptz,
  first_clicked_at timestamptz,
  bounced_at timestamptz,
  failed_at timestamptz,
  complained_at timestamptz
);
