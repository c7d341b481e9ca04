import type { Metadata } from "next";
import { format } from "date-fns";
import { AccessDenied } from "@/components/admin/access-denied";
import { CompaniesManager } from "@/components/companies/companies-table";
import type { CompanyActions, CompanyTableRow } from "@/components/companies/company-types";
import { viewerUserId } from "@/lib/auth/resolve-scope";
import { getScope } from "@/lib/auth/scope";
import { listCompaniesWithDetails, solutionsPreview } from "@/lib/companies/admin-companies";
import { log } from "@/lib/log";
import { companyDependenciesAction, deleteCompanyAction, loadCompanyAction, saveCompanyAction } from "./actions";

export const metadata: Metadata = { title: "All Companies" };

const actions: CompanyActions = { load: loadCompanyAction, save: saveCompanyAction, dependencies: companyDependenciesAction, remove: deleteCompanyAction };

export default async function CompaniesPage() {
  const scope = await getScope();
  // The admin layout already sent non-admins to /accounts; this is the page's own answer if one gets here.
  if (!scope?.isAdmin) return <AccessDenied />;
  let rows: CompanyTableRow[] = [];
  const adminId = viewerUserId(scope.viewer);
  try {
    rows = (await listCompaniesWithDetails(adminId)).map((c) => ({
      id: c.id,
      name: c.name,
      solutionsPreview: solutionsPreview(c.solutions_start),
      logo_url: c.logo_url,
      created: format(c.created_at, "MMM d, yyyy"),
      createdIso: c.created_at.toISOString(),
    }));
  } catch (error) {
    log.error("Listing companies failed", { adminId, error });
  }
  return <CompaniesManager rows={rows} actions={actions} />;
}
