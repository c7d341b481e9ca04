"use client";

import { Check, Copy, Loader2 } from "lucide-react";
import { useEffect, useLayoutEffect, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { DiscoveryTabs } from "./discovery-tabs";
import { useDiscoveryRun } from "./use-discovery-run";

export type DiscoveryDialogTarget =
  /** run a new discovery for the account */
  | { kind: "run"; accountId: string; accountName: string }
  /** show an existing discovery (the /discoveries page) */
  | { kind: "view"; discoveryId: string; accountName: string };

/** 'Discovery - {account name}': runs or opens a discovery and shows its log (spec 1 §2). */
export function DiscoveryDebugDialog({ target, onOpenChange }: { target: DiscoveryDialogTarget | null; onOpenChange: (open: boolean) => void }) {
  const { state, start, open, reset } = useDiscoveryRun();
  const [copied, setCopied] = useState(false);
  const key = target ? (target.kind === "run" ? `run:${target.accountId}` : `view:${target.discoveryId}`) : null;
  // The dialog is opened from a row button, not a Radix trigger: remember that button (before the
  // dialog takes focus) so closing returns focus to it.
  const opener = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    if (key && document.activeElement instanceof HTMLElement) opener.current = document.activeElement;
  }, [key]);

  // Restart only when the target changes (a new object for the same target must not start a new run).
  const runAccountId = target?.kind === "run" ? target.accountId : null;
  const viewDiscoveryId = target?.kind === "view" ? target.discoveryId : null;
  useEffect(() => {
    if (runAccountId) void start(runAccountId);
    else if (viewDiscoveryId) void open(viewDiscoveryId);
    else reset();
  }, [runAccountId, viewDiscoveryId, start, open, reset]);

  const log = state.phase === "done" ? state.log : state.phase === "failed" ? state.log : undefined;
  const copy = () =>
    navigator.clipboard.writeText(JSON.stringify(log, null, 2)).then(
      () => {
        setCopied(true);
        setTimeout(() => setCopied(false), 2000);
      },
      () => undefined,
    );

  return (
    <Dialog open={target !== null} onOpenChange={onOpenChange}>
      <DialogContent
        className="sm:max-w-5xl"
        onCloseAutoFocus={(event) => {
          if (!opener.current?.isConnected) return;
          event.preventDefault();
          opener.current.focus();
        }}
      >
        <DialogHeader>
          <DialogTitle>Discovery - {target?.accountName}</DialogTitle>
          <DialogDescription className="sr-only">The steps of the discovery pipeline for this account.</DialogDescription>
        </DialogHeader>
        {state.phase === "running" && (
          <div role="status" className="flex items-center justify-center gap-2 py-12 text-sm text-muted-foreground">
            <Loader2 className="size-5 animate-spin" aria-hidden />
            Running discovery pipeline...
          </div>
        )}
        {state.phase === "failed" && (
          <div role="alert" className="rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm">
            <p className="font-semibold text-destructive">Error</p>
            <p className="break-words">{state.error}</p>
          </div>
        )}
        {log !== undefined && (
          <>
            <div className="flex justify-end">
              <Button variant="outline" size="sm" onClick={copy}>
                {copied ? <Check /> : <Copy />}
                {copied ? "Copied!" : "Copy JSON"}
              </Button>
            </div>
            <DiscoveryTabs log={log} />
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
