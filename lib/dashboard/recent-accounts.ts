import { listAccounts, type AccountRow } from "@/lib/accounts/list-accounts";
import type { QueryScope } from "@/lib/auth/viewer-types";
import { DASHBOARD_LIMIT } from "./dashboard-limits";
import { readOrFallback } from "@/lib/log";

/** The acting user's newest accounts in the acting company (empty, and logged, when the query fails). */
export function listRecentAccounts(scope: QueryScope): Promise<AccountRow[]> {
  return readOrFallback("dashboard: loading recent accounts", () => listAccounts(scope, { order: "newest", limit: DASHBOARD_LIMIT }), []);
}
