"use client";

import { useEffect, useRef, useState } from "react";
import { Loader2, Maximize2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { FormAlert } from "@/components/ui/form-alert";
import { useAction } from "@/components/shell/use-action";
import type { ReportsActions } from "@/lib/reports/report-actions-contract";
import { PREVIEW_FAILED } from "@/lib/reports/report-messages";

type State = { key: string; html: string | null; error: string | null };

/** Links in the preview open in a new tab (the frame itself may not navigate). */
function withLinksInNewTab(html: string) {
  return /<head[^>]*>/i.test(html) ? html.replace(/<head[^>]*>/i, (head) => `${head}<base target="_blank">`) : `<base target="_blank">${html}`;
}

function PreviewFrame({ html, title, className }: { html: string; title: string; className: string }) {
  // sandbox without allow-scripts or allow-same-origin: the email's markup cannot run or reach the app.
  return <iframe title={title} sandbox="allow-popups allow-popups-to-escape-sandbox" srcDoc={withLinksInNewTab(html)} className={className} />;
}

/**
 * The live HTML preview of the report as it will be mailed (rendered on the server from the editor's
 * current order), with the enlarge button that opens the full-screen 'Report Preview' at 850 px.
 */
export function ReportPreviewPanel({ reportId, eventIds, version, preview }: { reportId: string; eventIds: string[]; version: number; preview: ReportsActions["preview"] }) {
  // The ids as one string: a new array with the same ids must not request the preview again.
  const idList = eventIds.join(",");
  const key = `${reportId}:${idList}:${version}`;
  const [state, setState] = useState<State | null>(null);
  const [enlarged, setEnlarged] = useState(false);
  const enlargeButton = useRef<HTMLButtonElement>(null);
  const { execute: load } = useAction(preview, { fallbackError: PREVIEW_FAILED });

  useEffect(() => {
    let cancelled = false;
    const timer = setTimeout(() => {
      void load(
        { reportId, eventIds: idList ? idList.split(",") : [] },
        {
          onSuccess: (r) => !cancelled && setState({ key, html: r.html, error: null }),
          onError: (failure) => !cancelled && setState({ key, html: null, error: failure.error || PREVIEW_FAILED }),
        },
      );
    }, 150);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [key, reportId, idList, load]);

  const current = state;
  const stale = state?.key !== key;
  return (
    <div className="grid gap-2">
      <div className="flex items-center justify-between">
        <span className="flex items-center gap-2 text-sm font-medium">
          Preview {stale && current ? <Loader2 className="size-3.5 animate-spin text-muted-foreground" aria-label="Updating preview" /> : null}
        </span>
        <Button ref={enlargeButton} variant="outline" size="sm" onClick={() => setEnlarged(true)} disabled={!current?.html} aria-label="Enlarge preview">
          <Maximize2 aria-hidden />
          Enlarge
        </Button>
      </div>
      {!current ? (
        <div role="status" className="grid h-[50vh] place-items-center rounded-lg border bg-muted/30 text-sm text-muted-foreground">
          <span className="flex items-center gap-2">
            <Loader2 className="size-4 animate-spin" aria-hidden />
            Loading preview...
          </span>
        </div>
      ) : current.error ? (
        <FormAlert message={current.error} />
      ) : (
        <PreviewFrame html={current.html!} title="Report email preview" className="h-[50vh] w-full rounded-lg border bg-white" />
      )}
      <Dialog open={enlarged} onOpenChange={setEnlarged}>
        <DialogContent
          className="h-[calc(100dvh-2rem)] w-[850px] max-w-[calc(100%-1rem)] grid-rows-[auto_1fr] sm:max-w-[calc(100%-2rem)] lg:max-w-[850px]"
          // Focus starts on the dialog itself, not in the frame: keys pressed inside the frame's document
          // (Escape) never reach the dialog.
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            (event.currentTarget as HTMLElement | null)?.focus();
          }}
          // Opened by a plain button, not a Radix trigger: focus goes back to it by hand.
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            enlargeButton.current?.focus();
          }}
        >
          <DialogHeader>
            <DialogTitle>Report Preview</DialogTitle>
            <DialogDescription className="sr-only">The report as the recipient will see it.</DialogDescription>
          </DialogHeader>
          {current?.html ? <PreviewFrame html={current.html} title="Report email preview, enlarged" className="size-full rounded-md border bg-white" /> : null}
        </DialogContent>
      </Dialog>
    </div>
  );
}
