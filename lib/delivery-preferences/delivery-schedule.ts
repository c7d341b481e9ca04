/**
 * When a user's daily report is due, from their preferences and a clock: pure, so it is unit-tested
 * with fixed clocks across time zones and daylight-saving changes.
 */
export type DeliverySchedule = {
  dailyReportEnabled: boolean;
  timeZone: string;
  deliveryHour: number;
  weekdaysOnly: boolean;
  /** YYYY-MM-DD: no report before this local day. */
  pausedUntil: string | null;
};

export type LocalTime = { day: string; hour: number; weekday: number };

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string) {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-CA", {
      timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      hourCycle: "h23",
      weekday: "short",
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

const WEEKDAYS: Record<string, number> = { Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6, Sun: 7 };

/** The local calendar day (YYYY-MM-DD), hour (0-23) and ISO weekday (1 = Monday) of `date` in `timeZone`. */
export function localTime(date: Date, timeZone: string): LocalTime {
  const parts = Object.fromEntries(formatterFor(timeZone).formatToParts(date).map((p) => [p.type, p.value]));
  return { day: `${parts.year}-${parts.month}-${parts.day}`, hour: Number(parts.hour), weekday: WEEKDAYS[parts.weekday] ?? 0 };
}

export function isValidTimeZone(timeZone: string): boolean {
  try {
    formatterFor(timeZone);
    return true;
  } catch {
    return false;
  }
}

const HOUR_MS = 60 * 60 * 1000;

export type DueCheck = { due: true; localDay: string } | { due: false; reason: "off" | "not_yet" | "weekend" | "paused" };

/**
 * Due when the job's hourly run is the first one at or past the user's local delivery hour today: the
 * local hour now is at or past it and an hour ago it was not (or it was another local day). So a run
 * every hour picks each user once a local day, a delivery hour skipped by a spring-forward change is
 * served by the next hour, and the repeated hour of a fall-back change is not served twice. The
 * (user, local day) claim in daily_report_runs is what finally makes it once a day.
 */
export function checkDue(schedule: DeliverySchedule, now: Date, options: { catchUp?: boolean } = {}): DueCheck {
  if (!schedule.dailyReportEnabled) return { due: false, reason: "off" };
  const here = localTime(now, schedule.timeZone);
  const before = localTime(new Date(now.getTime() - HOUR_MS), schedule.timeZone);
  // catchUp (a server starting up): any time after today's hour counts; the day's claim still holds.
  const crossed = here.hour >= schedule.deliveryHour && (options.catchUp || before.day !== here.day || before.hour < schedule.deliveryHour);
  if (!crossed) return { due: false, reason: "not_yet" };
  if (schedule.weekdaysOnly && here.weekday > 5) return { due: false, reason: "weekend" };
  if (schedule.pausedUntil && here.day < schedule.pausedUntil) return { due: false, reason: "paused" };
  return { due: true, localDay: here.day };
}
