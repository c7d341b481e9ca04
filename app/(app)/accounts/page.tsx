import { Suspense } from "react";
import type { Metadata } from "next";
import { format } from "date-fns";
import { AccountsHeader } from "@/components/accounts/accounts-header";
import { AccountsNotice } from "@/components/accounts/accounts-notice";
import { AccountsSkeleton } from "@/components/accounts/accounts-skeleton";
import { AccountsTable, type AccountsTableRow } from "@/components/accounts/accounts-table";
import type { AccountActions } from "@/lib/accounts/account-actions-contract";
import { CONTEXT_REQUIRED_MESSAGE } from "@/lib/accounts/account-messages";
import { listAccounts } from "@/lib/accounts/list-accounts";
import { contextRequiredMessage, resolveActingContext } from "@/lib/auth/acting-context";
import type { ActingScope } from "@/lib/auth/viewer-types";
import { readOrFallback } from "@/lib/log";
import { HeatSortLinks, sortOf } from "@/components/account-steering/heat-sort-links";
import { loadAccountSteering, type AccountSteering } from "@/lib/account-heat/account-steering";
import { sortByHeat } from "@/lib/account-heat/heat-score";
import { explainAccountHeatAction, snoozeAccountAction, unsnoozeAccountAction } from "./snooze-actions";
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

const snoozeActions = { snooze: snoozeAccountAction, unsnooze: unsnoozeAccountAction, explain: explainAccountHeatAction };

export default async function AccountsPage({ searchParams }: { searchParams: Promise<{ sort?: string | string[] }> }) {
  const acting = await resolveActingContext();
  const sort = sortOf((await searchParams).sort);
  return (
    <div className="grid gap-6">
      <AccountsHeader actions={acting.scope ? actions : null} canImport={acting.scope?.isAdmin === true} />
      {acting.scope ? (
        <>
          <HeatSortLinks path="/accounts" sort={sort} />
          <Suspense fallback={<AccountsSkeleton />}>
            <AccountsList scope={acting.scope} sort={sort} />
          </Suspense>
        </>
      ) : (
        <AccountsNotice kind={acting.reason === "signed-out" ? "sign-in" : "context"} message={contextRequiredMessage(acting.reason, CONTEXT_REQUIRED_MESSAGE)} />
      )}
    </div>
  );
}

async function AccountsList({ scope, sort }: { scope: ActingScope; sort: "name" | "heat" }) {
  // The spec's rule for list reads: log, and show the (empty) list rather than an error page.
  const [accounts, steering] = await Promise.all([
    readOrFallback("Listing accounts", () => listAccounts(scope), []),
    readOrFallback("accounts: reading heat and snoozes", () => loadAccountSteering(scope), new Map<string, AccountSteering>()),
  ]);
  const listed: AccountsTableRow[] = accounts.map((a) => ({
    id: a.id,
    name: a.name,
    url: a.url,
    full_name: a.full_name,
    logo_url: a.logo_url,
    created: format(a.inserted_at, "MMM d, yyyy"),
    createdIso: a.inserted_at.toISOString(),
    steering: steering.get(a.id),
  }));
  const rows = sort === "heat" ? sortByHeat(listed, (r) => r.steering?.heat) : listed;
  return <AccountsTable rows={rows} actions={actions} canDebugDiscovery={scope.isAdmin} snoozeActions={snoozeActions} />;
}
