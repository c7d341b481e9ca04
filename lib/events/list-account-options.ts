import { listAccounts } from "@/lib/accounts/list-accounts";
import type { QueryScope } from "@/lib/auth/viewer-types";

export type AccountOption = { id: string; name: string; logoUrl: string | null };

/** The acting user's assigned accounts (the add/edit dialogs' Account select), in the Accounts page's order. */
export async function listAccountOptions(scope: QueryScope): Promise<AccountOption[]> {
  const rows = await listAccounts(scope);
  return rows.map((row) => ({ id: row.id, name: row.name, logoUrl: row.logo_url }));
}
