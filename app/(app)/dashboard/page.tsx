import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { RecentAccountsCard } from "@/components/dashboard/recent-accounts-card";
import { RecentEventsCard } from "@/components/dashboard/recent-events-card";
import { RecentReportsCard } from "@/components/dashboard/recent-reports-card";
import { ContextRequired } from "@/components/shell/context-required";
import { getScope } from "@/lib/auth/scope";
import { NO_COMPANY_MESSAGE } from "@/lib/auth/context-messages";
import { toActingScope } from "@/lib/auth/resolve-scope";

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
        // The cards' queries run in parallel and take milliseconds, so they have no fallbacks of their own
        // (each would be rendered and sent on every request); the route's loading screen covers navigation.
        <>
          <div className="grid gap-6 lg:grid-cols-5">
            <div className="lg:col-span-3">
              <RecentEventsCard scope={acting} />
            </div>
            <div className="lg:col-span-2">
              <RecentReportsCard scope={acting} />
            </div>
          </div>
          <RecentAccountsCard scope={acting} />
        </>
      )}
    </div>
  );
}
