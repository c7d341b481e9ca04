// The load bench's arithmetic (scripts/bench-load.ts), apart so it can be tested.

/** One request of a run: its time, or the timeout for a request that never answered (status 0). */
export type Sample = { ms: number; status: number; bytes: number };

/** autocannon's totals: its `errors` already include its `timeouts`. */
export type RunTotals = { errors: number; timeouts: number };

export const percentile = (sorted: number[], p: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : 0);

/**
 * p50/p95/p99 over every measured request: a timed-out request counts at the timeout, so a run with
 * timeouts shows them in its tail instead of looking faster than it was.
 */
export function latencyPercentiles(samples: Sample[]): { p50: number; p95: number; p99: number } {
  const times = samples.map((s) => s.ms).sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95), p99: percentile(times, 99) };
}

/** Each failed request once: timeouts, other connection errors, and answers outside 2xx. */
export function errorSummary(totals: RunTotals, non2xx: number): string {
  const connection = totals.errors - totals.timeouts;
  return `${totals.errors + non2xx} (${totals.timeouts} timeouts, ${connection} connection errors, ${non2xx} non-2xx)`;
}

/** RSS per process, "start→end MB" each, in the order of `pids`. */
export function rssPerProcess(pids: number[], startKb: Map<number, number>, endKb: Map<number, number>): string {
  const mb = (kb: number | undefined) => (kb === undefined ? "–" : String(Math.round(kb / 1024)));
  return pids.map((pid) => `${mb(startKb.get(pid))}→${mb(endKb.get(pid))}`).join(", ");
}
