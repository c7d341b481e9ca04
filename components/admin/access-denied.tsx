import { ShieldAlert } from "lucide-react";

/** What an admin page shows a non-admin who reaches it anyway (spec 2 §2). */
export function AccessDenied({ message = "Access denied. Admin privileges required." }: { message?: string }) {
  return (
    <div role="alert" className="flex flex-col items-center gap-3 rounded-xl border border-dashed px-6 py-14 text-center">
      <span className="grid size-11 place-items-center rounded-full bg-destructive/10 text-destructive">
        <ShieldAlert className="size-5" aria-hidden />
      </span>
      <p className="max-w-md text-sm text-muted-foreground">{message}</p>
    </div>
  );
}
