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

export const metadata: Metadata = { title: "Accounts" };

export default async function UserAccountsPage() {
  const acting = await resolveActingContext();
  if (!acting.scope) return <ContextRequired message={contextRequiredMessage(acting.reason, "Please select a company and user from the header to view accounts.")} />;
  const { scope } = acting;
  return (
    <div className="grid gap-5">
      <h1 className="text-2xl font-semibold tracking-tight">Accounts</h1>
      <Suspense fallback={<UserAccountsSkeleton />}>
        <Grid scope={scope} />
      </Suspense>
    </div>
  );
}

async function Grid({ scope }: { scope: ActingScope }) {
  const accounts = await readOrFallback("accounts: listing the user's accounts", () => listUserAccounts(scope), []);
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
    <ul className="lt grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label="Your accounts">
      {accounts.map((account) => (
        <li key={account.id}>
          <UserAccountCard account={toCardView(account, now)} />
        </li>
      ))}
    </ul>
  );
}
