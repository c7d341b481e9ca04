import type { Metadata } from "next";
import { format } from "date-fns";
import { AccessDenied } from "@/components/admin/access-denied";
import { CompaniesManager } from "@/components/companies/companies-table";
import type { CompanyActions, CompanyTableRow } from "@/components/companies/company-types";
import { resolveAdminId } from "@/lib/auth/acting-context";
import { listCompaniesWithDetails, solutionsPreview } from "@/lib/companies/admin-companies";
import { readOrFallback } from "@/lib/log";
import { companyDependenciesAction, deleteCompanyAction, loadCompanyAction, loadCompanySignalWeightsAction, saveCompanyAction, saveCompanySignalWeightsAction } from "./actions";

export const metadata: Metadata = { title: "All Companies" };

const actions: CompanyActions = { load: loadCompanyAction, save: saveCompanyAction, dependencies: companyDependenciesAction, remove: deleteCompanyAction, loadWeights: loadCompanySignalWeightsAction, saveWeights: saveCompanySignalWeightsAction };

export default async function CompaniesPage() {
  const adminId = await resolveAdminId();
  // The admin layout already sent non-admins to /accounts; this is the page's own answer if one gets here.
  if (!adminId) return <AccessDenied />;
  const companies = await readOrFallback("Listing companies", () => listCompaniesWithDetails(adminId), []);
  const rows: CompanyTableRow[] = companies.map((c) => ({
      id: c.id,
      name: c.name,
      solutionsPreview: solutionsPreview(c.solutions_start),
      logo_url: c.logo_url,
      created: format(c.created_at, "MMM d, yyyy"),
    createdIso: c.created_at.toISOString(),
  }));
  return <CompaniesManager rows={rows} actions={actions} />;
}
