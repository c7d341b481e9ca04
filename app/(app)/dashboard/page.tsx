import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { RecentAccountsCard } from "@/components/dashboard/recent-accounts-card";
import { RecentEventsCard } from "@/components/dashboard/recent-events-card";
import { RecentReportsCard } from "@/components/dashboard/recent-reports-card";
import { ContextRequired } from "@/components/shell/context-required";
import { getScope } from "@/lib/auth/scope";
import { NO_COMPANY_MESSAGE } from "@/lib/auth/context-messages";
import type { ActingScope } from "@/lib/auth/viewer-types";
import { toActingScope } from "@/lib/auth/resolve-scope";
import { loadDashboard } from "@/lib/dashboard/load-dashboard";

export const metadata: Metadata = { title: "Dashboard" };

export default async function DashboardPage() {
  const scope = await getScope();
  if (!scope) redirect("/signin");
  const acting = toActingScope(scope);

  return (
    <div className="flex flex-col gap-6">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight">Dashboard</h1>
        <p className="mt-1 text-sm text-muted-foreground">Your latest events, reports and accounts at a glance.</p>
      </div>
      {!acting ? (
        <ContextRequired
          message={
            scope.isAdmin
              ? "Please select a company and user from the header to view the dashboard."
              : NO_COMPANY_MESSAGE
          }
        />
      ) : (
        // The route's loading screen covers the few milliseconds the lists take.
        <DashboardBlocks scope={acting} />
      )}
    </div>
  );
}

async function DashboardBlocks({ scope }: { scope: ActingScope }) {
  const { events, reports, accounts } = await loadDashboard(scope);
  return (
    <>
      <div className="grid gap-6 lg:grid-cols-5">
        <div className="lg:col-span-3">
          <RecentEventsCard events={events} />
        </div>
        <div className="lg:col-span-2">
          <RecentReportsCard reports={reports} />
        </div>
      </div>
      <RecentAccountsCard accounts={accounts} />
    </>
  );
}
