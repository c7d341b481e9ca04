// Plain date arithmetic rather than date-fns: these run in client components on every list page, and
// the two fixed English formats need no formatting library in the first load.

type DateInput = Date | string | null | undefined;

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
// ISO 8601 date-times; anything else is not a date here (Date.parse would read other forms loosely).
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}(:?\d{2})?)?$/;

/** Date-only strings are read as local days, so "2026-11-21" never shifts to the 20th. */
function toDate(value: DateInput): Date | null {
  if (!value) return null;
  let date: Date;
  if (typeof value !== "string") date = value;
  else {
    const day = DATE_ONLY.exec(value);
    if (day) {
      date = new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3]));
      if (date.getMonth() !== Number(day[2]) - 1) return null; // "2026-02-31" is no day, not Mar 3
    }
    else if (ISO_DATE_TIME.test(value)) date = new Date(value.replace(" ", "T"));
    else return null;
  }
  return Number.isNaN(date.getTime()) ? null : date;
}

const pad = (n: number) => String(n).padStart(2, "0");

/** Short month, day and year, e.g. "Mar 4, 2026" (spec 1 §2); the fallback for a missing or unreadable date. */
export function formatShortDate(value: DateInput, fallback = "—"): string {
  const date = toDate(value);
  return date ? `${MONTHS[date.getMonth()]} ${date.getDate()}, ${date.getFullYear()}` : fallback;
}

/** The compact MM/DD form (spec 1 §2). */
export function formatCompactDate(value: DateInput, fallback = "—"): string {
  const date = toDate(value);
  return date ? `${pad(date.getMonth() + 1)}/${pad(date.getDate())}` : fallback;
}

/** The short date with its time of day, e.g. "Nov 26, 2026, 8:24 AM": lists of things that happen several times a day. */
export function formatDateTime(value: DateInput, fallback = "—"): string {
  const date = toDate(value);
  if (!date) return fallback;
  const hours = date.getHours();
  return `${formatShortDate(date)}, ${hours % 12 || 12}:${pad(date.getMinutes())} ${hours < 12 ? "AM" : "PM"}`;
}
