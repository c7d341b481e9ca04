import { format, isValid, parseISO } from "date-fns";

type DateInput = Date | string | null | undefined;

/** Date-only strings are read as local days (parseISO), so "2026-11-21" never shifts to the 20th. */
function toDate(value: DateInput): Date | null {
  if (!value) return null;
  const date = typeof value === "string" ? parseISO(value) : value;
  return isValid(date) ? date : null;
}

/** Short month, day and year, e.g. "Mar 4, 2026" (spec 1 §2); the fallback for a missing or unreadable date. */
export function formatShortDate(value: DateInput, fallback = "—"): string {
  const date = toDate(value);
  return date ? format(date, "MMM d, yyyy") : fallback;
}

/** The compact MM/DD form (spec 1 §2). */
export function formatCompactDate(value: DateInput, fallback = "—"): string {
  const date = toDate(value);
  return date ? format(date, "MM/dd") : fallback;
}
