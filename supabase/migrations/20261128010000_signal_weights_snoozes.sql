-- Issue 25, parts 2 and 3: how much each signal type matters to a user (0-100), the company's
-- defaults an admin sets on /companies, and the accounts a user has snoozed. No row means the
-- company default, then the built-in default (lib/signal-weights/signal-weight-defaults.ts).
create table if not exists public.signal_weights (
  user_id uuid not null references public.users (id) on delete cascade,
  signal_type text not null check (signal_type in ('funding', 'acquisition', 'leadership_change', 'hiring', 'expansion', 'partnership', 'product_launch', 'layoffs', 'earnings', 'legal', 'other')),
  weight smallint not null check (weight between 0 and 100),
  updated_at timestamptz not null default now(),
  primary key (user_id, signal_type)
);

create table if not exists public.company_signal_weight_defaults (
  company_id uuid not null references public.companies (id) on delete cascade,
  signal_type text not null check (signal_type in ('funding', 'acquisition', 'leadership_change', 'hiring', 'expansion', 'partnership', 'product_launch', 'layoffs', 'earnings', 'legal', 'other')),
  weight smallint not null check (weight between 0 and 100),
  updated_at timestamptz not null default now(),
  primary key (company_id, signal_type)
);

-- Snoozed while the current date is before snoozed_until (the day the account comes back).
create table if not exists public.account_snoozes (
  user_id uuid not null references public.users (id) on delete cascade,
  account_id uuid not null references public.accounts (id) on delete cascade,
  snoozed_until date not null,
  created_at timestamptz not null default now(),
  primary key (user_id, account_id)
);
create index if not exists account_snoozes_account_idx on public.account_snoozes (account_id);

grant select, insert, update, delete on public.signal_weights, public.company_signal_weight_defaults, public.account_snoozes to authenticated, service_role;
alter table public.signal_weights enable row level security;
alter table public.signal_weights force row level security;
alter table public.company_signal_weight_defaults enable row level security;
alter table public.company_signal_weight_defaults force row level security;
alter table public.account_snoozes enable row level security;
alter table public.account_snoozes force row level security;

-- A user reads and writes their own weights; admins manage everyone's (as public.delivery_preferences).
drop policy if exists signal_weights_own on public.signal_weights;
create policy signal_weights_own on public.signal_weights for all to authenticated
  using ((select public.is_admin()) or user_id = (select auth.uid()))
  with check ((select public.is_admin()) or user_id = (select auth.uid()));

-- The users of a company read its defaults (theirs apply where they set none); only admins write them.
drop policy if exists company_signal_weight_defaults_read on public.company_signal_weight_defaults;
create policy company_signal_weight_defaults_read on public.company_signal_weight_defaults for select to authenticated
  using ((select public.is_admin()) or company_id = (select public.current_company_id()));
drop policy if exists company_signal_weight_defaults_admin on public.company_signal_weight_defaults;
create policy company_signal_weight_defaults_admin on public.company_signal_weight_defaults for all to authenticated
  using ((select public.is_admin()))
  with check ((select public.is_admin()));

-- A user snoozes only accounts assigned to them; admins manage everyone's.
drop policy if exists account_snoozes_own on public.account_snoozes;
create policy account_snoozes_own on public.account_snoozes for all to authenticated
  using ((select public.is_admin()) or (user_id = (select auth.uid()) and public.can_access_account(account_id)))
  with check ((select public.is_admin()) or (user_id = (select auth.uid()) and public.can_access_account(account_id)));
