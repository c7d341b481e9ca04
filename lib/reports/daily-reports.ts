import { and, eq, sql } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { rowsOf } from "@/lib/db/database";
import { dailyReportRuns } from "@/lib/db/schema/reporting";
import { dailyReportJob, type DailyReportPayload } from "@/lib/jobs/daily-report-job";
import { queueReportDeliveries } from "@/lib/delivery-channels/queue-report-deliveries";
import { log } from "@/lib/log";
import { createReport } from "./report-mutations";
import { sendReport, type SendReportDeps } from "./send-report";

/** The UTC calendar day a run belongs to. */
export const runDateOf = (now: Date) => now.toISOString().slice(0, 10);

/**
 * Queues the day's reports: one job per user with at least one completed, non-deleted event of their
 * accounts that is in none of their reports. The (user, day) row is claimed in the same statement that
 * picks the users, and the jobs are queued in the same transaction: run twice, or twice at once, the
 * second run finds every claim taken and queues nothing.
 */
export async function queueDailyReports(now = new Date()): Promise<{ runDate: string; queued: number }> {
  const runDate = runDateOf(now);
  const db = await getDb();
  const queued = await db.transaction(async (tx) => {
    const claimed = rowsOf<{ user_id: string }>(
      await tx.execute(sql`
        insert into reporting.daily_report_runs (user_id, run_date)
        select u.id, ${runDate}::date
        from public.users u
        where u.company_id is not null
          and exists (
            select 1
            from public.account_users au
            join public.accounts a on a.id = au.account_id and a.company_id = u.company_id
            join public.events e on e.account_id = a.id and e.status = 'completed' and not e.is_deleted
            where au.user_id = u.id
              and not exists (
                select 1 from public.report_events re join public.reports r on r.id = re.report_id
                where re.event_id = e.id and r.user_id = u.id and r.company_id = u.company_id
              )
          )
        on conflict (user_id, run_date) do nothing
        returning user_id`),
    );
    for (const { user_id } of claimed) {
      await dailyReportJob.enqueuePrivileged(tx, { user_id, run_date: runDate });
    }
    return claimed.length;
  });
  log.info("daily reports: queued", { runDate, queued });
  return { runDate, queued };
}

async function setRun(payload: DailyReportPayload, values: Partial<typeof dailyReportRuns.$inferInsert>) {
  const db = await getDb();
  await db
    .update(dailyReportRuns)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(dailyReportRuns.userId, payload.user_id), eq(dailyReportRuns.runDate, payload.run_date)));
}

/**
 * One user's daily report: builds it (under the user's own RLS scope) from their new events and sends it.
 * Idempotent: a retry reuses the report recorded on the run, and sendReport never sends a report twice.
 * Nothing new by the time the job runs: no report, no mail (never an empty digest).
 */
export async function runDailyReport(payload: DailyReportPayload, deps: SendReportDeps = {}): Promise<"sent" | "empty" | "done"> {
  const db = await getDb();
  const [run] = await db
    .select()
    .from(dailyReportRuns)
    .where(and(eq(dailyReportRuns.userId, payload.user_id), eq(dailyReportRuns.runDate, payload.run_date)));
  if (!run || run.status === "sent" || run.status === "empty") return "done";
  const [user] = rowsOf<{ company_id: string | null }>(await db.execute(sql`select company_id from public.users where id = ${payload.user_id}`));
  if (!user?.company_id) {
    await setRun(payload, { status: "empty" });
    return "empty";
  }
  const scope = { userId: payload.user_id, companyId: user.company_id };
  let reportId = run.reportId;
  if (!reportId) {
    const report = await createReport(scope, { requireEvents: true, now: new Date(`${payload.run_date}T12:00:00Z`) });
    if (!report) {
      await setRun(payload, { status: "empty" });
      return "empty";
    }
    reportId = report.id;
    await setRun(payload, { reportId });
  }
  const [report] = rowsOf<{ sent_at: Date | null }>(await db.execute(sql`select sent_at from public.reports where id = ${reportId}`));
  if (!report?.sent_at) await sendReport(scope, reportId, deps);
  await queueReportDeliveries(scope, reportId);
  await setRun(payload, { status: "sent", error: null });
  return "sent";
}

/** The worker gave up on a user's report: the run is marked failed with the reason. */
export async function markDailyReportFailed(payload: DailyReportPayload, reason: string) {
  log.error("daily reports: a user's report failed", { userId: payload.user_id, runDate: payload.run_date, reason });
  await setRun(payload, { status: "failed", error: reason.slice(0, 1000) });
}
