import type { ActionResult } from "@/lib/actions/action-result";
import { AppError } from "@/lib/errors/app-error";
import { logoPath, storedLogoPath, storeLogoFile, storeLogoImage, type LogoDeps } from "@/lib/logos/store-logo";
import { getCompany, setCompanyLogoUrl } from "./admin-companies";
import { COMPANY_NOT_FOUND_MESSAGE } from "./company.validation";

export const companyLogoPath = (companyId: string, extension: string) => logoPath("companies", companyId, extension);

/** The storage path of a company's current logo when it is one of ours, else null. */
export const storedCompanyLogoPath = (companyId: string, logoUrl: string | null) => storedLogoPath("companies", companyId, logoUrl);

/** Stores a company logo at companies/logos/{id}.{ext} and points the company at it. */
export async function uploadCompanyLogo(adminId: string, companyId: string, file: { bytes: Uint8Array; fileName: string }, deps: LogoDeps = {}): Promise<{ logo_url: string }> {
  const company = await getCompany(adminId, companyId);
  if (!company) throw new AppError("not_found", COMPANY_NOT_FOUND_MESSAGE);
  const setLogoUrl = (url: string) => setCompanyLogoUrl(adminId, companyId, url);
  return storeLogoImage({ folder: "companies", id: companyId, previousUrl: company.logo_url, setLogoUrl }, file, deps);
}

/** A logo file from the company dialog; every failure reads 'Logo upload failed: ...'. */
export function storeCompanyLogoFile(adminId: string, companyId: string, logo: File): Promise<ActionResult<{ logo_url: string }>> {
  return storeLogoFile(logo, (file) => uploadCompanyLogo(adminId, companyId, file), { companyId });
}
