import Link from "next/link";
import { Building2 } from "lucide-react";
import { AccountLogo } from "@/components/accounts/account-logo";
import { Button } from "@/components/ui/button";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import type { ActingScope } from "@/lib/auth/viewer-types";
import { listRecentAccounts } from "@/lib/dashboard/recent-accounts";
import { formatShortDate } from "@/lib/dates/format-date";
import { DashboardCard } from "./dashboard-card";

function hostOf(url: string) {
  try {
    return new URL(url).hostname.replace(/^www\./, "");
  } catch {
    return url;
  }
}

export async function RecentAccountsCard({ scope }: { scope: ActingScope }) {
  const accounts = await listRecentAccounts(scope);
  return (
    <DashboardCard title="Recent Accounts" description="Accounts you added most recently" icon={Building2}>
      <Table>
        <TableHeader>
          <TableRow className="hover:bg-transparent">
            <TableHead>Account</TableHead>
            <TableHead className="max-sm:hidden">Created</TableHead>
            <TableHead className="w-px text-right">Action</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {accounts.length === 0 ? (
            <TableRow className="hover:bg-transparent">
              <TableCell colSpan={3} className="py-10 text-center text-sm text-muted-foreground">
                No accounts found.
              </TableCell>
            </TableRow>
          ) : (
            accounts.map((account) => (
              <TableRow key={account.id}>
                {/* On a phone the date moves under the name, so the action stays on screen without scrolling. */}
                <TableCell className="max-sm:max-w-0 max-sm:whitespace-normal">
                  <div className="flex items-center gap-3">
                    <AccountLogo name={account.name} logoUrl={account.logo_url} className="size-8" />
                    <div className="min-w-0">
                      <p className="truncate font-medium">{account.name}</p>
                      <p className="truncate text-xs text-muted-foreground">{hostOf(account.url)}</p>
                      <p className="text-xs text-muted-foreground sm:hidden">Created {formatShortDate(account.inserted_at)}</p>
                    </div>
                  </div>
                </TableCell>
                <TableCell className="text-muted-foreground max-sm:hidden">{formatShortDate(account.inserted_at)}</TableCell>
                <TableCell className="text-right">
                  <Button asChild variant="outline" size="sm" className="max-sm:h-11">
                    <Link href="/accounts">View Details</Link>
                  </Button>
                </TableCell>
              </TableRow>
            ))
          )}
        </TableBody>
      </Table>
    </DashboardCard>
  );
}
