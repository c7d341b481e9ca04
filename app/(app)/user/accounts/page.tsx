import type { Metadata } from "next";
import { Suspense } from "react";
import { Building2 } from "lucide-react";
import { ContextRequired } from "@/components/shell/context-required";
import { UserAccountCard } from "@/components/user-accounts/user-account-card";
import { toCardView } from "@/lib/accounts/user-account-card-view";
import { UserAccountsSkeleton } from "@/components/user-accounts/user-accounts-skeleton";
import { listUserAccounts } from "@/lib/accounts/list-user-accounts";
import { contextRequiredMessage, resolveActingContext } from "@/lib/auth/acting-context";
import type { ActingScope } from "@/lib/auth/viewer-types";
import { readOrFallback } from "@/lib/log";
import { SnoozeActionsProvider } from "@/components/account-steering/snooze-actions-context";
import { HeatSortLinks, sortOf } from "@/components/account-steering/heat-sort-links";
import { loadAccountSteering, type AccountSteering } from "@/lib/account-heat/account-steering";
import { sortByHeat } from "@/lib/account-heat/heat-score";
import { explainAccountHeatAction, snoozeAccountAction, unsnoozeAccountAction } from "../../accounts/snooze-actions";

export const metadata: Metadata = { title: "Accounts" };

const snoozeActions = { snooze: snoozeAccountAction, unsnooze: unsnoozeAccountAction, explain: explainAccountHeatAction };

export default async function UserAccountsPage({ searchParams }: { searchParams: Promise<{ sort?: string | string[] }> }) {
  const sort = sortOf((await searchParams).sort);
  const acting = await resolveActingContext();
  if (!acting.scope) return <ContextRequired message={contextRequiredMessage(acting.reason, "Please select a company and user from the header to view accounts.")} />;
  const { scope } = acting;
  return (
    <div className="grid gap-5">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-2xl font-semibold tracking-tight">Accounts</h1>
        <HeatSortLinks path="/user/accounts" sort={sort} />
      </div>
      <Suspense fallback={<UserAccountsSkeleton />}>
        <Grid scope={scope} sort={sort} />
      </Suspense>
    </div>
  );
}

async function Grid({ scope, sort }: { scope: ActingScope; sort: "name" | "heat" }) {
  const [listed, steering] = await Promise.all([
    readOrFallback("accounts: listing the user's accounts", () => listUserAccounts(scope), []),
    readOrFallback("accounts: reading heat and snoozes", () => loadAccountSteering(scope), new Map<string, AccountSteering>()),
  ]);
  const accounts = sort === "heat" ? sortByHeat(listed, (a) => steering.get(a.id)?.heat) : listed;
  if (accounts.length === 0) {
    return (
      <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed bg-card px-6 py-16 text-center">
        <span className="grid size-11 place-items-center rounded-full bg-brand/10 text-brand">
          <Building2 className="size-5" aria-hidden />
        </span>
        <p className="max-w-sm text-sm text-muted-foreground">
          No accounts assigned yet. Contact your admin to get accounts assigned to you.
        </p>
      </div>
    );
  }
  const now = new Date();
  return (
    <SnoozeActionsProvider actions={snoozeActions}>
    <ul className="lt grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label="Your accounts">
      {accounts.map((account) => (
        <li key={account.id}>
          <UserAccountCard account={toCardView(account, now)} steering={steering.get(account.id)} />
        </li>
      ))}
    </ul>
    </SnoozeActionsProvider>
  );
}
