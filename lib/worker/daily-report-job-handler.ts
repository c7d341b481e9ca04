import { dailyReportJob } from "@/lib/jobs/daily-report-job";
import { defineJob } from "@/lib/queue/job-definition";
import { markDailyReportFailed, runDailyReport } from "@/lib/reports/daily-reports";
import type { SendReportDeps } from "@/lib/reports/send-report";

/** The daily report job with its handler: builds and sends one user's report; a run the worker gives up on is marked failed. */
export function createDailyReportJob(deps: SendReportDeps = {}) {
  return defineJob({
    ...dailyReportJob,
    handler: async (payload) => {
      await runDailyReport(payload, deps);
    },
    onGiveUp: (payload, reason) => markDailyReportFailed(payload, reason),
  });
}
