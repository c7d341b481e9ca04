import { sql } from "drizzle-orm";
import type { AuthAdmin } from "@/lib/auth/auth-provider";
import { rowsOf, type Transaction } from "@/lib/db/database";
import { withScope } from "@/lib/db/scoped";
import { AppError } from "@/lib/errors/app-error";
import { log } from "@/lib/log";
import { createStorageProvider } from "@/lib/providers/storage/create-storage-provider";
import type { StorageProvider } from "@/lib/providers/storage/storage-provider";
import { storedAccountLogoPath } from "@/lib/accounts/upload-account-logo";
import { COMPANY_NOT_FOUND_MESSAGE } from "./company.validation";
import { storedCompanyLogoPath } from "./upload-company-logo";

/** What deleting a company takes with it (spec 2 §6), counted for the warning. */
export type CompanyDependencies = { report_events: number; reports: number; events: number; accounts: number; users: number };

export const OWN_COMPANY_MESSAGE = "You cannot delete the company your own user belongs to.";

// The company's users, reports (its own or its users') and accounts' events, as SQL fragments.
const companyUsers = (id: string) => sql`select u.id from public.users u where u.company_id = ${id}`;
const companyReports = (id: string) => sql`select r.id from public.reports r where r.company_id = ${id} or r.user_id in (${companyUsers(id)})`;
const companyAccounts = (id: string) => sql`select a.id from public.accounts a where a.company_id = ${id}`;
const companyEvents = (id: string) => sql`select e.id from public.events e where e.account_id in (${companyAccounts(id)})`;

async function countDependencies(tx: Transaction, companyId: string): Promise<CompanyDependencies> {
  const [row] = rowsOf<Record<keyof CompanyDependencies, number | string>>(
    await tx.execute(sql`
      select
        (select count(*) from public.report_events re
          where re.report_id in (${companyReports(companyId)}) or re.event_id in (${companyEvents(companyId)})) as report_events,
        (select count(*) from (${companyReports(companyId)}) r) as reports,
        (select count(*) from (${companyEvents(companyId)}) e) as events,
        (select count(*) from (${companyAccounts(companyId)}) a) as accounts,
        (select count(*) from (${companyUsers(companyId)}) u) as users`),
  );
  return {
    report_events: Number(row.report_events),
    reports: Number(row.reports),
    events: Number(row.events),
    accounts: Number(row.accounts),
    users: Number(row.users),
  };
}

/** The counts the delete warning lists; null when the company does not exist. */
export async function getCompanyDependencies(adminId: string, companyId: string): Promise<{ name: string; counts: CompanyDependencies } | null> {
  return withScope({ userId: adminId }, async (tx) => {
    const [company] = rowsOf<{ name: string }>(await tx.execute(sql`select name from public.companies where id = ${companyId}`));
    if (!company) return null;
    return { name: company.name, counts: await countDependencies(tx, companyId) };
  });
}

type DeleteDeps = { authAdmin: AuthAdmin; storage?: StorageProvider };

/**
 * Deletes a company with its report events, reports, events, accounts (and what hangs off them:
 * people, discoveries, assignments) and users, in one transaction: either all of it goes or nothing.
 * Then the deleted users' logins and the stored logos are removed; a failure there is logged, since
 * the data is already gone and the logins can no longer reach any.
 */
export async function deleteCompany(adminId: string, companyId: string, deps: DeleteDeps): Promise<{ name: string; counts: CompanyDependencies }> {
  const deleted = await withScope({ userId: adminId }, async (tx) => {
    const [own] = rowsOf<{ company_id: string | null }>(await tx.execute(sql`select company_id from public.users where id = ${adminId}`));
    if (own?.company_id === companyId) throw new AppError("forbidden", OWN_COMPANY_MESSAGE);
    const [company] = rowsOf<{ name: string; logo_url: string | null }>(
      await tx.execute(sql`select name, logo_url from public.companies where id = ${companyId} for update`),
    );
    if (!company) throw new AppError("not_found", COMPANY_NOT_FOUND_MESSAGE);
    const counts = await countDependencies(tx, companyId);
    await tx.execute(sql`delete from public.report_events where report_id in (${companyReports(companyId)}) or event_id in (${companyEvents(companyId)})`);
    await tx.execute(sql`delete from public.reports where id in (${companyReports(companyId)})`);
    await tx.execute(sql`delete from public.events where account_id in (${companyAccounts(companyId)})`);
    const accounts = rowsOf<{ id: string; logo_url: string | null }>(
      await tx.execute(sql`delete from public.accounts where company_id = ${companyId} returning id, logo_url`),
    );
    const users = rowsOf<{ id: string }>(await tx.execute(sql`delete from public.users where company_id = ${companyId} returning id`));
    await tx.execute(sql`delete from public.companies where id = ${companyId}`);
    return { company, counts, accounts, userIds: users.map((u) => u.id) };
  });

  for (const userId of deleted.userIds) {
    const result = await deps.authAdmin.deleteUser(userId);
    if (result.error !== null) log.error("Removing a deleted company user's login failed", { adminId, companyId, userId, error: result.error });
  }
  const storage = deps.storage ?? createStorageProvider();
  const logos = [
    storedCompanyLogoPath(companyId, deleted.company.logo_url),
    ...deleted.accounts.map((a) => storedAccountLogoPath(a.id, a.logo_url)),
  ].filter((path): path is string => path !== null);
  for (const path of logos) {
    await storage.remove("assets", path).catch((error) => log.warn("Removing a deleted company's logo failed", { companyId, path, error }));
  }
  log.info("Company deleted", { adminId, companyId, counts: deleted.counts });
  return { name: deleted.company.name, counts: deleted.counts };
}
