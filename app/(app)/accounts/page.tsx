import { Suspense } from "react";
import type { Metadata } from "next";
import { format } from "date-fns";
import { AccountsHeader } from "@/components/accounts/accounts-header";
import { AccountsNotice } from "@/components/accounts/accounts-notice";
import { AccountsSkeleton } from "@/components/accounts/accounts-skeleton";
import { AccountsTable, type AccountsTableRow } from "@/components/accounts/accounts-table";
import type { AccountActions } from "@/lib/accounts/account-actions-contract";
import { CONTEXT_REQUIRED_MESSAGE, SIGN_IN_MESSAGE } from "@/lib/accounts/account-messages";
import { listAccountsForScope } from "@/lib/accounts/list-accounts";
import { getScope } from "@/lib/auth/scope";
import type { ActingScope } from "@/lib/auth/viewer-types";
import { log } from "@/lib/log";
import { NO_COMPANY_MESSAGE } from "@/lib/auth/context-messages";
import { toActingScope } from "@/lib/auth/resolve-scope";
import {
  createAccountAction,
  deleteAccountAction,
  findAccountIconAction,
  updateAccountAction,
  uploadAccountLogoAction,
} from "./actions";

export const metadata: Metadata = { title: "Accounts" };

const actions: AccountActions = {
  create: createAccountAction,
  update: updateAccountAction,
  uploadLogo: uploadAccountLogoAction,
  remove: deleteAccountAction,
  findIcon: findAccountIconAction,
};

export default async function AccountsPage() {
  const scope = await getScope();
  const acting = toActingScope(scope);
  return (
    <div className="grid gap-6">
      <AccountsHeader actions={acting ? actions : null} />
      {!scope ? (
        <AccountsNotice kind="sign-in" message={SIGN_IN_MESSAGE} />
      ) : !acting ? (
        <AccountsNotice kind="context" message={scope.isAdmin ? CONTEXT_REQUIRED_MESSAGE : NO_COMPANY_MESSAGE} />
      ) : (
        <Suspense fallback={<AccountsSkeleton />}>
          <AccountsList scope={acting} />
        </Suspense>
      )}
    </div>
  );
}

async function AccountsList({ scope }: { scope: ActingScope }) {
  let rows: AccountsTableRow[] = [];
  try {
    const accounts = await listAccountsForScope(scope);
    rows = accounts.map((a) => ({
      id: a.id,
      name: a.name,
      url: a.url,
      full_name: a.full_name,
      logo_url: a.logo_url,
      created: format(a.inserted_at, "MMM d, yyyy"),
      createdIso: a.inserted_at.toISOString(),
    }));
  } catch (error) {
    // The spec's rule for list reads: log, and show the (empty) list rather than an error page.
    log.error("Listing accounts failed", { userId: scope.userId, companyId: scope.companyId, error });
  }
  return <AccountsTable rows={rows} actions={actions} canDebugDiscovery={scope.isAdmin} />;
}
