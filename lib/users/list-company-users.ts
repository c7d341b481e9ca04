import { asc, eq, sql } from "drizzle-orm";
import { users } from "@/lib/db/schema/users";
import { withScope } from "@/lib/db/scoped";

/** The users of one company, by name, for an admin's user picker (RLS shows other users only to admins). */
export function listCompanyUsersForAdmin(adminId: string, companyId: string) {
  return withScope({ userId: adminId },
    (tx) =>
      tx
        .select({ id: users.id, name: users.name, email: users.email, role: users.role })
        .from(users)
        .where(eq(users.companyId, companyId))
        .orderBy(sql`lower(coalesce(${users.name}, ${users.email}))`, asc(users.email), asc(users.id)));
}

export type CompanyUserOption = Awaited<ReturnType<typeof listCompanyUsersForAdmin>>[number];
