"use client";

import { useState, useTransition } from "react";
import { Loader2, RefreshCw } from "lucide-react";
import { IconAction } from "@/components/shared/light-list";
import { Button } from "@/components/ui/button";
import { FormAlert } from "@/components/ui/form-alert";
import { Table, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import type { ActionResult } from "@/lib/actions/action-result";
import { formatDateTime } from "@/lib/dates/format-date";
import type { EmailLogPage, EmailLogRow } from "@/lib/emails/list-emails";
import { EmailViewerDialog } from "./email-viewer-dialog";

export type EmailsActions = {
  list: (input: { after?: string | null }) => Promise<ActionResult<EmailLogPage>>;
  content: (emailId: string) => Promise<ActionResult<{ html: string }>>;
};


const STATUS_TONE: Record<string, "default" | "secondary" | "destructive" | "outline"> = {
  delivered: "default",
  opened: "default",
  clicked: "default",
  bounced: "destructive",
  failed: "destructive",
  complained: "destructive",
};

/** Admin Emails: the sent-email log with Refresh, paging and the Email Viewer. */
export function EmailsManager({ initial, actions }: { initial: EmailLogPage; actions: EmailsActions }) {
  const [emails, setEmails] = useState(initial.emails);
  const [cursor, setCursor] = useState(initial.nextCursor);
  const [error, setError] = useState<string | null>(null);
  const [viewing, setViewing] = useState<EmailLogRow | null>(null);
  const [refreshing, startRefresh] = useTransition();
  const [loadingMore, startLoadingMore] = useTransition();

  function refresh() {
    startRefresh(async () => {
      const result = await actions.list({}).catch(() => null);
      if (!result?.ok) return setError(result?.error ?? "Failed to load emails");
      setError(null);
      setEmails(result.emails);
      setCursor(result.nextCursor);
      setViewing((v) => (v ? (result.emails.find((e) => e.id === v.id) ?? v) : v));
    });
  }

  function loadMore() {
    if (!cursor) return;
    startLoadingMore(async () => {
      const result = await actions.list({ after: cursor }).catch(() => null);
      if (!result?.ok) return setError(result?.error ?? "Failed to load emails");
      setEmails((list) => [...list, ...result.emails]);
      setCursor(result.nextCursor);
    });
  }

  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight">Emails</h1>
          <p className="text-sm text-muted-foreground">Every email the app sent, with its delivery status.</p>
        </div>
        <Button variant="outline" onClick={refresh} disabled={refreshing}>
          <RefreshCw className={refreshing ? "animate-spin" : undefined} aria-hidden />
          Refresh
        </Button>
      </div>
      <FormAlert message={error} />
      {emails.length === 0 ? (
        <p className="rounded-xl border border-dashed px-6 py-14 text-center text-sm text-muted-foreground">No emails found</p>
      ) : (
        <div className="lt lc overflow-hidden rounded-xl border bg-background">
          <Table>
            <TableHeader>
              <TableRow>
                <TableHead>To</TableHead>
                <TableHead>Subject</TableHead>
                <TableHead>Sent</TableHead>
                <TableHead className="lt-hm">Type</TableHead>
                <TableHead>Status</TableHead>
                <TableHead className="text-right">Actions</TableHead>
              </TableRow>
            </TableHeader>
            <tbody>
              {emails.map((email) => (
                <tr key={email.id} data-id={email.id}>
                  <td className="lt-ti max-w-56 truncate">{email.toEmail}</td>
                  <td className="lt-ti max-w-72 truncate">{email.subject ?? "—"}</td>
                  <td>{formatDateTime(email.sentAt ?? email.createdAt)}</td>
                  <td className="lt-hm">{email.emailType}</td>
                  <td>
                    <span className={`lt-bd b-${STATUS_TONE[email.currentStatus] ?? "secondary"}`}>{email.currentStatus}</span>
                  </td>
                  <td>
                    <div className="lt-ax">
                      <IconAction icon="vw" label={`View email to ${email.toEmail}`} onClick={() => setViewing(email)} />
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        </div>
      )}
      {cursor ? (
        <Button variant="outline" className="justify-self-center" onClick={loadMore} disabled={loadingMore}>
          {loadingMore ? <Loader2 className="animate-spin" aria-hidden /> : null}
          Load more
        </Button>
      ) : null}
      <EmailViewerDialog email={viewing} content={actions.content} onClose={() => setViewing(null)} />
    </div>
  );
}
