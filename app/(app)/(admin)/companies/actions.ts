"use server";

import { revalidatePath } from "next/cache";
import { adminAction } from "@/lib/actions/action-client";
import { withPrefixedFailure } from "@/lib/admin/prefixed-failure";
import { getAuthProvider } from "@/lib/auth/get-auth-provider";
import { createCompany, getEditableCompany, updateCompany } from "@/lib/companies/admin-companies";
import { companyIdSchema, companySaveSchema } from "@/lib/companies/company.validation";
import { deleteCompany, getCompanyDependencies } from "@/lib/companies/delete-company";
import { storeCompanyLogoFile } from "@/lib/companies/upload-company-logo";
import { AppError } from "@/lib/errors/app-error";
import { log } from "@/lib/log";
import { COMPANY_NOT_FOUND_MESSAGE } from "@/lib/companies/company.validation";
import { getCompanySignalWeights, saveCompanySignalWeights } from "@/lib/signal-weights/signal-weights";
import { companyIdInputSchema, companySignalWeightsSchema } from "@/lib/signal-weights/signal-weights.validation";

// The header's company picker lists companies on every page, so changes refresh the whole shell.
const revalidateCompanies = () => revalidatePath("/", "layout");

/** New Company or Edit Company: the fields, then the logo when one was chosen. */
export const saveCompanyAction = adminAction({ name: "saving a company", input: companySaveSchema }, async ({ id, logo, ...fields }, { adminId }) => {
  let companyId = id;
  if (companyId) await updateCompany(adminId, companyId, fields);
  else companyId = (await createCompany(adminId, fields)).id;
  log.info(id ? "Company updated" : "Company created", { adminId, companyId });
  revalidateCompanies();
  if (!logo) return { ok: true, id: companyId, logoError: null };
  const stored = await storeCompanyLogoFile(adminId, companyId, logo);
  revalidateCompanies();
  // The company is saved either way: the dialog stays open on it and says why the logo was not.
  return { ok: true, id: companyId, logoError: stored.ok ? null : stored.error };
});

/** Edit Company: the whole company (the table carries only the start of its solutions). */
export const loadCompanyAction = adminAction({ name: "loading a company", input: companyIdSchema }, async (companyId, { adminId }) => {
  const company = await getEditableCompany(adminId, companyId);
  if (!company) throw new AppError("not_found", COMPANY_NOT_FOUND_MESSAGE);
  return { ok: true, company };
});

/** The counts the delete warning lists. */
export const companyDependenciesAction = adminAction({ name: "checking company dependencies", input: companyIdSchema }, async (companyId, { adminId }) =>
  withPrefixedFailure("Error checking company dependencies", { adminId, companyId }, async () => {
    const found = await getCompanyDependencies(adminId, companyId);
    if (!found) throw new AppError("not_found", COMPANY_NOT_FOUND_MESSAGE);
    return found;
  }),
);

/** Deletes the company and everything that belongs to it, in one transaction. */
export const deleteCompanyAction = adminAction({ name: "deleting a company", input: companyIdSchema }, async (companyId, { adminId }) => {
  const result = await withPrefixedFailure("Error deleting company", { adminId, companyId }, async () => {
    const { name } = await deleteCompany(adminId, companyId, { authAdmin: (await getAuthProvider()).admin });
    return { message: `Company ${name} and all associated data deleted successfully.` };
  });
  revalidateCompanies();
  return result;
});

/** Signal weights (issue 25): the company's defaults, loaded when its dialog opens. */
export const loadCompanySignalWeightsAction = adminAction({ name: "loading a company's signal weights", input: companyIdInputSchema }, async (companyId, { adminId }) => {
  const weights = await getCompanySignalWeights(adminId, companyId);
  if (!weights) throw new AppError("not_found", COMPANY_NOT_FOUND_MESSAGE);
  return { ok: true, weights };
});

/** Saves the company's default weights (its users' own weights, where set, still win). */
export const saveCompanySignalWeightsAction = adminAction({ name: "saving a company's signal weights", input: companySignalWeightsSchema }, async ({ company_id, weights }, { adminId }) => {
  const saved = await saveCompanySignalWeights(adminId, company_id, weights);
  log.info("Company signal weights saved", { adminId, companyId: company_id });
  return { ok: true, weights: saved };
});
