"use client";

import { useEffect, useState } from "react";
import { Loader2 } from "lucide-react";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { FormAlert } from "@/components/ui/form-alert";
import { useAction } from "@/components/shell/use-action";
import { EMAIL_CONTENT_FAILED, NO_EMAIL_ID } from "@/lib/emails/email-messages";
import type { EmailLogRow } from "@/lib/emails/list-emails";
import { EmailTimeline } from "./email-timeline";
import type { EmailsActions } from "./emails-manager";

type Content = { id: string; html: string | null; error: string | null };

/** Email Viewer: metadata, the delivery timeline and the stored HTML in a sandboxed frame. */
export function EmailViewerDialog({ email, content, onClose }: { email: EmailLogRow | null; content: EmailsActions["content"]; onClose: () => void }) {
  const [loaded, setLoaded] = useState<Content | null>(null);
  const emailId = email?.id ?? null;
  const hasExternalId = Boolean(email?.externalId);
  const { execute: load } = useAction(content, { fallbackError: EMAIL_CONTENT_FAILED });

  useEffect(() => {
    if (!emailId || !hasExternalId) return;
    let cancelled = false;
    void load(emailId, {
      onSuccess: (r) => !cancelled && setLoaded({ id: emailId, html: r.html, error: null }),
      onError: (failure) => !cancelled && setLoaded({ id: emailId, html: null, error: failure.error || EMAIL_CONTENT_FAILED }),
    });
    return () => {
      cancelled = true;
    };
  }, [emailId, hasExternalId, load]);

  const current = loaded?.id === emailId ? loaded : null;
  return (
    <Dialog open={email !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="w-[900px] max-w-[calc(100%-1rem)] sm:max-w-[calc(100%-2rem)] lg:max-w-[900px]">
        <DialogHeader>
          <DialogTitle>Email Viewer</DialogTitle>
          <DialogDescription className="truncate">{email?.subject ?? ""}</DialogDescription>
        </DialogHeader>
        {email ? (
          <div className="grid gap-5 md:grid-cols-[minmax(0,1fr)_16rem]">
            <dl className="grid grid-cols-[6rem_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
              <dt className="text-muted-foreground">To</dt>
              <dd className="break-all">{email.toEmail}</dd>
              <dt className="text-muted-foreground">From</dt>
              <dd className="break-all">{email.fromEmail ?? "—"}</dd>
              <dt className="text-muted-foreground">Subject</dt>
              <dd>{email.subject ?? "—"}</dd>
              <dt className="text-muted-foreground">Type</dt>
              <dd>{email.emailType}</dd>
              <dt className="text-muted-foreground">Status</dt>
              <dd>{email.currentStatus}</dd>
              <dt className="text-muted-foreground">Email ID</dt>
              <dd className="break-all font-mono text-xs">{email.externalId ?? "—"}</dd>
            </dl>
            <div className="grid content-start gap-2">
              <h3 className="text-sm font-semibold">Timeline</h3>
              <EmailTimeline email={email} />
            </div>
          </div>
        ) : null}
        {!hasExternalId ? (
          <FormAlert message={NO_EMAIL_ID} />
        ) : !current ? (
          <div role="status" className="flex items-center gap-2 py-6 text-sm text-muted-foreground">
            <Loader2 className="size-4 animate-spin" aria-hidden />
            Loading email...
          </div>
        ) : current.error ? (
          <FormAlert message={current.error} />
        ) : (
          // No allow-scripts, no allow-same-origin: the stored mail cannot run code or reach the app.
          <iframe title="Email content" sandbox="" srcDoc={current.html!} className="h-[60vh] w-full rounded-md border bg-white" />
        )}
      </DialogContent>
    </Dialog>
  );
}
