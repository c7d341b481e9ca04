import { getDb } from "@/lib/db/client";
import { queueDailyDiscovery } from "@/lib/discoveries/daily-discovery";
import { env, isHostedDatabase, isWorkerEnabled } from "@/lib/env";
import { log } from "@/lib/log";
import { queueDailyReports } from "@/lib/reports/daily-reports";
import { startDailyScheduler, startHourlyTask } from "./daily-scheduler";

type Global = typeof globalThis & { __trayoScheduler?: { stop: () => void } };

const flagOn = (value: string | undefined) => value !== undefined && ["1", "true", "yes", "on"].includes(value.trim().toLowerCase());

/**
 * Embedded mode runs the scheduled work itself: discovery once a day, and every hour the reports due at
 * their users' local hour (the same work the cron routes /api/cron/daily-discovery and
 * /api/cron/daily-reports queue in hosted mode).
 */
export function startDailyTasksIfEnabled(): void {
  const e = env();
  const enabled = e.SCHEDULER_ENABLED === undefined ? !isHostedDatabase() && isWorkerEnabled() : flagOn(e.SCHEDULER_ENABLED);
  if (!enabled || e.NEXT_PHASE === "phase-production-build") return;
  const g = globalThis as Global;
  if (g.__trayoScheduler) return;
  const daily = startDailyScheduler({
    db: getDb,
    timezone: e.SCHEDULER_TIMEZONE,
    tasks: [{ name: "daily-discovery", hour: e.DAILY_DISCOVERY_HOUR, run: queueDailyDiscovery }],
  });
  // Reports go out at each user's local hour (Settings): the job looks every hour for the users due.
  const reports = startHourlyTask({ name: "daily-reports", run: ({ startUp }) => queueDailyReports(new Date(), { catchUp: startUp }) });
  g.__trayoScheduler = { stop: () => (daily.stop(), reports.stop()) };
  log.info("scheduler: daily discovery and hourly reports scheduled", { discoveryHour: e.DAILY_DISCOVERY_HOUR, defaultReportHour: e.DAILY_REPORT_HOUR });
}
