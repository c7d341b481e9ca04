import { z } from "zod";
import { defineJobKind } from "./job-kind";

/**
 * job_type 'daily_report': build and send one user's report of the day (queued by the daily run).
 * The handler is in lib/worker/daily-report-job-handler.ts; the worker's default timeout and attempts apply.
 */
export const dailyReportJob = defineJobKind({
  jobType: "daily_report",
  queue: "events",
  payload: z.object({ job_type: z.literal("daily_report"), user_id: z.guid(), run_date: z.iso.date() }),
});

export type DailyReportPayload = z.infer<typeof dailyReportJob.payload>;
