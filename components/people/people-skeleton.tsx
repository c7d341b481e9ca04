import { Skeleton } from "@/components/ui/skeleton";

/** Five placeholder rows while people load (spec 2 §9). */
export function PeopleSkeleton() {
  return (
    <div className="grid gap-3" role="status" aria-label="Loading people...">
      {Array.from({ length: 5 }, (_, i) => (
        <div key={i} className="flex items-center gap-3 rounded-xl border bg-card p-4" aria-hidden data-testid="person-skeleton">
          <Skeleton className="size-10 rounded-full" />
          <div className="grid flex-1 gap-1.5">
            <Skeleton className="h-4 w-40" />
            <Skeleton className="h-3 w-56" />
          </div>
        </div>
      ))}
    </div>
  );
}
