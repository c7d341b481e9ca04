import { listAccountsForScope, type AccountRow } from "@/lib/accounts/list-accounts";
import type { ActingScope } from "@/lib/auth/viewer-types";
import type { Database } from "@/lib/db/database";
import { DASHBOARD_LIMIT } from "./dashboard-limits";

/** The acting user's newest accounts in the acting company. */
export function listRecentAccounts(scope: Pick<ActingScope, "userId" | "companyId">, database?: Database): Promise<AccountRow[]> {
  return listAccountsForScope(scope, database, { order: "newest", limit: DASHBOARD_LIMIT });
}
