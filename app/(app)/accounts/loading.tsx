import { AccountsSkeleton } from "@/components/accounts/accounts-skeleton";
import { AccountsHeader } from "@/components/accounts/accounts-header";

export default function AccountsLoading() {
  return (
    <div className="grid gap-6">
      <AccountsHeader actions={null} />
      <AccountsSkeleton />
    </div>
  );
}
