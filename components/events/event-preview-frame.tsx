"use client";

import { useEffect, useState } from "react";
import { Loader2 } from "lucide-react";
import { FormAlert } from "@/components/ui/form-alert";
import { useAction } from "@/components/shell/use-action";
import type { EventsActions } from "@/lib/events/event-actions-contract";

function withLinksInNewTab(html: string) {
  return /<head[^>]*>/i.test(html) ? html.replace(/<head[^>]*>/i, (head) => `${head}<base target="_blank">`) : `<base target="_blank">${html}`;
}

type State = { eventId: string; html: string | null; error: string | null };

/**
 * The event as it will appear in the report email: rendered to HTML on the server and shown in a
 * sandboxed frame (no scripts, no same-origin access), so email markup cannot touch the app.
 */
export function EventPreviewFrame({ eventId, version, preview }: { eventId: string; version: number; preview: EventsActions["preview"] }) {
  const [state, setState] = useState<State | null>(null);
  const { execute: load } = useAction(preview, { fallbackError: "Failed to load preview" });

  useEffect(() => {
    let cancelled = false;
    void load(eventId, {
      onSuccess: (result) => !cancelled && setState({ eventId, html: result.html, error: null }),
      onError: (failure) => !cancelled && setState({ eventId, html: null, error: failure.error || "Failed to load preview" }),
    });
    return () => {
      cancelled = true;
    };
  }, [eventId, version, load]);

  const current = state?.eventId === eventId ? state : null;
  if (!current) {
    return (
      <div role="status" className="grid h-[60vh] place-items-center rounded-lg border bg-muted/30 text-sm text-muted-foreground">
        <span className="flex items-center gap-2">
          <Loader2 className="size-4 animate-spin" aria-hidden />
          Loading preview...
        </span>
      </div>
    );
  }
  if (current.error) return <FormAlert message={current.error} />;
  return (
    <iframe
      title="Email preview"
      // Links open in a new tab; scripts and same-origin access stay blocked.
      sandbox="allow-popups allow-popups-to-escape-sandbox"
      srcDoc={withLinksInNewTab(current.html ?? "")}
      className="h-[60vh] w-full rounded-lg border bg-[#f4f4f5]"
    />
  );
}
