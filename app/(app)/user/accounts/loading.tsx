import { UserAccountsSkeleton } from "@/components/user-accounts/user-accounts-skeleton";

export default function Loading() {
  return (
    <div className="grid gap-5">
      <h1 className="text-2xl font-semibold tracking-tight">Accounts</h1>
      <UserAccountsSkeleton />
    </div>
  );
}
