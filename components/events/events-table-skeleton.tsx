import { Loader2 } from "lucide-react";
import { Skeleton } from "@/components/ui/skeleton";

/** Placeholder while the events list loads. */
export function EventsTableSkeleton() {
  return (
    <div className="grid gap-4">
      <div className="flex items-end justify-between gap-3">
        <div className="grid gap-2">
          <h1 className="text-2xl font-semibold tracking-tight">Events</h1>
          <Skeleton className="h-4 w-72 max-w-full" />
        </div>
        <Skeleton className="h-9 w-32" />
      </div>
      <div className="overflow-hidden rounded-xl border bg-card shadow-xs">
        <div className="h-10 border-b bg-muted/40" />
        {Array.from({ length: 6 }, (_, i) => (
          <div key={i} className="flex items-center gap-4 border-b px-4 py-3 last:border-0" aria-hidden>
            <Skeleton className="size-7 shrink-0" />
            <Skeleton className="h-4 w-24" />
            <Skeleton className="hidden h-4 w-16 sm:block" />
            <Skeleton className="h-4 flex-1" />
            <Skeleton className="hidden h-5 w-16 md:block" />
            <Skeleton className="h-5 w-20" />
          </div>
        ))}
        <p role="status" className="flex items-center justify-center gap-2 py-4 text-sm text-muted-foreground">
          <Loader2 className="size-4 animate-spin" aria-hidden />
          Loading events...
        </p>
      </div>
    </div>
  );
}
