import { and, eq } from "drizzle-orm";
import type { ActingScope } from "@/lib/auth/viewer-types";
import type { Database } from "@/lib/db/database";
import { accounts } from "@/lib/db/schema/accounts";
import { withScope } from "@/lib/users/resolve-scope";
import { ACCOUNT_NOT_FOUND_MESSAGE, AccountError, asAccountError } from "./account-errors";

/** Deletes one of the acting user's accounts; its links, events and people go with it. */
export async function deleteAccount(scope: ActingScope, accountId: string, database?: Database) {
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
    },
    database,
  );
  if (deleted.length === 0) throw new AccountError(ACCOUNT_NOT_FOUND_MESSAGE);
  return deleted[0];
}
