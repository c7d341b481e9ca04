import { format, isValid, parseISO } from "date-fns";

/** Short month, day and year, e.g. "Mar 4, 2026"; an em dash for a missing or unreadable date. */
export function formatShortDate(value: Date | string | null | undefined): string {
  if (!value) return "—";
  const date = typeof value === "string" ? parseISO(value) : value;
  return isValid(date) ? format(date, "MMM d, yyyy") : "—";
}
