"use client";

import { Inbox, Play, RefreshCw, Square, TriangleAlert } from "lucide-react";
import { useCallback, useEffect, useRef, useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { formatDateTime } from "@/lib/dates/format-date";
import type { QueueMessageInfo, QueueSnapshot, QueueStallWarning } from "@/lib/job-queue/queue-snapshot";

export const QUEUE_POLL_MS = 500;
export const MONITOR_SECONDS = 240;

const info = (m: QueueMessageInfo) =>
  [m.event_id && `event ${m.event_id.slice(0, 8)}`, m.discovery_id && `discovery ${m.discovery_id.slice(0, 8)}`, m.account_id && `account ${m.account_id.slice(0, 8)}`]
    .filter(Boolean)
    .join(" · ");
const seconds = (s: number | null | undefined) => (s === null || s === undefined ? "—" : `${Number(s).toFixed(1)}s`);
/** Retries: read_ct counts deliveries, so a message read twice has been retried once. */
const retries = (readCt: number) => Math.max(0, readCt - 1);

function QueueTable({ caption, head, children, empty }: { caption: string; head: string[]; children: React.ReactNode[]; empty: string }) {
  return (
    <section aria-label={caption} className="grid gap-2">
      <h2 className="font-semibold">{caption}</h2>
      {/* Focusable so keyboard users can scroll the 400 px table. */}
      {children.length ? (
        <div tabIndex={0} className="h-[400px] overflow-auto rounded-xl border bg-card focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none">
          <table className="w-full text-sm">
            <thead className="sticky top-0 bg-muted">
              <tr>{head.map((h) => <th key={h} scope="col" className="px-3 py-2 text-left font-medium">{h}</th>)}</tr>
            </thead>
            <tbody>{children}</tbody>
          </table>
        </div>
      ) : (
        // The spec's 400 px box, but saying it is empty in its middle rather than leaving it blank.
        <div className="grid h-[400px] place-items-center rounded-xl border border-dashed bg-card p-6 text-center text-sm text-muted-foreground">
          <p className="grid justify-items-center gap-2">
            <Inbox className="size-6" aria-hidden />
            {empty}
          </p>
        </div>
      )}
    </section>
  );
}

/** Jobs wait and no worker takes them: the same check as the server log's warning. */
export function NoWorkerWarning({ stall }: { stall: QueueStallWarning }) {
  return (
    <div role="status" className="flex items-start gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900 dark:border-amber-700 dark:bg-amber-950/40 dark:text-amber-100">
      <TriangleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
      <div className="grid gap-1">
        <p className="font-semibold">No worker is taking jobs</p>
        <p>
          {stall.waiting} {stall.waiting === 1 ? "job has" : "jobs have"} been waiting for up to {stall.oldestWaitingMinutes} min and no job finished in
          that time. Start a worker (<code>npm run worker</code>) or schedule the <code>/api/cron/drain-queue</code> cron.
        </p>
      </div>
    </div>
  );
}

/** The Job Queue page's live view (spec 2 §2/§9). */
export function JobQueueMonitor({ initial }: { initial: QueueSnapshot | null }) {
  const [snapshot, setSnapshot] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const [remaining, setRemaining] = useState(0);
  const inFlight = useRef(false);
  const monitoring = remaining > 0;

  const refresh = useCallback(async () => {
    if (inFlight.current) return;
    inFlight.current = true;
    try {
      const response = await fetch("/api/job-queue", { cache: "no-store" });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      setSnapshot(await response.json());
      setError(null);
    } catch (e) {
      setError(`Failed to load the queue: ${(e as Error).message}`);
    } finally {
      inFlight.current = false;
    }
  }, []);

  useEffect(() => {
    if (!monitoring) return;
    const poll = setInterval(() => void refresh(), QUEUE_POLL_MS);
    const tick = setInterval(() => setRemaining((r) => Math.max(0, r - 1)), 1000);
    return () => {
      clearInterval(poll);
      clearInterval(tick);
    };
  }, [monitoring, refresh]);

  const status = snapshot?.status;
  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex flex-wrap items-center gap-2">
          <h1 className="text-2xl font-semibold tracking-tight">Job Queue</h1>
          {status && <Badge variant="outline">{status.total_jobs} total · {status.waiting_jobs} waiting · {status.working_jobs} active</Badge>}
        </div>
        <div className="flex flex-wrap items-center gap-2">
          {monitoring ? (
            <Button variant="outline" onClick={() => setRemaining(0)}><Square /> Stop Monitoring</Button>
          ) : (
            <Button onClick={() => { setRemaining(MONITOR_SECONDS); void refresh(); }}><Play /> Start Monitoring</Button>
          )}
          <Button variant="outline" onClick={() => void refresh()}><RefreshCw /> Refresh Once</Button>
          {monitoring && <span role="timer" aria-live="off" className="text-sm tabular-nums text-muted-foreground">Auto-stop in {remaining}s</span>}
        </div>
      </div>
      {error && <p role="alert" className="text-sm text-destructive">{error}</p>}
      {snapshot?.stall && <NoWorkerWarning stall={snapshot.stall} />}
      <div className="grid gap-6 lg:grid-cols-2">
        <QueueTable caption="Pending Jobs" head={["Position", "Job Type", "Waiting", "Retry", "Info"]} empty="No pending jobs">
          {(status?.waiting_details ?? []).map((j) => (
            <tr key={j.msg_id} className={`border-t ${retries(j.read_ct) >= 2 ? "bg-red-50 text-red-800 dark:bg-red-950/30 dark:text-red-300" : ""}`}>
              <td className="px-3 py-2 tabular-nums">{j.position}</td>
              <td className="px-3 py-2">{j.message.job_type ?? "—"}</td>
              <td className="px-3 py-2 tabular-nums">{seconds(j.waiting_seconds)}</td>
              <td className="px-3 py-2 tabular-nums">{retries(j.read_ct)}</td>
              <td className="px-3 py-2 text-xs">{info(j.message)}</td>
            </tr>
          ))}
        </QueueTable>
        <QueueTable caption="Active Jobs" head={["Job Type", "Duration", "Retry", "Info"]} empty="No active jobs">
          {(status?.working_details ?? []).map((j) => (
            <tr key={j.msg_id} className={`border-t ${retries(j.read_ct) >= 2 ? "bg-red-50 text-red-800 dark:bg-red-950/30 dark:text-red-300" : ""}`}>
              <td className="px-3 py-2">{j.message.job_type ?? "—"}</td>
              <td className="px-3 py-2 tabular-nums">{seconds(j.duration_seconds)}</td>
              <td className="px-3 py-2 tabular-nums">{retries(j.read_ct)}</td>
              <td className="px-3 py-2 text-xs">{info(j.message)}</td>
            </tr>
          ))}
        </QueueTable>
      </div>
      <QueueTable caption="Recent Job History (Last 10 Completed)" head={["Job Type", "Status", "Duration", "Retries", "Completed"]} empty="No completed jobs yet">
        {(snapshot?.history ?? []).map((h) => (
          <tr key={h.msg_id} className={`border-t ${h.retry_count > 1 ? "bg-amber-50 dark:bg-amber-950/30" : ""}`}>
            <td className="px-3 py-2">{h.job_type ?? "—"}</td>
            <td className="px-3 py-2"><Badge variant={h.success ? "success" : "destructive"}>{h.success ? "success" : "failed"}</Badge></td>
            <td className="px-3 py-2 tabular-nums">{seconds(h.duration_seconds)}</td>
            <td className="px-3 py-2 tabular-nums">{h.retry_count}</td>
            <td className="px-3 py-2"><time dateTime={h.archived_at}>{formatDateTime(h.archived_at)}</time></td>
          </tr>
        ))}
      </QueueTable>
    </div>
  );
}
