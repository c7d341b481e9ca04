import { cn } from "@/lib/utils/cn";

/** The Trayo mark (three connected dots) and wordmark. */
export function Wordmark({ className, markOnly = false }: { className?: string; markOnly?: boolean }) {
  return (
    <span className={cn("inline-flex items-center gap-2", className)}>
      <span
        aria-hidden
        className="grid size-7 place-items-center rounded-lg bg-linear-to-br from-violet-600 via-indigo-500 to-sky-500 shadow-sm ring-1 ring-black/5"
      >
        <svg viewBox="0 0 24 24" className="size-4 text-white" fill="none" stroke="currentColor" strokeWidth={2}>
          <path d="M6 17 12 7l6 10" strokeLinecap="round" strokeLinejoin="round" opacity={0.75} />
          <circle cx="6" cy="17" r="2.4" fill="currentColor" stroke="none" />
          <circle cx="12" cy="7" r="2.4" fill="currentColor" stroke="none" />
          <circle cx="18" cy="17" r="2.4" fill="currentColor" stroke="none" />
        </svg>
      </span>
      {markOnly ? <span className="sr-only">Trayo</span> : <span className="text-[17px] font-semibold tracking-tight">Trayo</span>}
    </span>
  );
}
