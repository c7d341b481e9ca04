import { differenceInCalendarDays, isValid, parseISO } from "date-fns";

type DateInput = Date | string | null | undefined;

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

function toDate(value: DateInput): Date | null {
  if (!value) return null;
  const date = typeof value === "string" ? parseISO(value) : value;
  return isValid(date) ? date : null;
}

/**
 * Compact age of an event (spec 2 §9): Just now, Nm ago, Nh ago, Nd ago (under 7 days), Nw ago (under
 * 4 weeks), Nmo ago (under 12 thirty-day months), then Ny ago.
 */
export function compactAge(value: DateInput, now: Date = new Date()): string {
  const date = toDate(value);
  if (!date) return "";
  const ms = Math.max(0, now.getTime() - date.getTime());
  if (ms < MINUTE) return "Just now";
  if (ms < HOUR) return `${Math.floor(ms / MINUTE)}m ago`;
  if (ms < DAY) return `${Math.floor(ms / HOUR)}h ago`;
  const days = Math.floor(ms / DAY);
  if (days < 7) return `${days}d ago`;
  if (days < 28) return `${Math.floor(days / 7)}w ago`;
  const months = Math.floor(days / 30);
  if (months < 12) return `${Math.max(1, months)}mo ago`;
  return `${Math.floor(days / 365) || 1}y ago`;
}

/** Latest Activity on an account card (spec 2 §2): Today, Yesterday, N days/weeks/months ago, then years. */
export function activityAge(value: DateInput, now: Date = new Date()): string {
  const date = toDate(value);
  if (!date) return "";
  const days = Math.max(0, differenceInCalendarDays(now, date));
  if (days === 0) return "Today";
  if (days === 1) return "Yesterday";
  if (days < 7) return `${days} days ago`;
  if (days < 28) {
    const weeks = Math.floor(days / 7);
    return weeks === 1 ? "1 week ago" : `${weeks} weeks ago`;
  }
  const months = Math.floor(days / 30);
  if (months < 12) return months <= 1 ? "1 month ago" : `${months} months ago`;
  const years = Math.floor(days / 365) || 1;
  return years === 1 ? "1 year ago" : `${years} years ago`;
}

export type ActivityLevel = "recent" | "some" | "none";

/** Recently Active within 7 days of the last event, Some Activity if older, No Activity Yet if none. */
export function activityLevel(value: DateInput, now: Date = new Date()): ActivityLevel {
  const date = toDate(value);
  if (!date) return "none";
  return differenceInCalendarDays(now, date) <= 7 ? "recent" : "some";
}
