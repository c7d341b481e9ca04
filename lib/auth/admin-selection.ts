import { and, asc, eq, sql } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "@/lib/db/database";
import { companies } from "@/lib/db/schema/companies";
import { users } from "@/lib/db/schema/users";

/** Cookie holding an admin's header choice, so server components can read it on every request. */
export const ADMIN_SELECTION_COOKIE = "trayo-admin-selection";
export const ADMIN_SELECTION_MAX_AGE_SECONDS = 60 * 60 * 24 * 365;

/** What an admin picked in the header; `adminId` ties it to the admin who picked it. */
export type AdminSelection = { adminId: string; companyId: string | null; userId: string | null };

const selectionSchema = z.object({
  adminId: z.uuid(),
  companyId: z.uuid().nullable(),
  userId: z.uuid().nullable(),
});

export function serializeAdminSelection(selection: AdminSelection): string {
  return JSON.stringify(selection);
}

/** The stored selection, or null when the cookie is missing, malformed or was written for another admin. */
export function parseAdminSelection(raw: string | undefined | null, adminId: string): AdminSelection | null {
  if (!raw) return null;
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return null;
  }
  const parsed = selectionSchema.safeParse(json);
  if (!parsed.success || parsed.data.adminId !== adminId) return null;
  // A user without a company cannot be acted as.
  if (!parsed.data.companyId) return { adminId, companyId: null, userId: null };
  return parsed.data;
}

/**
 * Checks a stored selection against the database (privileged connection; callers have verified the
 * admin): a deleted company clears everything, a user who is not (or no longer) in the company is dropped.
 */
export async function validateAdminSelection(
  db: Database,
  selection: AdminSelection | null,
): Promise<{ companyId: string | null; userId: string | null }> {
  if (!selection?.companyId) return { companyId: null, userId: null };
  const [company] = await db.select({ id: companies.id }).from(companies).where(eq(companies.id, selection.companyId)).limit(1);
  if (!company) return { companyId: null, userId: null };
  if (!selection.userId) return { companyId: company.id, userId: null };
  const inCompany = await userBelongsToCompany(db, selection.userId, company.id);
  return { companyId: company.id, userId: inCompany ? selection.userId : null };
}

export async function userBelongsToCompany(db: Database, userId: string, companyId: string): Promise<boolean> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.companyId, companyId)))
    .limit(1);
  return rows.length > 0;
}

/**
 * The selection after an admin picks a company: the user is cleared, unless the company has exactly one
 * user, who is then picked automatically (spec 1 §4). Null when the company does not exist.
 */
export async function selectionForCompany(db: Database, adminId: string, companyId: string): Promise<AdminSelection | null> {
  const [company] = await db.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId)).limit(1);
  if (!company) return null;
  const members = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.companyId, companyId))
    .orderBy(sql`lower(coalesce(${users.name}, ${users.email}))`, asc(users.id))
    .limit(2);
  return { adminId, companyId, userId: members.length === 1 ? members[0].id : null };
}

/** The selection after an admin picks a user of the selected company; null when the user is not in it. */
export async function selectionForUser(
  db: Database,
  adminId: string,
  companyId: string,
  userId: string | null,
): Promise<AdminSelection | null> {
  if (userId === null) return { adminId, companyId, userId: null };
  return (await userBelongsToCompany(db, userId, companyId)) ? { adminId, companyId, userId } : null;
}
