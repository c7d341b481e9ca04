import { asc, sql } from "drizzle-orm";
import { companies } from "@/lib/db/schema/companies";
import { withScope } from "@/lib/db/scoped";

/** Every company, by name, for an admin's company picker (RLS shows all companies only to admins). */
export function listCompaniesForAdmin(adminId: string) {
  return withScope({ userId: adminId },
    (tx) =>
      tx
        .select({ id: companies.id, name: companies.name, logoUrl: companies.logoUrl })
        .from(companies)
        .orderBy(sql`lower(${companies.name})`, asc(companies.name), asc(companies.id)));
}

export type CompanyOption = Awaited<ReturnType<typeof listCompaniesForAdmin>>[number];
