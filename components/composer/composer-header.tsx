"use client";

import Link from "next/link";
import { useId, useState } from "react";
import { ArrowLeft, ArrowUpRight, ChevronDown } from "lucide-react";
import { AccountLogo } from "@/components/accounts/account-logo";
import { formatShortDate } from "@/lib/dates/format-date";
import { cn } from "@/lib/utils/cn";

export type ComposerEvent = {
  id: string;
  title: string | null;
  eventDate: string | null;
  url: string | null;
  accountName: string;
  accountLogoUrl: string | null;
  summary: string | null;
  whyItMatters: string | null;
  suggestedAction: string | null;
  /** Bad news for the account (lib/guardrails): the composer warns before drafting. */
  guardrail?: { label: string; warning: string } | null;
};

/** 'Message Composer', the way back, the account and date, and the Details toggle. */
export function ComposerHeader({ event }: { event: ComposerEvent }) {
  const [open, setOpen] = useState(false);
  const detailsId = useId();
  return (
    <header className="grid grid-cols-1 gap-3">
      <Link href="/user/events" className="inline-flex w-fit items-center gap-1.5 text-sm font-medium text-muted-foreground hover:text-foreground">
        <ArrowLeft className="size-4" aria-hidden />
        Back to Events
      </Link>
      <h1 className="text-2xl font-semibold tracking-tight">Message Composer</h1>
      <div className="flex flex-wrap items-center gap-3 rounded-xl border bg-card p-3">
        <AccountLogo name={event.accountName} logoUrl={event.accountLogoUrl} className="size-10" />
        <div className="min-w-0 flex-1">
          <p className="truncate font-semibold">{event.accountName}</p>
          <p className="truncate text-sm text-muted-foreground">
            <time dateTime={event.eventDate ?? undefined}>{formatShortDate(event.eventDate, "Date unknown")}</time>
            {event.title ? <span> · {event.title}</span> : null}
          </p>
        </div>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={detailsId}
          onClick={() => setOpen((v) => !v)}
          className="inline-flex items-center gap-1 rounded-md border px-3 py-1.5 text-sm font-medium hover:bg-accent"
        >
          Details
          <ChevronDown className={cn("size-4 transition-transform", open && "rotate-180")} aria-hidden />
        </button>
        {open ? (
          <div id={detailsId} className="grid w-full gap-3 border-t pt-3 text-sm">
            <div>
              <h2 className="font-semibold">Full Summary</h2>
              <p className="text-muted-foreground">{event.summary || "—"}</p>
            </div>
            <div>
              <h2 className="font-semibold">Why this matters</h2>
              <p className="text-muted-foreground">{event.whyItMatters || "—"}</p>
            </div>
            <div>
              <h2 className="font-semibold">Suggested Action</h2>
              <p className="text-muted-foreground">{event.suggestedAction || "—"}</p>
            </div>
            {event.url ? (
              <div>
                <h2 className="font-semibold">Source</h2>
                <a href={event.url} target="_blank" rel="noopener noreferrer" className="inline-flex items-center gap-1 font-medium text-brand hover:underline">
                  Read full article
                  <ArrowUpRight className="size-4" aria-hidden />
                  <span className="sr-only">(opens in a new tab)</span>
                </a>
              </div>
            ) : null}
          </div>
        ) : null}
      </div>
    </header>
  );
}
