import { Skeleton } from "@/components/ui/skeleton";

export default function SettingsLoading() {
  return (
    <div className="grid max-w-3xl gap-5" role="status" aria-label="Loading settings">
      <Skeleton className="h-8 w-32" />
      <Skeleton className="h-80 w-full rounded-xl" />
    </div>
  );
}
