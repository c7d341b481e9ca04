import type { ActionResult } from "@/lib/actions/action-result";
import { AppError, GENERIC_ERROR_MESSAGE } from "@/lib/errors/app-error";
import type { ActingScope } from "@/lib/auth/viewer-types";
import { log } from "@/lib/log";
import { createStorageProvider } from "@/lib/providers/storage/create-storage-provider";
import type { StorageProvider } from "@/lib/providers/storage/storage-provider";
import { ImageValidationError, MAX_IMAGE_BYTES, validateImageUpload } from "@/lib/providers/storage/validate-image";
import { ACCOUNT_NOT_FOUND_MESSAGE } from "./account-errors";
import { getAccountForScope } from "./list-accounts";
import { setAccountLogoUrl } from "./update-account";

export const LOGO_CACHE_SECONDS = 3600;

export const accountLogoPath = (accountId: string, extension: string) => `accounts/logos/${accountId}.${extension}`;

/** The storage path of an account's current logo when it is one of ours, else null. */
export function storedAccountLogoPath(accountId: string, logoUrl: string | null): string | null {
  if (!logoUrl) return null;
  const match = new RegExp(`accounts/logos/${accountId}\\.([a-z0-9]+)(?:[?#]|$)`).exec(logoUrl);
  return match ? accountLogoPath(accountId, match[1]) : null;
}

type UploadDeps = { storage?: StorageProvider; now?: () => number };

/**
 * Stores a logo chosen in the account dialog for one of the acting user's accounts. The bytes must be
 * an image (checked by content, SVG sanitised). The saved URL carries a version so browsers that
 * cached the previous logo for an hour show the new one at once.
 */
export async function uploadAccountLogo(
  scope: ActingScope,
  accountId: string,
  file: { bytes: Uint8Array; fileName: string },
  deps: UploadDeps = {},
) {
  const account = await getAccountForScope(scope, accountId);
  if (!account) throw new AppError("not_found", ACCOUNT_NOT_FOUND_MESSAGE);
  let image;
  try {
    image = await validateImageUpload(file.bytes, file.fileName);
  } catch (error) {
    if (error instanceof ImageValidationError) throw new AppError("invalid", error.message, { cause: error });
    throw error;
  }
  const storage = deps.storage ?? createStorageProvider();
  const path = accountLogoPath(accountId, image.extension);
  await storage.put("assets", path, image.bytes, {
    contentType: image.contentType,
    cacheControl: LOGO_CACHE_SECONDS,
    upsert: true,
  });
  const publicUrl = storage.publicUrl("assets", path);
  const logoUrl = `${publicUrl}${publicUrl.includes("?") ? "&" : "?"}v=${(deps.now ?? Date.now)()}`;
  await setAccountLogoUrl(scope, accountId, logoUrl);

  const previous = storedAccountLogoPath(accountId, account.logo_url);
  if (previous && previous !== path) {
    await storage.remove("assets", previous).catch((error) => log.warn("Removing a replaced account logo failed", { previous, error }));
  }
  return { logo_url: logoUrl };
}

const LOGO_TOO_LARGE = "The image is larger than 2 MB. Choose a smaller image.";

/**
 * Stores a logo file from the account dialog. Every failure becomes 'Logo upload failed: ...' so the
 * dialog stays open and says why; unexpected ones are logged and shown with the generic text.
 */
export async function storeAccountLogoFile(scope: ActingScope, accountId: string, logo: File): Promise<ActionResult<{ logo_url: string }>> {
  try {
    if (logo.size > MAX_IMAGE_BYTES) throw new AppError("invalid", LOGO_TOO_LARGE);
    const bytes = new Uint8Array(await logo.arrayBuffer());
    const { logo_url } = await uploadAccountLogo(scope, accountId, { bytes, fileName: logo.name || "logo" });
    return { ok: true, logo_url };
  } catch (error) {
    if (!(error instanceof AppError)) log.error("Uploading an account logo failed", { accountId, error });
    return { ok: false, error: `Logo upload failed: ${error instanceof AppError ? error.message : GENERIC_ERROR_MESSAGE}` };
  }
}
