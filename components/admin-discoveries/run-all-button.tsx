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
import { useAction } from "@/components/shell/use-action";
import { triggerDiscovery } from "@/components/shared/trigger-discovery";

export const RUN_ALL_COOLDOWN_MS = 5000;

/** Run All with a confirmation; disabled for 5 s after the request; a failure stays beside the button until the next try. */
export function RunAllButton({ onQueued }: { onQueued: () => void }) {
  const [open, setOpen] = useState(false);
  const [cooling, setCooling] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const queuing = useAction(() => triggerDiscovery({}), {
    onSuccess: (result) => {
      const details = result.json.details as { queued?: number; already_active?: number } | undefined;
      setMessage(`Queued ${details?.queued ?? 0} discoveries${details?.already_active ? ` (${details.already_active} already running)` : ""}.`);
      onQueued();
    },
    onError: () => setMessage(null),
  });
  const failure = queuing.error;

  const runAll = () => {
    setCooling(true);
    setTimeout(() => setCooling(false), RUN_ALL_COOLDOWN_MS);
    // Said at once: the first request after `npm run dev` compiles the route and can take a minute.
    setMessage("Queuing discoveries...");
    void queuing.execute(undefined);
  };

  return (
    <div className="flex flex-col items-end gap-1">
      <Button onClick={() => setOpen(true)} disabled={cooling || queuing.pending}>
        {queuing.pending ? <Loader2 className="animate-spin" aria-hidden /> : <Play />} Run All
      </Button>
      {message && <p role="status" className="text-xs text-muted-foreground">{message}</p>}
      {failure && (
        <p role="alert" className="max-w-72 text-right text-xs text-destructive">
          {failure}
        </p>
      )}
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
            <AlertDialogAction onClick={runAll}>Run All</AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </div>
  );
}
