import Link from "next/link";
import { LogoMark } from "@/components/shared/logo-mark";
import type { AccountRow } from "@/lib/accounts/list-accounts";
import { formatShortDate } from "@/lib/dates/format-date";
import { DashboardCard } from "./dashboard-card";
import "@/components/shared/list-table.css";

function hostOf(url: string) {
  try {
    return new URL(url).hostname.replace(/^www\./, "");
  } catch {
    return url;
  }
}

export function RecentAccountsCard({ accounts }: { accounts: AccountRow[] }) {
  return (
    <DashboardCard title="Recent Accounts" description="Accounts you added most recently" icon="accounts">
      <table className="lt">
        <thead>
          <tr>
            <th>Account</th>
            <th className="lt-hs">Created</th>
            <th>Action</th>
          </tr>
        </thead>
        <tbody>
          {accounts.length === 0 ? (
            <tr>
              <td colSpan={3} className="lt-mu py-10 text-center">
                No accounts found.
              </td>
            </tr>
          ) : (
            accounts.map((account) => (
              <tr key={account.id}>
                {/* On a phone the date moves under the name, so the action stays on screen without scrolling. */}
                <td className="max-w-0 sm:max-w-none">
                  <div className="lt-n">
                    <LogoMark name={account.name} logoUrl={account.logo_url} />
                    <div className="lt-g">
                      <span className="lt-t lt-b">{account.name}</span>
                      <span className="lt-t lt-s">{hostOf(account.url)}</span>
                      <span className="lt-s lt-os">Created {formatShortDate(account.inserted_at)}</span>
                    </div>
                  </div>
                </td>
                <td className="lt-hs lt-mu">{formatShortDate(account.inserted_at)}</td>
                <td>
                  <Link href="/accounts" className="db-vd">
                    View Details
                  </Link>
                </td>
              </tr>
            ))
          )}
        </tbody>
      </table>
    </DashboardCard>
  );
}
