import { and, asc, eq, isNull, ne, notInArray, sql } from "drizzle-orm";
import type { AuthAdmin } from "@/lib/auth/auth-provider";
import { accounts, accountUsers } from "@/lib/db/schema/accounts";
import { companies } from "@/lib/db/schema/companies";
import { reports } from "@/lib/db/schema/reports";
import { users } from "@/lib/db/schema/users";
import { withScope } from "@/lib/db/scoped";
import { AppError } from "@/lib/errors/app-error";
import { log } from "@/lib/log";
import { USER_NOT_FOUND_MESSAGE, type UpdateUserInput, type UsersFilter } from "./user.validation";

// Admin reads and writes across tenants, after the server-side admin check (adminAction, withAdmin,
// the admin layout); the queries run under RLS as the admin.

/** The All Users table, newest first, optionally one company's users or those still without a company. */
export function listUsersForAdmin(adminId: string, filter: UsersFilter) {
  const where =
    filter.kind === "company" ? eq(users.companyId, filter.companyId) : filter.kind === "waiting" ? isNull(users.companyId) : undefined;
  return withScope({ userId: adminId }, (tx) =>
    tx
      .select({
        id: users.id,
        name: users.name,
        email: users.email,
        role: users.role,
        company_id: users.companyId,
        company_name: companies.name,
        phone_number: users.phoneNumber,
        event_discovery_enabled: users.eventDiscoveryEnabled,
        created_at: users.createdAt,
      })
      .from(users)
      .leftJoin(companies, eq(companies.id, users.companyId))
      .where(where)
      .orderBy(sql`${users.createdAt} desc`, asc(users.id)),
  );
}

export type AdminUserRow = Awaited<ReturnType<typeof listUsersForAdmin>>[number];

export async function getUserForAdmin(adminId: string, userId: string) {
  const [row] = await withScope({ userId: adminId }, (tx) =>
    tx
      .select({ id: users.id, name: users.name, email: users.email, company_id: users.companyId })
      .from(users)
      .where(eq(users.id, userId)),
  );
  return row ?? null;
}

/**
 * Saves Edit User. Moving someone to another company drops their links to the old company's
 * accounts, which they could no longer see anyway.
 */
export async function updateUserForAdmin(adminId: string, input: UpdateUserInput): Promise<void> {
  await withScope({ userId: adminId }, async (tx) => {
    const updated = await tx
      .update(users)
      .set({
        name: input.name,
        role: input.role,
        companyId: input.company_id,
        phoneNumber: input.phone_number,
        eventDiscoveryEnabled: input.event_discovery_enabled,
      })
      .where(eq(users.id, input.id))
      .returning({ id: users.id });
    if (updated.length === 0) throw new AppError("not_found", USER_NOT_FOUND_MESSAGE);
    const companyAccounts = tx.select({ id: accounts.id }).from(accounts).where(eq(accounts.companyId, input.company_id));
    await tx.delete(accountUsers).where(and(eq(accountUsers.userId, input.id), notInArray(accountUsers.accountId, companyAccounts)));
  });
}

export const DELETE_SELF_MESSAGE = "You cannot delete your own user.";

/**
 * Deletes a user with their account links and reports (spec 2 §6) in one transaction, then their login.
 * A login that cannot be removed is logged: without the users row it reaches no data.
 */
export async function deleteUserForAdmin(adminId: string, userId: string, deps: { authAdmin: AuthAdmin }): Promise<{ email: string }> {
  if (userId === adminId) throw new AppError("forbidden", DELETE_SELF_MESSAGE);
  const deleted = await withScope({ userId: adminId }, async (tx) => {
    await tx.delete(reports).where(eq(reports.userId, userId));
    await tx.delete(accountUsers).where(eq(accountUsers.userId, userId));
    return tx.delete(users).where(eq(users.id, userId)).returning({ email: users.email });
  });
  if (deleted.length === 0) throw new AppError("not_found", USER_NOT_FOUND_MESSAGE);
  const result = await deps.authAdmin.deleteUser(userId);
  if (result.error !== null) log.error("Removing a deleted user's login failed", { adminId, userId, error: result.error });
  log.info("User deleted", { adminId, userId });
  return deleted[0];
}

/** The accounts of the user's company, each with whether it is assigned to the user (Accounts tab). */
export async function listAccountAccess(adminId: string, userId: string) {
  return withScope({ userId: adminId }, async (tx) => {
    const [user] = await tx.select({ companyId: users.companyId }).from(users).where(eq(users.id, userId));
    if (!user) throw new AppError("not_found", USER_NOT_FOUND_MESSAGE);
    if (!user.companyId) return [];
    return tx
      .select({
        id: accounts.id,
        name: accounts.name,
        full_name: accounts.fullName,
        logo_url: accounts.logoUrl,
        assigned: sql<boolean>`exists (select 1 from public.account_users au where au.account_id = ${accounts.id} and au.user_id = ${userId})`,
      })
      .from(accounts)
      .where(eq(accounts.companyId, user.companyId))
      .orderBy(sql`lower(${accounts.name})`, asc(accounts.id));
  });
}

export type AccountAccessRow = Awaited<ReturnType<typeof listAccountAccess>>[number];

/** Assigns or unassigns one of the user's company accounts. */
export async function setAccountAccess(adminId: string, input: { user_id: string; account_id: string; assigned: boolean }): Promise<void> {
  await withScope({ userId: adminId }, async (tx) => {
    const [match] = await tx
      .select({ id: accounts.id })
      .from(accounts)
      .innerJoin(users, eq(users.companyId, accounts.companyId))
      .where(and(eq(accounts.id, input.account_id), eq(users.id, input.user_id)));
    if (!match) throw new AppError("not_found", "This account is not one of the user's company accounts.");
    if (input.assigned) {
      await tx.insert(accountUsers).values({ accountId: input.account_id, userId: input.user_id }).onConflictDoNothing();
    } else {
      await tx.delete(accountUsers).where(and(eq(accountUsers.userId, input.user_id), eq(accountUsers.accountId, input.account_id)));
    }
  });
}

/** Whether another users row already has this email (the index is on lower(email)). */
export async function emailTaken(adminId: string, email: string, exceptUserId?: string): Promise<boolean> {
  const rows = await withScope({ userId: adminId }, (tx) =>
    tx
      .select({ id: users.id })
      .from(users)
      .where(and(sql`lower(${users.email}) = ${email.toLowerCase()}`, exceptUserId ? ne(users.id, exceptUserId) : undefined))
      .limit(1),
  );
  return rows.length > 0;
}

