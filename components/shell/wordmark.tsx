import { cn } from "@/lib/utils/cn";
import "./wordmark.css";

/** The Trayo mark (three connected dots) and wordmark. */
export function Wordmark({ className, markOnly = false }: { className?: string; markOnly?: boolean }) {
  return (
    <span className={cn("inline-flex items-center gap-2", className)}>
      <span aria-hidden className="wm-mark" />
      {markOnly ? <span className="sr-only">Trayo</span> : <span className="text-[17px] font-semibold tracking-tight">Trayo</span>}
    </span>
  );
}
