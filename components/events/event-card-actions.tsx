import Link from "next/link";
import { ArrowUpRight, PenLine } from "lucide-react";
import { cn } from "@/lib/utils/cn";

/** The seller's two actions on an event card: draft a message about it, read the article in a new tab. */
export function EventCardActions({ eventId, url, className }: { eventId: string; url: string | null; className?: string }) {
  return (
    <footer className={cn("flex flex-wrap items-center gap-x-4 gap-y-2", className)}>
      <Link
        href={`/user/events/${eventId}/compose`}
        className="inline-flex items-center gap-1.5 rounded-md bg-brand px-3 py-1.5 text-sm font-medium text-brand-foreground hover:bg-brand/90"
      >
        <PenLine className="size-4" aria-hidden />
        Draft a message
      </Link>
      {url ? (
        <a href={url} target="_blank" rel="noopener noreferrer" className="inline-flex items-center gap-1 text-sm font-medium text-brand hover:underline">
          Read Article
          <ArrowUpRight className="size-4" aria-hidden />
          <span className="sr-only">(opens in a new tab)</span>
        </a>
      ) : null}
    </footer>
  );
}
