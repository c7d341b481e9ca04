import { Cron } from "croner";
import { sql } from "drizzle-orm";
import { rowsOf, type Database } from "@/lib/db/database";
import { log } from "@/lib/log";

export type DailyTask = {
  /** Stable name: the once-a-day record is kept under it. */
  name: string;
  /** Local hour (0-23) of `timezone` at which the task runs. */
  hour: number;
  run: () => Promise<unknown>;
};

export type DailySchedulerOptions = {
  db: () => Promise<Database>;
  tasks: DailyTask[];
  /** IANA time zone of the hours (default: the server's). */
  timezone?: string;
  now?: () => Date;
};

/** The calendar day of `date` in `timezone`, as YYYY-MM-DD. */
export function localDay(date: Date, timezone?: string): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: timezone, year: "numeric", month: "2-digit", day: "2-digit" }).format(date);
}

function localHour(date: Date, timezone?: string): number {
  return Number(new Intl.DateTimeFormat("en-GB", { timeZone: timezone, hour: "2-digit", hourCycle: "h23" }).format(date));
}

/**
 * Claims today's run of `task`: true for exactly one caller per task and day, whichever process or
 * restart asks first (a primary key on task + day decides).
 */
export async function claimDailyRun(db: Database, task: string, day: string): Promise<boolean> {
  const result = await db.execute(
    sql`insert into app_private.scheduled_runs (task, run_day) values (${task}, ${day}::date) on conflict do nothing returning task`,
  );
  return rowsOf(result).length > 0;
}

/** Runs the task if today's run has not been claimed yet. Errors are logged: the next day tries again. */
export async function runDailyTaskOnce(options: Pick<DailySchedulerOptions, "db" | "timezone" | "now">, task: DailyTask): Promise<boolean> {
  const day = localDay((options.now ?? (() => new Date()))(), options.timezone);
  try {
    if (!(await claimDailyRun(await options.db(), task.name, day))) return false;
    log.info(`scheduler: running ${task.name}`, { day });
    await task.run();
    return true;
  } catch (error) {
    log.error(`scheduler: ${task.name} failed`, { day, error });
    return true;
  }
}

/**
 * The built-in scheduler of embedded mode: each task runs at its hour every day, at most once per day
 * even across restarts. A server started after today's hour catches up at once (once).
 */
export function startDailyScheduler(options: DailySchedulerOptions): { stop: () => void } {
  const now = options.now ?? (() => new Date());
  const jobs = options.tasks.map(
    (task) =>
      new Cron(`0 0 ${task.hour} * * *`, { timezone: options.timezone, protect: true, unref: true, catch: true, name: `trayo-${task.name}` }, async () => {
        await runDailyTaskOnce(options, task);
      }),
  );
  for (const task of options.tasks) {
    if (localHour(now(), options.timezone) >= task.hour) void runDailyTaskOnce(options, task);
  }
  return { stop: () => jobs.forEach((job) => job.stop()) };
}

export type HourlyTask = { name: string; run: (options: { startUp: boolean }) => Promise<unknown> };

/**
 * An hourly task of the built-in scheduler (the daily report: each user at their own local hour). It
 * runs at the top of every hour and once at start-up (told so, to catch up on what it missed while
 * down); the task itself must be idempotent (the report's per-user, per-local-day claims are).
 */
export function startHourlyTask(task: HourlyTask): { stop: () => void } {
  const run = async (startUp: boolean) => {
    try {
      await task.run({ startUp });
    } catch (error) {
      log.error(`scheduler: ${task.name} failed`, { error });
    }
  };
  const job = new Cron("0 0 * * * *", { protect: true, unref: true, catch: true, name: `trayo-${task.name}` }, () => run(false));
  void run(true);
  return { stop: () => job.stop() };
}
