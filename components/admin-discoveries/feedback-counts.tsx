import { FEEDBACK_REASON_LABELS } from "@/lib/event-feedback/event-feedback.validation";
import type { FeedbackCountRow } from "@/lib/event-feedback/feedback-counts";

const REASON_KEYS = [...(Object.keys(FEEDBACK_REASON_LABELS) as (keyof typeof FEEDBACK_REASON_LABELS)[]), "none"] as const;
const labelOf = (key: (typeof REASON_KEYS)[number]) => (key === "none" ? "No reason" : FEEDBACK_REASON_LABELS[key]);

/** Admin, /discoveries: sellers' standing "Not relevant" marks per company and account, by reason. */
export function FeedbackCounts({ rows, failed }: { rows: FeedbackCountRow[]; failed?: boolean }) {
  return (
    <section aria-labelledby="feedback-counts-heading" className="grid gap-3">
      <div>
        <h2 id="feedback-counts-heading" className="text-lg font-semibold tracking-tight">
          Not relevant feedback
        </h2>
        <p className="text-sm text-muted-foreground">Standing marks per company and account. Discovery reads the account-level reasons on its next run.</p>
      </div>
      {failed ? (
        <p role="alert" className="rounded-xl border border-dashed bg-card px-4 py-6 text-center text-sm text-muted-foreground">
          Feedback counts could not be loaded. Reload the page to try again.
        </p>
      ) : rows.length === 0 ? (
        <p className="rounded-xl border border-dashed bg-card px-4 py-6 text-center text-sm text-muted-foreground">No event has been marked not relevant yet.</p>
      ) : (
        <ul className="divide-y rounded-xl border bg-card" aria-label="Feedback per account">
          {rows.map((row) => (
            <li key={row.accountId} className="grid gap-1 px-4 py-3 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-center sm:gap-4">
              <div className="min-w-0">
                <p className="truncate text-sm font-medium">
                  {row.accountName} <span className="font-normal text-muted-foreground">· {row.companyName}</span>
                </p>
                <p className="text-xs text-muted-foreground">
                  {REASON_KEYS.filter((key) => row.byReason[key] > 0)
                    .map((key) => `${labelOf(key)} ${row.byReason[key]}`)
                    .join(" · ")}
                </p>
              </div>
              <p className="text-sm tabular-nums">
                {row.total} {row.total === 1 ? "mark" : "marks"}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
