import { Suspense } from "react";
import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { DashboardBlockSkeleton } from "@/components/dashboard/dashboard-skeletons";
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
        <>
          <div className="grid gap-6 lg:grid-cols-5">
            <div className="lg:col-span-3">
              <Suspense fallback={<DashboardBlockSkeleton label="recent events" />}>
                <RecentEventsCard scope={acting} />
              </Suspense>
            </div>
            <div className="lg:col-span-2">
              <Suspense fallback={<DashboardBlockSkeleton label="recent reports" />}>
                <RecentReportsCard scope={acting} />
              </Suspense>
            </div>
          </div>
          <Suspense fallback={<DashboardBlockSkeleton label="recent accounts" />}>
            <RecentAccountsCard scope={acting} />
          </Suspense>
        </>
      )}
    </div>
  );
}
