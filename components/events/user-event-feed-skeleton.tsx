import { Skeleton } from "@/components/ui/skeleton";

/** Placeholder cards while the user's events load. */
export function UserEventFeedSkeleton() {
  return (
    <div className="grid gap-3" role="status" aria-label="Loading events...">
      {Array.from({ length: 4 }, (_, i) => (
        <div key={i} className="rounded-xl border bg-card p-5" aria-hidden>
          <div className="flex items-center gap-3">
            <Skeleton className="size-9" />
            <div className="grid flex-1 gap-1.5">
              <Skeleton className="h-4 w-32" />
              <Skeleton className="h-3 w-24" />
            </div>
          </div>
          <Skeleton className="mt-4 h-5 w-3/4" />
          <Skeleton className="mt-2 h-4 w-full" />
        </div>
      ))}
    </div>
  );
}
