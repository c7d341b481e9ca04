import { Skeleton } from "@/components/ui/skeleton";

/** An admin page while its table loads: the title and a few placeholder rows. */
export function AdminTableSkeleton({ title }: { title: string }) {
  return (
    <div className="grid gap-6" aria-busy="true">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
        <Skeleton className="h-9 w-32" />
      </div>
      <div className="grid gap-3 rounded-xl border p-4" role="status" aria-label={`Loading ${title}`}>
        {Array.from({ length: 5 }, (_, i) => (
          <div key={i} className="flex items-center gap-3">
            <Skeleton className="size-9 rounded-md" />
            <Skeleton className="h-4 flex-1" />
            <Skeleton className="hidden h-4 w-24 sm:block" />
          </div>
        ))}
      </div>
    </div>
  );
}
