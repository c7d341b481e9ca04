import type { ActingScope } from "@/lib/auth/viewer-types";
import type { Database } from "@/lib/db/database";
import { log } from "@/lib/log";
import { getStorage } from "@/lib/providers/storage/storage-provider";
import type { StorageProvider } from "@/lib/providers/storage/storage-provider";
import { ImageValidationError, validateImageUpload } from "@/lib/providers/storage/validate-image";
import { ACCOUNT_NOT_FOUND_MESSAGE, AccountError } from "./account-errors";
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

type UploadDeps = { database?: Database; storage?: StorageProvider; now?: () => number };

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
  const account = await getAccountForScope(scope, accountId, deps.database);
  if (!account) throw new AccountError(ACCOUNT_NOT_FOUND_MESSAGE);
  let image;
  try {
    image = validateImageUpload(file.bytes, file.fileName);
  } catch (error) {
    if (error instanceof ImageValidationError) throw new AccountError(error.message, { cause: error });
    throw error;
  }
  const storage = deps.storage ?? getStorage();
  const path = accountLogoPath(accountId, image.extension);
  await storage.put("assets", path, image.bytes, {
    contentType: image.contentType,
    cacheControl: LOGO_CACHE_SECONDS,
    upsert: true,
  });
  const publicUrl = storage.publicUrl("assets", path);
  const logoUrl = `${publicUrl}${publicUrl.includes("?") ? "&" : "?"}v=${(deps.now ?? Date.now)()}`;
  await setAccountLogoUrl(scope, accountId, logoUrl, deps.database);

  const previous = storedAccountLogoPath(accountId, account.logo_url);
  if (previous && previous !== path) {
    await storage.remove("assets", previous).catch((error) => log.warn("Removing a replaced account logo failed", { previous, error }));
  }
  return { logo_url: logoUrl };
}
