import { AccountsSkeleton } from "@/components/accounts/accounts-skeleton";
import { AccountsHeader } from "@/components/accounts/accounts-header";

export default function AccountsLoading() {
  return (
    <div className="mx-auto grid w-full max-w-6xl gap-6 p-4 sm:p-6 lg:p-8">
      <AccountsHeader actions={null} />
      <AccountsSkeleton />
    </div>
  );
}
