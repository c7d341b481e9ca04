import { Loader2 } from "lucide-react";
import { Skeleton } from "@/components/ui/skeleton";

/** The accounts table's shape while it loads. */
export function AccountsSkeleton({ rows = 5 }: { rows?: number }) {
  return (
    <div className="overflow-hidden rounded-xl border bg-card" aria-busy="true">
      <div role="status" className="flex items-center gap-2 border-b bg-muted/40 px-4 py-3 text-sm text-muted-foreground">
        <Loader2 className="size-4 animate-spin" aria-hidden />
        Loading...
      </div>
      <div className="divide-y">
        {Array.from({ length: rows }, (_, i) => (
          <div key={i} className="flex items-center gap-3 px-4 py-3">
            <Skeleton className="size-9 rounded-md" />
            <div className="grid flex-1 gap-1.5">
              <Skeleton className="h-4 w-40 max-w-full" />
              <Skeleton className="h-3 w-28 max-w-full md:hidden" />
            </div>
            <Skeleton className="hidden h-4 w-44 md:block" />
            <Skeleton className="hidden h-4 w-24 sm:block" />
            <Skeleton className="h-8 w-16" />
          </div>
        ))}
      </div>
    </div>
  );
}
