import { AppError, GENERIC_ERROR_MESSAGE } from "@/lib/errors/app-error";
import { log } from "@/lib/log";
import { createStorageProvider } from "@/lib/providers/storage/create-storage-provider";
import type { StorageProvider } from "@/lib/providers/storage/storage-provider";
import { ImageValidationError, MAX_IMAGE_BYTES, validateImageUpload } from "@/lib/providers/storage/validate-image";
import { COMPANY_NOT_FOUND_MESSAGE } from "./company.validation";
import { getCompany, setCompanyLogoUrl } from "./admin-companies";

/** Spec 2 §9: logos are cached for an hour. */
export const COMPANY_LOGO_CACHE_SECONDS = 3600;

export const companyLogoPath = (companyId: string, extension: string) => `companies/logos/${companyId}.${extension}`;

/** The storage path of a company's current logo when it is one of ours, else null. */
export function storedCompanyLogoPath(companyId: string, logoUrl: string | null): string | null {
  if (!logoUrl) return null;
  const match = new RegExp(`companies/logos/${companyId}\\.([a-z0-9]+)(?:[?#]|$)`).exec(logoUrl);
  return match ? companyLogoPath(companyId, match[1]) : null;
}

type UploadDeps = { storage?: StorageProvider; now?: () => number };

/**
 * Stores a company logo at companies/logos/{id}.{ext} (upsert, an hour of caching), points the company
 * at its public URL (versioned, so a replaced logo shows at once) and removes a previous file of
 * another extension. The bytes must be an image (checked by content, SVG sanitised).
 */
export async function uploadCompanyLogo(
  adminId: string,
  companyId: string,
  file: { bytes: Uint8Array; fileName: string },
  deps: UploadDeps = {},
): Promise<{ logo_url: string }> {
  const company = await getCompany(adminId, companyId);
  if (!company) throw new AppError("not_found", COMPANY_NOT_FOUND_MESSAGE);
  let image;
  try {
    image = await validateImageUpload(file.bytes, file.fileName);
  } catch (error) {
    if (error instanceof ImageValidationError) throw new AppError("invalid", error.message, { cause: error });
    throw error;
  }
  const storage = deps.storage ?? createStorageProvider();
  const path = companyLogoPath(companyId, image.extension);
  await storage.put("assets", path, image.bytes, { contentType: image.contentType, cacheControl: COMPANY_LOGO_CACHE_SECONDS, upsert: true });
  const publicUrl = storage.publicUrl("assets", path);
  const logoUrl = `${publicUrl}${publicUrl.includes("?") ? "&" : "?"}v=${(deps.now ?? Date.now)()}`;
  await setCompanyLogoUrl(adminId, companyId, logoUrl);

  const previous = storedCompanyLogoPath(companyId, company.logo_url);
  if (previous && previous !== path) {
    await storage.remove("assets", previous).catch((error) => log.warn("Removing a replaced company logo failed", { previous, error }));
  }
  return { logo_url: logoUrl };
}

/** A logo file from the company dialog; every failure reads 'Logo upload failed: ...'. */
export async function storeCompanyLogoFile(adminId: string, companyId: string, logo: File): Promise<{ ok: true; logo_url: string } | { ok: false; error: string }> {
  try {
    if (logo.size > MAX_IMAGE_BYTES) throw new AppError("invalid", "The image is larger than 2 MB. Choose a smaller image.");
    const bytes = new Uint8Array(await logo.arrayBuffer());
    const { logo_url } = await uploadCompanyLogo(adminId, companyId, { bytes, fileName: logo.name || "logo" });
    return { ok: true, logo_url };
  } catch (error) {
    if (!(error instanceof AppError)) log.error("Uploading a company logo failed", { companyId, error });
    return { ok: false, error: `Logo upload failed: ${error instanceof AppError ? error.message : GENERIC_ERROR_MESSAGE}` };
  }
}
