// Snooze periods (issue 25, part 3). Dates are calendar days (YYYY-MM-DD, UTC): an account is snoozed
// while today is before its `until` day, the day it comes back. Pure, shared by server and forms.

export const SNOOZE_PERIODS = ["week", "month", "date"] as const;
export type SnoozePeriod = (typeof SNOOZE_PERIODS)[number];
/** The furthest a snooze may reach, so a typo cannot hide an account for good. */
export const MAX_SNOOZE_DAYS = 366;

export const dayOf = (date: Date) => date.toISOString().slice(0, 10);

function addDays(day: string, days: number) {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return dayOf(d);
}

function addMonth(day: string) {
  const d = new Date(`${day}T00:00:00Z`);
  const target = d.getUTCMonth() + 1;
  d.setUTCMonth(target);
  // 31 January + 1 month is the last day of February, not 3 March.
  if (d.getUTCMonth() !== target % 12) d.setUTCDate(0);
  return dayOf(d);
}

/** The day a snooze chosen `today` ends: 1 week, 1 month, or the given date. */
export function snoozeUntil(period: SnoozePeriod, today: string, date?: string): string {
  if (period === "week") return addDays(today, 7);
  if (period === "month") return addMonth(today);
  return date!;
}

/** Why a chosen end day cannot be used, or null. */
export function snoozeDateProblem(until: string, today: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(until) || Number.isNaN(Date.parse(until))) return "Choose the date the account comes back.";
  if (until <= today) return "Choose a date after today.";
  if (until > addDays(today, MAX_SNOOZE_DAYS)) return "Choose a date within a year.";
  return null;
}

/** "Snoozed until Dec 4, 2026" */
export function snoozedUntilLabel(until: string): string {
  const text = new Date(`${until}T00:00:00Z`).toLocaleDateString("en-US", { month: "short", day: "numeric", year: "numeric", timeZone: "UTC" });
  return `Snoozed until ${text}`;
}
