import { and, eq, sql } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { rowsOf } from "@/lib/db/database";
import { deliveryPreferences } from "@/lib/db/schema/delivery-preferences";
import { dailyReportRuns } from "@/lib/db/schema/reporting";
import { dailyReportJob, type DailyReportPayload } from "@/lib/jobs/daily-report-job";
import { queueReportDeliveries } from "@/lib/delivery-channels/queue-report-deliveries";
import { checkDue } from "@/lib/delivery-preferences/delivery-schedule";
import { defaultDeliveryPreferences } from "@/lib/delivery-preferences/delivery-preferences";
import { log } from "@/lib/log";
import { createReport } from "./report-mutations";
import { sendReport, type SendReportDeps } from "./send-report";

type Candidate = {
  user_id: string;
  daily_report_enabled: boolean | null;
  time_zone: string | null;
  delivery_hour: number | null;
  weekdays_only: boolean | null;
  paused_until: string | Date | null;
};

const dayText = (value: string | Date | null) => (value instanceof Date ? value.toISOString().slice(0, 10) : value);

/** The users whose report is due at `now`, each with their local day (the run's date). Pure. */
export function dueUsers(candidates: Candidate[], now: Date, options: { catchUp?: boolean } = {}, defaults = defaultDeliveryPreferences()): { userId: string; runDate: string }[] {
  const due: { userId: string; runDate: string }[] = [];
  for (const c of candidates) {
    let check;
    try {
      check = checkDue(
        {
          dailyReportEnabled: c.daily_report_enabled ?? defaults.dailyReportEnabled,
          timeZone: c.time_zone ?? defaults.timeZone,
          deliveryHour: c.delivery_hour ?? defaults.deliveryHour,
          weekdaysOnly: c.weekdays_only ?? defaults.weekdaysOnly,
          pausedUntil: dayText(c.paused_until) ?? defaults.pausedUntil,
        },
        now,
        options,
      );
    } catch (error) {
      // A zone this runtime does not know (its data older than the one that saved it): skip, say so.
      log.warn("daily reports: a user's time zone is unknown", { userId: c.user_id, timeZone: c.time_zone, error });
      continue;
    }
    if (check.due) due.push({ userId: c.user_id, runDate: check.localDay });
  }
  return due;
}

/**
 * Queues the reports due at `now` (the job runs hourly): one job per user with at least one completed,
 * non-deleted event of their accounts that is in none of their reports, whose local delivery hour has
 * just been reached (lib/delivery-preferences/delivery-schedule.ts), who has not switched the report
 * off and is not paused. The (user, local day) row is claimed with `on conflict do nothing` and the jobs
 * are queued in the same transaction: run twice, or twice at once, the second run finds every claim
 * taken and queues nothing, so a user gets at most one report per local day. `catchUp` (the embedded
 * scheduler's start-up run) also takes users whose hour passed earlier today while the server was down.
 */
export async function queueDailyReports(now = new Date(), options: { catchUp?: boolean } = {}): Promise<{ at: string; queued: number }> {
  const db = await getDb();
  const queued = await db.transaction(async (tx) => {
    const candidates = rowsOf<Candidate>(
      await tx.execute(sql`
        select u.id as user_id, p.daily_report_enabled, p.time_zone, p.delivery_hour, p.weekdays_only, p.paused_until::text as paused_until
        from public.users u
        left join public.delivery_preferences p on p.user_id = u.id
        where u.company_id is not null
          and coalesce(p.daily_report_enabled, true)
          and exists (
            select 1
            from public.account_users au
            join public.accounts a on a.id = au.account_id and a.company_id = u.company_id
            join public.events e on e.account_id = a.id and e.status = 'completed' and not e.is_deleted
            where au.user_id = u.id
              and not exists (select 1 from public.event_feedback ef where ef.event_id = e.id and ef.user_id = u.id)
              and not exists (
                select 1 from public.report_events re join public.reports r on r.id = re.report_id
                where re.event_id = e.id and r.user_id = u.id and r.company_id = u.company_id
              )
          )`),
    );
    const due = dueUsers(candidates, now, options);
    if (due.length === 0) return 0;
    const claimed = rowsOf<{ user_id: string; run_date: string | Date }>(
      await tx.execute(sql`
        insert into reporting.daily_report_runs (user_id, run_date)
        select d.user_id, d.run_date
        from jsonb_to_recordset(${JSON.stringify(due.map((d) => ({ user_id: d.userId, run_date: d.runDate })))}::jsonb) as d(user_id uuid, run_date date)
        on conflict (user_id, run_date) do nothing
        returning user_id, run_date::text as run_date`),
    );
    for (const { user_id, run_date } of claimed) {
      await dailyReportJob.enqueuePrivileged(tx, { user_id, run_date: dayText(run_date)! });
    }
    return claimed.length;
  });
  log.info("daily reports: queued", { at: now.toISOString(), queued });
  return { at: now.toISOString(), queued };
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
    const [prefs] = await db.select().from(deliveryPreferences).where(eq(deliveryPreferences.userId, payload.user_id));
    // Switched off (e.g. unsubscribed) between the claim and this job: nothing is built or sent.
    if (prefs && !prefs.dailyReportEnabled) {
      await setRun(payload, { status: "empty" });
      return "empty";
    }
    const report = await createReport(scope, { requireEvents: true, maxEvents: prefs?.maxEvents, now: new Date(`${payload.run_date}T12:00:00Z`) });
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
