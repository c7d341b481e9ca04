import { AppError } from "@/lib/errors/app-error";
import { and, eq } from "drizzle-orm";
import type { ActingScope } from "@/lib/auth/viewer-types";
import { accounts } from "@/lib/db/schema/accounts";
import { withScope } from "@/lib/db/scoped";
import { log } from "@/lib/log";
import { createStorageProvider } from "@/lib/providers/storage/create-storage-provider";
import { ACCOUNT_NOT_FOUND_MESSAGE, asAccountError } from "./account-errors";
import { storedAccountLogoPath } from "./upload-account-logo";

/** Deletes one of the acting user's accounts; its links, events and people go with it. */
export async function deleteAccount(scope: ActingScope, accountId: string) {
  const deleted = await withScope(
    scope,
    async (tx) => {
      try {
        return await tx
          .delete(accounts)
          .where(and(eq(accounts.id, accountId), eq(accounts.companyId, scope.companyId)))
          .returning({ id: accounts.id, logo_url: accounts.logoUrl });
      } catch (error) {
        asAccountError(error);
      }
    });
  if (deleted.length === 0) throw new AppError("not_found", ACCOUNT_NOT_FOUND_MESSAGE);
  return deleted[0];
}

/** Deletes the account, then its stored logo (a logo that cannot be removed is only logged). */
export async function deleteAccountWithLogo(scope: ActingScope, accountId: string) {
  const deleted = await deleteAccount(scope, accountId);
  const logoPath = storedAccountLogoPath(accountId, deleted.logo_url);
  if (logoPath) {
    await createStorageProvider()
      .remove("assets", logoPath)
      .catch((error) => log.warn("Removing a deleted account's logo failed", { accountId, error }));
  }
}
