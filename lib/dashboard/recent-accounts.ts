import { listAccountsForScope, type AccountRow } from "@/lib/accounts/list-accounts";
import type { ActingScope } from "@/lib/auth/viewer-types";
import { DASHBOARD_LIMIT } from "./dashboard-limits";
import { emptyOnError } from "./empty-on-error";

/** The acting user's newest accounts in the acting company (empty, and logged, when the query fails). */
export function listRecentAccounts(scope: Pick<ActingScope, "userId" | "companyId">): Promise<AccountRow[]> {
  return emptyOnError("recent accounts", () => listAccountsForScope(scope, { order: "newest", limit: DASHBOARD_LIMIT }));
}
