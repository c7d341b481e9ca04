"use client";

import { useTransition } from "react";
import { Loader2 } from "lucide-react";
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "@/components/ui/alert-dialog";
import { Button } from "@/components/ui/button";

type Sendable = { id: string; name: string };

/** 'Send this report?' before the mail goes out (spec 2 §5). */
export function SendReportDialog<T extends Sendable>({ report, onClose, onConfirm }: { report: T | null; onClose: () => void; onConfirm: (report: T) => Promise<void> }) {
  const [sending, startSending] = useTransition();
  return (
    <AlertDialog open={report !== null} onOpenChange={(open) => !open && !sending && onClose()}>
      <AlertDialogContent className="sm:max-w-md">
        <AlertDialogHeader>
          <AlertDialogTitle>Send this report?</AlertDialogTitle>
          <AlertDialogDescription>{report ? `“${report.name}” will be emailed now. A sent report can no longer be changed.` : null}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={sending}>Cancel</AlertDialogCancel>
          <Button
            disabled={sending}
            onClick={() =>
              startSending(async () => {
                if (report) await onConfirm(report);
                onClose();
              })
            }
          >
            {sending ? <Loader2 className="animate-spin" aria-hidden /> : null}
            Send
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
