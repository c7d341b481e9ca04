import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { RecentAccountsCard } from "@/components/dashboard/recent-accounts-card";
import { RecentEventsCard } from "@/components/dashboard/recent-events-card";
import { RecentReportsCard } from "@/components/dashboard/recent-reports-card";
import { ContextRequired } from "@/components/shell/context-required";
import { contextRequiredMessage, resolveActingContext } from "@/lib/auth/acting-context";
import type { ActingScope } from "@/lib/auth/viewer-types";
import { loadDashboard } from "@/lib/dashboard/load-dashboard";

export const metadata: Metadata = { title: "Dashboard" };

export default async function DashboardPage() {
  const acting = await resolveActingContext();
  if (!acting.base) redirect("/signin");

  return (
    <div className="flex flex-col gap-6">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight">Dashboard</h1>
        <p className="mt-1 text-sm text-muted-foreground">Your latest events, reports and accounts at a glance.</p>
      </div>
      {!acting.scope ? (
        <ContextRequired message={contextRequiredMessage(acting.reason, "Please select a company and user from the header to view the dashboard.")} />
      ) : (
        // The route's loading screen covers the few milliseconds the lists take.
        <DashboardBlocks scope={acting.scope} />
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
