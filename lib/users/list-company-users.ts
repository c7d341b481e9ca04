import { asc, eq, sql } from "drizzle-orm";
import type { Database } from "@/lib/db/database";
import { users } from "@/lib/db/schema/users";
import { withClaims } from "@/lib/db/scoped";

/** The users of one company, by name, for an admin's user picker (RLS shows other users only to admins). */
export function listCompanyUsersForAdmin(adminId: string, companyId: string, database?: Database) {
  return withClaims(
    { sub: adminId },
    (tx) =>
      tx
        .select({ id: users.id, name: users.name, email: users.email, role: users.role })
        .from(users)
        .where(eq(users.companyId, companyId))
        .orderBy(sql`lower(coalesce(${users.name}, ${users.email}))`, asc(users.email), asc(users.id)),
    database,
  );
}

export type CompanyUserOption = Awaited<ReturnType<typeof listCompanyUsersForAdmin>>[number];
