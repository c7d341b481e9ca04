import { format, isValid, parseISO } from "date-fns";

function toDate(value: string | Date | null | undefined) {
  if (!value) return null;
  const date = typeof value === "string" ? parseISO(value) : value;
  return isValid(date) ? date : null;
}

/** Short month, day, year: 'Nov 21, 2026' (spec 1 §2). Date-only strings are read as local days. */
export function formatEventDate(value: string | Date | null | undefined, fallback = "—") {
  const date = toDate(value);
  return date ? format(date, "MMM d, yyyy") : fallback;
}

/** The compact MM/DD form (spec 1 §2). */
export function formatEventDateShort(value: string | Date | null | undefined, fallback = "—") {
  const date = toDate(value);
  return date ? format(date, "MM/dd") : fallback;
}
