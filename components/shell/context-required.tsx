import { MousePointerClick } from "lucide-react";

/** Shown to an admin who has not picked a company and user in the header yet. */
export function ContextRequired({
  message = "Please select a company and user from the header to continue.",
  title = "Context Required",
  lead,
}: {
  message?: string;
  title?: string;
  /** A sentence before the message (e.g. that a just-confirmed email is confirmed). */
  lead?: string;
}) {
  return (
    <div
      role="status"
      className="flex flex-col items-center gap-3 rounded-xl border border-dashed bg-background px-6 py-14 text-center"
    >
      <span className="grid size-11 place-items-center rounded-full bg-brand/10 text-brand">
        <MousePointerClick className="size-5" aria-hidden />
      </span>
      <h2 className="text-base font-semibold">{title}</h2>
      {lead && <p className="max-w-sm text-sm">{lead}</p>}
      <p className="max-w-sm text-sm text-muted-foreground">{message}</p>
    </div>
  );
}
