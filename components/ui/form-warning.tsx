import { TriangleAlert } from "lucide-react";

/** A warning under a form that offers what to do next (its buttons), announced to screen readers. */
export function FormWarning({ message, children }: { message: string; children?: React.ReactNode }) {
  return (
    <div role="alert" className="grid gap-2 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-50">
      <p className="flex items-start gap-2">
        <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden />
        <span>{message}</span>
      </p>
      {children ? <div className="flex flex-wrap gap-2 pl-6">{children}</div> : null}
    </div>
  );
}
