-- Local authentication (better-auth, used when Supabase Auth is not configured) and the local mail
-- outbox (used when no mail service is configured). Both live outside `public`: request-path roles
-- (anon, authenticated) get no grants here; only the server's privileged connection reads them.

create schema if not exists better_auth;

create table if not exists better_auth."user" (
  id uuid primary key,
  name text not null default '',
  email text not null,
  email_verified boolean not null default false,
  image text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index if not exists user_email_key on better_auth."user" (email);

create table if not exists better_auth.session (
  id uuid primary key,
  user_id uuid not null references better_auth."user" (id) on delete cascade,
  token text not null,
  expires_at timestamptz not null,
  ip_address text,
  user_agent text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index if not exists session_token_key on better_auth.session (token);
create index if not exists session_user_idx on better_auth.session (user_id);

create table if not exists better_auth.account (
  id uuid primary key,
  user_id uuid not null references better_auth."user" (id) on delete cascade,
  account_id text not null,
  provider_id text not null,
  access_token text,
  refresh_token text,
  id_token text,
  access_token_expires_at timestamptz,
  refresh_token_expires_at timestamptz,
  scope text,
  password text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index if not exists account_provider_key on better_auth.account (provider_id, account_id);
create index if not exists account_user_idx on better_auth.account (user_id);

create table if not exists better_auth.verification (
  id uuid primary key,
  identifier text not null,
  value text not null,
  expires_at timestamptz not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index if not exists verification_identifier_idx on better_auth.verification (identifier);

revoke all on schema better_auth from public;

create schema if not exists local_mail;

create table if not exists local_mail.outbox (
  id uuid primary key default gen_random_uuid(),
  to_email text not null,
  from_email text not null,
  subject text not null,
  html text not null,
  text_body text,
  tags jsonb not null default '[]'::jsonb,
  created_at timestamptz not null default now()
);
create index if not exists outbox_to_created_idx on local_mail.outbox (lower(to_email), created_at desc);
create index if not exists outbox_created_idx on local_mail.outbox (created_at desc);

revoke all on schema local_mail from public;
