import { asc, eq, sql } from "drizzle-orm";
import { companies } from "@/lib/db/schema/companies";
import { withScope } from "@/lib/db/scoped";
import { AppError } from "@/lib/errors/app-error";
import { COMPANY_NOT_FOUND_MESSAGE, type CompanyFields } from "./company.validation";

// Admin reads and writes across tenants: callers have checked admin rights on the server (adminAction,
// the admin layout), and the queries still run under RLS as the admin, whose policies allow them.

export const SOLUTIONS_PREVIEW_CHARS = 200;

/** The start of a solutions text for the table, with an ellipsis when there is more. */
export function solutionsPreview(start: string | null): string | null {
  if (!start) return start;
  return start.length > SOLUTIONS_PREVIEW_CHARS ? `${start.slice(0, SOLUTIONS_PREVIEW_CHARS).trimEnd()}…` : start;
}

/** Every company with what the All Companies table shows, by name. */
export function listCompaniesWithDetails(adminId: string) {
  return withScope({ userId: adminId }, (tx) =>
    tx
      .select({
        id: companies.id,
        name: companies.name,
        // The table shows two lines of it; the edit dialog loads the whole text (getEditableCompany).
        solutions_start: sql<string | null>`left(${companies.solutions}, ${SOLUTIONS_PREVIEW_CHARS + 1})`,
        logo_url: companies.logoUrl,
        created_at: companies.createdAt,
      })
      .from(companies)
      .orderBy(sql`lower(${companies.name})`, asc(companies.id)),
  );
}

export type CompanyRow = Awaited<ReturnType<typeof listCompaniesWithDetails>>[number];

/** The fields the Edit Company dialog edits. */
export async function getEditableCompany(adminId: string, companyId: string) {
  const [row] = await withScope({ userId: adminId }, (tx) =>
    tx
      .select({ id: companies.id, name: companies.name, solutions: companies.solutions, solutions_brief: companies.solutionsBrief, logo_url: companies.logoUrl })
      .from(companies)
      .where(eq(companies.id, companyId)),
  );
  return row ?? null;
}

export async function getCompany(adminId: string, companyId: string) {
  const [row] = await withScope({ userId: adminId }, (tx) =>
    tx.select({ id: companies.id, name: companies.name, logo_url: companies.logoUrl }).from(companies).where(eq(companies.id, companyId)),
  );
  return row ?? null;
}

export async function createCompany(adminId: string, fields: CompanyFields): Promise<{ id: string }> {
  const [row] = await withScope({ userId: adminId }, (tx) =>
    tx
      .insert(companies)
      .values({ name: fields.name, solutions: fields.solutions, solutionsBrief: fields.solutions_brief })
      .returning({ id: companies.id }),
  );
  return row;
}

export async function updateCompany(adminId: string, companyId: string, fields: CompanyFields): Promise<void> {
  const updated = await withScope({ userId: adminId }, (tx) =>
    tx
      .update(companies)
      .set({ name: fields.name, solutions: fields.solutions, solutionsBrief: fields.solutions_brief })
      .where(eq(companies.id, companyId))
      .returning({ id: companies.id }),
  );
  if (updated.length === 0) throw new AppError("not_found", COMPANY_NOT_FOUND_MESSAGE);
}

export async function setCompanyLogoUrl(adminId: string, companyId: string, logoUrl: string): Promise<void> {
  await withScope({ userId: adminId }, (tx) => tx.update(companies).set({ logoUrl }).where(eq(companies.id, companyId)));
}
