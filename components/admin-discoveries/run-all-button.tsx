"use client";

import { Loader2, Play } from "lucide-react";
import { useState } from "react";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "@/components/ui/alert-dialog";
import { Button } from "@/components/ui/button";

export const RUN_ALL_COOLDOWN_MS = 5000;

/** Run All with a confirmation; disabled for 5 s after the request. */
export function RunAllButton({ onQueued }: { onQueued: () => void }) {
  const [open, setOpen] = useState(false);
  const [cooling, setCooling] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const [queuing, setQueuing] = useState(false);

  const runAll = async () => {
    setCooling(true);
    setTimeout(() => setCooling(false), RUN_ALL_COOLDOWN_MS);
    // Said at once: the first request after `npm run dev` compiles the route and can take a minute.
    setQueuing(true);
    setMessage("Queuing discoveries...");
    try {
      const response = await fetch("/api/generate-discovery-jobs", { method: "POST", headers: { "content-type": "application/json" }, body: "{}" });
      const body = (await response.json().catch(() => ({}))) as { error?: string; details?: { queued: number; already_active: number } };
      if (!response.ok) throw new Error(body.error ?? `HTTP ${response.status}`);
      setMessage(`Queued ${body.details?.queued ?? 0} discoveries${body.details?.already_active ? ` (${body.details.already_active} already running)` : ""}.`);
      onQueued();
    } catch (error) {
      setMessage(null);
      window.alert(`Failed to trigger discovery: ${(error as Error).message}`);
    } finally {
      setQueuing(false);
    }
  };

  return (
    <div className="flex flex-col items-end gap-1">
      <Button onClick={() => setOpen(true)} disabled={cooling || queuing}>
        {queuing ? <Loader2 className="animate-spin" aria-hidden /> : <Play />} Run All
      </Button>
      {message && <p role="status" className="text-xs text-muted-foreground">{message}</p>}
      <AlertDialog open={open} onOpenChange={setOpen}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>Run discovery for all users?</AlertDialogTitle>
            <AlertDialogDescription>
              This queues a discovery for every account of every user with event discovery enabled. Accounts already pending or running are skipped.
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>Cancel</AlertDialogCancel>
            <AlertDialogAction onClick={() => void runAll()}>Run All</AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </div>
  );
}
