import { CircleAlert, CircleCheck } from "lucide-react";
import { cn } from "@/lib/utils/cn";

/** The message under an auth form: errors are announced as alerts, successes as status. */
export function FormMessage({ kind, children, className }: { kind: "error" | "success"; children: React.ReactNode; className?: string }) {
  const error = kind === "error";
  return (
    <div
      role={error ? "alert" : "status"}
      data-testid={error ? "form-error" : "form-success"}
      className={cn(
        "flex items-start gap-2 rounded-md border px-3 py-2.5 text-sm",
        error
          ? "border-destructive/30 bg-destructive/5 text-destructive"
          : "border-emerald-600/25 bg-emerald-50 text-emerald-800 dark:bg-emerald-500/10 dark:text-emerald-300",
        className,
      )}
    >
      {error ? <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden /> : <CircleCheck className="mt-0.5 size-4 shrink-0" aria-hidden />}
      <span>{children}</span>
    </div>
  );
}
