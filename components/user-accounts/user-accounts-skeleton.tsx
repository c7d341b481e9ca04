import { Skeleton } from "@/components/ui/skeleton";

/** Six placeholder cards while the accounts load (spec 2 §9). */
export function UserAccountsSkeleton() {
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" role="status" aria-label="Loading accounts...">
      {Array.from({ length: 6 }, (_, i) => (
        <div key={i} className="rounded-xl border bg-card p-4" aria-hidden data-testid="account-card-skeleton">
          <div className="flex items-center gap-3">
            <Skeleton className="size-11" />
            <div className="grid flex-1 gap-1.5">
              <Skeleton className="h-4 w-32" />
              <Skeleton className="h-3 w-24" />
            </div>
          </div>
          <Skeleton className="mt-5 h-4 w-40" />
          <Skeleton className="mt-2 h-3 w-24" />
        </div>
      ))}
    </div>
  );
}
