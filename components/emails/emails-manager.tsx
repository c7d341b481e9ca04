"use client";

import { useState } from "react";
import { RefreshCw } from "lucide-react";
import { LoadMoreButton } from "@/components/shared/load-more-button";
import { useAction } from "@/components/shell/use-action";
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
  const [loadMoreError, setLoadMoreError] = useState<string | null>(null);
  const [viewing, setViewing] = useState<EmailLogRow | null>(null);
  const refreshing = useAction(actions.list, {
    fallbackError: "Failed to load emails",
    onSuccess: (result) => {
      setLoadMoreError(null);
      setEmails(result.emails);
      setCursor(result.nextCursor);
      setViewing((v) => (v ? (result.emails.find((e) => e.id === v.id) ?? v) : v));
    },
  });
  const error = refreshing.error ?? loadMoreError;

  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight">Emails</h1>
          <p className="text-sm text-muted-foreground">Every email the app sent, with its delivery status.</p>
        </div>
        <Button variant="outline" onClick={() => void refreshing.execute({})} disabled={refreshing.pending}>
          <RefreshCw className={refreshing.pending ? "animate-spin" : undefined} aria-hidden />
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
      <LoadMoreButton
        cursor={cursor}
        load={(after) => actions.list({ after })}
        className="justify-self-center"
        fallbackError="Failed to load emails"
        onError={(failure) => setLoadMoreError(failure.error)}
        onLoaded={(page) => {
          setLoadMoreError(null);
          setEmails((list) => [...list, ...page.emails]);
          setCursor(page.nextCursor);
        }}
      />
      <EmailViewerDialog email={viewing} content={actions.content} onClose={() => setViewing(null)} />
    </div>
  );
}
