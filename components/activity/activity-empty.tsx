import { Inbox } from "lucide-react";

/** The activity feed with nothing in it yet. */
export function ActivityEmpty() {
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed bg-card px-6 py-16 text-center">
      <span className="grid size-11 place-items-center rounded-full bg-brand/10 text-brand">
        <Inbox className="size-5" aria-hidden />
      </span>
      <h2 className="text-base font-semibold">No activity to show yet.</h2>
      <p className="max-w-sm text-sm text-muted-foreground">Events you receive in reports will appear here.</p>
    </div>
  );
}
