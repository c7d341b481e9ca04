-- Tenant isolation (spec 1 §6, spec 2 §6). Every request-path query runs as role `authenticated`
-- with request.jwt.claims set; auth.uid() is the acting user. No claims means no rows.
-- Helper functions are SECURITY DEFINER so policies can consult other tables without recursing into RLS.

create or replace function public.is_admin() returns boolean
language sql stable security definer set search_path = public
as $$
  select coalesce((select u.role = 'admin' from public.users u where u.id = auth.uid()), false)
$$;

create or replace function public.current_company_id() returns uuid
language sql stable security definer set search_path = public
as $$
  select u.company_id from public.users u where u.id = auth.uid()
$$;

-- A user may reach an account when it is assigned to them and belongs to their company.
create or replace function public.can_access_account(target uuid) returns boolean
language sql stable security definer set search_path = public
as $$
  select exists (
    select 1
    from public.account_users au
    join public.accounts a on a.id = au.account_id
    join public.users u on u.id = au.user_id
    where au.user_id = auth.uid() and au.account_id = target and a.company_id = u.company_id
  )
$$;

create or replace function public.account_company_id(target uuid) returns uuid
language sql stable security definer set search_path = public
as $$
  select a.company_id from public.accounts a where a.id = target
$$;

create or replace function public.can_access_event(target uuid) returns boolean
language sql stable security definer set search_path = public
as $$
  select exists (select 1 from public.events e where e.id = target and public.can_access_account(e.account_id))
$$;

create or replace function public.can_access_person(target uuid) returns boolean
language sql stable security definer set search_path = public
as $$
  select exists (select 1 from public.people p where p.id = target and public.can_access_account(p.account_id))
$$;

-- True when the account row was written by the current transaction. Creating an account is
-- "insert account, then link yourself" (spec 1 §7); a user may link themselves only to the account
-- they just inserted, never to an existing account of their company that was not assigned to them.
-- A row written by another transaction that is still running is invisible here, so xmin matching our
-- own transaction id means we wrote it.
create or replace function public.account_created_in_current_transaction(target uuid) returns boolean
language sql volatile security definer set search_path = public
as $$
  select exists (select 1 from public.accounts a where a.id = target and a.xmin = pg_current_xact_id()::xid)
$$;

create or replace function public.owns_report(target uuid) returns boolean
language sql stable security definer set search_path = public
as $$
  select exists (
    select 1 from public.reports r
    where r.id = target and r.user_id = auth.uid() and r.company_id = public.current_company_id()
  )
$$;

create or replace function public.owns_email(target uuid) returns boolean
language sql stable security definer set search_path = public
as $$
  select exists (select 1 from public.emails_sent e where e.id = target and e.user_id = auth.uid())
$$;

-- The accounts the caller may reach, as a set: policies test membership in it, so the access rule is
-- evaluated once per statement instead of once per scanned row (lists of 10k events stay fast).
create or replace function public.accessible_account_ids() returns setof uuid
language sql stable security definer set search_path = public
as $$
  select au.account_id
  from public.account_users au
  join public.accounts a on a.id = au.account_id
  join public.users u on u.id = au.user_id
  where au.user_id = auth.uid() and a.company_id = u.company_id
$$;

revoke all on function public.is_admin() from public;
revoke all on function public.accessible_account_ids() from public;
revoke all on function public.current_company_id() from public;
revoke all on function public.can_access_account(uuid) from public;
revoke all on function public.account_company_id(uuid) from public;
revoke all on function public.can_access_event(uuid) from public;
revoke all on function public.can_access_person(uuid) from public;
revoke all on function public.account_created_in_current_transaction(uuid) from public;
revoke all on function public.owns_report(uuid) from public;
revoke all on function public.owns_email(uuid) from public;
grant execute on function public.is_admin() to authenticated, service_role;
grant execute on function public.accessible_account_ids() to authenticated, service_role;
grant execute on function public.current_company_id() to authenticated, service_role;
grant execute on function public.can_access_account(uuid) to authenticated, service_role;
grant execute on function public.account_company_id(uuid) to authenticated, service_role;
grant execute on function public.can_access_event(uuid) to authenticated, service_role;
grant execute on function public.can_access_person(uuid) to authenticated, service_role;
grant execute on function public.account_created_in_current_transaction(uuid) to authenticated, service_role;
grant execute on function public.owns_report(uuid) to authenticated, service_role;
grant execute on function public.owns_email(uuid) to authenticated, service_role;

grant select, insert, update, delete on all tables in schema public to authenticated, service_role;

do $$
declare t text;
begin
  foreach t in array array['companies', 'users', 'accounts', 'account_users', 'events', 'people', 'event_people',
                           'reports', 'report_events', 'discoveries', 'emails_sent', 'email_status']
  loop
    execute format('alter table public.%I enable row level security', t);
    execute format('alter table public.%I force row level security', t);
  end loop;
end $$;

-- companies: a user sees their own company; admins manage all.
drop policy if exists companies_select on public.companies;
create policy companies_select on public.companies for select to authenticated
  using ((select public.is_admin()) or id = (select public.current_company_id()));
drop policy if exists companies_admin_write on public.companies;
create policy companies_admin_write on public.companies for all to authenticated
  using ((select public.is_admin())) with check ((select public.is_admin()));

-- users: a user sees their own row; admins manage all.
drop policy if exists users_select on public.users;
create policy users_select on public.users for select to authenticated
  using ((select public.is_admin()) or id = (select auth.uid()));
drop policy if exists users_admin_write on public.users;
create policy users_admin_write on public.users for all to authenticated
  using ((select public.is_admin())) with check ((select public.is_admin()));

-- accounts: assigned accounts within the user's company.
drop policy if exists accounts_select on public.accounts;
create policy accounts_select on public.accounts for select to authenticated
  using ((select public.is_admin()) or id in (select public.accessible_account_ids()));
drop policy if exists accounts_insert on public.accounts;
create policy accounts_insert on public.accounts for insert to authenticated
  with check ((select public.is_admin()) or company_id = (select public.current_company_id()));
drop policy if exists accounts_update on public.accounts;
create policy accounts_update on public.accounts for update to authenticated
  using ((select public.is_admin()) or id in (select public.accessible_account_ids()))
  with check ((select public.is_admin()) or company_id = (select public.current_company_id()));
drop policy if exists accounts_delete on public.accounts;
create policy accounts_delete on public.accounts for delete to authenticated
  using ((select public.is_admin()) or id in (select public.accessible_account_ids()));

-- account_users: admins assign accounts; a user sees their own links and links themselves only to
-- an account of their company they created in the same transaction.
drop policy if exists account_users_select on public.account_users;
create policy account_users_select on public.account_users for select to authenticated
  using ((select public.is_admin()) or user_id = (select auth.uid()));
drop policy if exists account_users_insert on public.account_users;
create policy account_users_insert on public.account_users for insert to authenticated
  with check (
    (select public.is_admin())
    or (
      user_id = (select auth.uid())
      and public.account_company_id(account_id) = (select public.current_company_id())
      and public.account_created_in_current_transaction(account_id)
    )
  );
drop policy if exists account_users_delete on public.account_users;
create policy account_users_delete on public.account_users for delete to authenticated
  using ((select public.is_admin()) or user_id = (select auth.uid()));
drop policy if exists account_users_update on public.account_users;
create policy account_users_update on public.account_users for update to authenticated
  using ((select public.is_admin())) with check ((select public.is_admin()));

-- events, people: whatever hangs off an accessible account.
drop policy if exists events_all on public.events;
create policy events_all on public.events for all to authenticated
  using ((select public.is_admin()) or account_id in (select public.accessible_account_ids()))
  with check ((select public.is_admin()) or account_id in (select public.accessible_account_ids()));

drop policy if exists people_all on public.people;
create policy people_all on public.people for all to authenticated
  using ((select public.is_admin()) or account_id in (select public.accessible_account_ids()))
  with check ((select public.is_admin()) or account_id in (select public.accessible_account_ids()));

-- A link needs both ends accessible: otherwise a user could tie another tenant's person to their event.
drop policy if exists event_people_all on public.event_people;
create policy event_people_all on public.event_people for all to authenticated
  using ((select public.is_admin()) or (public.can_access_event(event_id) and public.can_access_person(person_id)))
  with check ((select public.is_admin()) or (public.can_access_event(event_id) and public.can_access_person(person_id)));

-- reports: the user's own reports in their company.
drop policy if exists reports_all on public.reports;
create policy reports_all on public.reports for all to authenticated
  using ((select public.is_admin()) or (user_id = (select auth.uid()) and company_id = (select public.current_company_id())))
  with check ((select public.is_admin()) or (user_id = (select auth.uid()) and company_id = (select public.current_company_id())));

drop policy if exists report_events_all on public.report_events;
create policy report_events_all on public.report_events for all to authenticated
  using ((select public.is_admin()) or public.owns_report(report_id))
  with check ((select public.is_admin()) or (public.owns_report(report_id) and public.can_access_event(event_id)));

-- discoveries: visible for accessible accounts; only admins run or change them.
drop policy if exists discoveries_select on public.discoveries;
create policy discoveries_select on public.discoveries for select to authenticated
  using ((select public.is_admin()) or account_id in (select public.accessible_account_ids()));
drop policy if exists discoveries_admin_write on public.discoveries;
create policy discoveries_admin_write on public.discoveries for all to authenticated
  using ((select public.is_admin())) with check ((select public.is_admin()));

-- sent-email log: a user sees mail sent to them; admins see all.
drop policy if exists emails_sent_select on public.emails_sent;
create policy emails_sent_select on public.emails_sent for select to authenticated
  using ((select public.is_admin()) or user_id = (select auth.uid()));
drop policy if exists emails_sent_admin_write on public.emails_sent;
create policy emails_sent_admin_write on public.emails_sent for all to authenticated
  using ((select public.is_admin())) with check ((select public.is_admin()));

drop policy if exists email_status_select on public.email_status;
create policy email_status_select on public.email_status for select to authenticated
  using ((select public.is_admin()) or public.owns_email(email_id));
drop policy if exists email_status_admin_write on public.email_status;
create policy email_status_admin_write on public.email_status for all to authenticated
  using ((select public.is_admin())) with check ((select public.is_admin()));
