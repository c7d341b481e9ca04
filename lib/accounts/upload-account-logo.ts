import type { ActionResult } from "@/lib/actions/action-result";
import type { ActingScope } from "@/lib/auth/viewer-types";
import { AppError } from "@/lib/errors/app-error";
import { logoPath, storedLogoPath, storeLogoFile, storeLogoImage, type LogoDeps } from "@/lib/logos/store-logo";
import { ACCOUNT_NOT_FOUND_MESSAGE } from "./account-errors";
import { getAccount } from "./list-accounts";
import { setAccountLogoUrl } from "./update-account";

export const accountLogoPath = (accountId: string, extension: string) => logoPath("accounts", accountId, extension);

/** The storage path of an account's current logo when it is one of ours, else null. */
export const storedAccountLogoPath = (accountId: string, logoUrl: string | null) => storedLogoPath("accounts", accountId, logoUrl);

/** Stores a logo chosen in the account dialog for one of the acting user's accounts. */
export async function uploadAccountLogo(scope: ActingScope, accountId: string, file: { bytes: Uint8Array; fileName: string }, deps: LogoDeps = {}) {
  const account = await getAccount(scope, accountId);
  if (!account) throw new AppError("not_found", ACCOUNT_NOT_FOUND_MESSAGE);
  const setLogoUrl = (url: string) => setAccountLogoUrl(scope, accountId, url);
  return storeLogoImage({ folder: "accounts", id: accountId, previousUrl: account.logo_url, setLogoUrl }, file, deps);
}

/** A logo file from the account dialog; every failure reads 'Logo upload failed: ...'. */
export function storeAccountLogoFile(scope: ActingScope, accountId: string, logo: File): Promise<ActionResult<{ logo_url: string }>> {
  return storeLogoFile(logo, (file) => uploadAccountLogo(scope, accountId, file), { accountId });
}
