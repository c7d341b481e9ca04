import { AppError } from "@/lib/errors/app-error";
import { and, eq } from "drizzle-orm";
import type { ActingScope } from "@/lib/auth/viewer-types";
import { accounts } from "@/lib/db/schema/accounts";
import { withScope } from "@/lib/db/scoped";
import { ACCOUNT_NOT_FOUND_MESSAGE, asAccountError } from "./account-errors";
import type { AccountFields } from "./account.validation";

/** Saves name, url and full name of one of the acting user's accounts. */
export async function updateAccount(scope: ActingScope, accountId: string, fields: AccountFields) {
  const updated = await withScope(
    scope,
    async (tx) => {
      try {
        return await tx
          .update(accounts)
          .set({ name: fields.name, url: fields.url, fullName: fields.full_name })
          .where(and(eq(accounts.id, accountId), eq(accounts.companyId, scope.companyId)))
          .returning({ id: accounts.id });
      } catch (error) {
        asAccountError(error);
      }
    });
  // Row Level Security hides accounts that are not the acting user's: they update nothing.
  if (updated.length === 0) throw new AppError("not_found", ACCOUNT_NOT_FOUND_MESSAGE);
  return { id: accountId };
}

/** Points an account at a new logo (or none). */
export async function setAccountLogoUrl(scope: ActingScope, accountId: string, logoUrl: string | null) {
  const updated = await withScope(
    scope,
    (tx) =>
      tx
        .update(accounts)
        .set({ logoUrl })
        .where(and(eq(accounts.id, accountId), eq(accounts.companyId, scope.companyId)))
        .returning({ id: accounts.id }));
  if (updated.length === 0) throw new AppError("not_found", ACCOUNT_NOT_FOUND_MESSAGE);
}
