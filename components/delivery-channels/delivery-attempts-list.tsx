import { formatDateTime } from "@/lib/dates/format-date";

export type AttemptView = {
  id: string;
  channel: "slack" | "webhook";
  kind: "report" | "test";
  attempt: number;
  statusCode: number | null;
  ok: boolean;
  error: string | null;
  createdAt: Date | string;
  userEmail?: string | null;
};

const CHANNEL_LABEL = { slack: "Slack", webhook: "Webhook" } as const;

/** The delivery attempts log (settings card and admin Emails): time, channel, status, error. A list, not a table, so it fits 390 px. */
export function DeliveryAttemptsList({ attempts, emptyText, label }: { attempts: AttemptView[]; emptyText: string; label: string }) {
  if (attempts.length === 0) return <p className="rounded-lg border border-dashed px-4 py-6 text-center text-sm text-muted-foreground">{emptyText}</p>;
  return (
    <ul aria-label={label} className="divide-y rounded-lg border">
      {attempts.map((a) => (
        <li key={a.id} data-testid="delivery-attempt" className="flex flex-wrap items-center gap-x-3 gap-y-1 px-3 py-2 text-sm">
          <span className="text-muted-foreground tabular-nums">{formatDateTime(a.createdAt)}</span>
          <span className="font-medium">{CHANNEL_LABEL[a.channel]}</span>
          <span className="text-muted-foreground">
            {a.kind === "test" ? "Test" : "Report"} · attempt {a.attempt}
          </span>
          {a.userEmail ? <span className="min-w-0 truncate text-muted-foreground">{a.userEmail}</span> : null}
          <span className={`rounded-md px-2 py-0.5 text-xs font-medium ${a.ok ? "bg-emerald-100 text-emerald-900" : "bg-red-100 text-red-900"}`}>
            {a.ok ? "Delivered" : "Failed"}
            {a.statusCode !== null ? ` · HTTP ${a.statusCode}` : ""}
          </span>
          {a.error ? <span className="w-full break-words text-xs text-red-800">{a.error}</span> : null}
        </li>
      ))}
    </ul>
  );
}
