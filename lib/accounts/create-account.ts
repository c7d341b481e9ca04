import { AppError } from "@/lib/errors/app-error";
import { randomUUID } from "node:crypto";
import type { ActingScope } from "@/lib/auth/viewer-types";
import { accounts, accountUsers } from "@/lib/db/schema/accounts";
import { log } from "@/lib/log";
import { withScope } from "@/lib/db/scoped";
import { asAccountError, LINK_FAILED_PREFIX, readableDatabaseError } from "./account-errors";
import type { AccountFields } from "./account.validation";
import { accountDomain, findSimilarAccounts, SimilarAccountError } from "./similar-accounts";

/**
 * Creates an account in the acting company and assigns it to the acting user, in one transaction:
 * if the assignment fails, the account is rolled back with it and nothing is left behind.
 * The id is made here because the account only becomes visible (RETURNING included) once linked.
 * An account with the same name or domain as one of the user's is refused with SimilarAccountError
 * unless `allowSimilar` (the person saw the warning and chose to create it anyway).
 */
export async function createAccount(scope: ActingScope, fields: AccountFields, options: { allowSimilar?: boolean } = {}) {
  const id = randomUUID();
  await withScope(
    scope,
    async (tx) => {
      if (!options.allowSimilar) {
        const similar = await findSimilarAccounts(scope, fields, tx);
        if (similar.length > 0) throw new SimilarAccountError(similar, accountDomain(fields.url));
      }
      try {
        await tx.insert(accounts).values({
          id,
          name: fields.name,
          url: fields.url,
          fullName: fields.full_name,
          companyId: scope.companyId,
        });
      } catch (error) {
        asAccountError(error);
      }
      try {
        await tx.insert(accountUsers).values({ accountId: id, userId: scope.userId });
      } catch (error) {
        const readable = readableDatabaseError(error);
        if (!readable) log.error("Assigning a new account to its user failed", { accountId: id, userId: scope.userId, error });
        throw new AppError("invalid", `${LINK_FAILED_PREFIX}${readable ?? "the account could not be assigned to you. Please try again."}`, {
          cause: error,
        });
      }
    });
  return { id };
}
