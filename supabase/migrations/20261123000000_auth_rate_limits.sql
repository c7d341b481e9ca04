-- Counters for the auth limits (sign-in, sign-up, password reset, sign-in links, confirmation resends):
-- kept in the database so every web instance shares them. Outside `public`: the request-path roles get
-- no grants; only the server's privileged connection counts.

create schema if not exists auth_limits;

create table if not exists auth_limits.counter (
  key text primary key,
  count integer not null,
  window_started_at timestamptz not null default now()
);
create index if not exists counter_window_idx on auth_limits.counter (window_started_at);

revoke all on schema auth_limits from public;
