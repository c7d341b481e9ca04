-- Reports and email delivery (issue 9).

-- One daily-report mail per report: the emails_sent row is the send claim, so two clicks (or a
-- retried job) can never create a second mail for the same report.
create unique index if not exists emails_sent_report_key on public.emails_sent (report_id) where report_id is not null;
-- The admin Emails page pages by (created_at desc, id desc).
create index if not exists emails_sent_created_id_idx on public.emails_sent (created_at desc, id desc);

-- Bookkeeping only the server touches (privileged connection): not in public, no grants.
create schema if not exists reporting;
revoke all on schema reporting from public;

-- Webhook deliveries already processed (svix-id), so a replayed delivery is refused.
create table if not exists reporting.webhook_events (
  id text primary key,
  source text not null,
  event_type text not null,
  received_at timestamptz not null default now()
);
create index if not exists webhook_events_received_idx on reporting.webhook_events (received_at);

-- At most one daily report per user per day: the row is claimed before the job is queued.
create table if not exists reporting.daily_report_runs (
  user_id uuid not null references public.users (id) on delete cascade,
  run_date date not null,
  report_id uuid references public.reports (id) on delete set null,
  status text not null default 'queued' check (status in ('queued', 'sent', 'empty', 'failed')),
  error text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (user_id, run_date)
);

-- The local outbox honours idempotency keys as Resend does: a retried send returns the first message.
alter table local_mail.outbox add column if not exists idempotency_key text;
create unique index if not exists outbox_idempotency_key on local_mail.outbox (idempotency_key) where idempotency_key is not null;
