-- Built-in daily scheduler (embedded mode): one row per task and day, so a daily task runs at most
-- once per day even across restarts. Written only by the server process (privileged connection);
-- kept out of public so no API role can see it.
create schema if not exists app_private;
revoke all on schema app_private from public;

create table if not exists app_private.scheduled_runs (
  task text not null,
  run_day date not null,
  started_at timestamptz not null default now(),
  primary key (task, run_day)
);
