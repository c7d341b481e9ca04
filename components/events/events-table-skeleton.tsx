import { Skeleton } from "@/components/ui/skeleton";
import "@/components/shell/status-screens.css";
import { EventsHeading } from "./events-heading";

/** Placeholder while the events list loads. Sent with every /events page, so its rows are one element each. */
export function EventsTableSkeleton() {
  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <EventsHeading />
        <Skeleton className="h-9 w-32" />
      </div>
      <div className="overflow-hidden rounded-xl border bg-card shadow-xs">
        <div className="h-10 border-b bg-muted/40" />
        {Array.from({ length: 6 }, (_, i) => (
          <div key={i} className="sk-row" aria-hidden />
        ))}
        <p role="status" className="ld-spin flex items-center justify-center gap-2 py-4 text-sm text-muted-foreground">
          Loading events...
        </p>
      </div>
    </div>
  );
}
