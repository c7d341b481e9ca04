import { formatCompactDate, formatShortDate } from "@/lib/dates/format-date";

/** An event's date the way the events table shows it: MM/DD, the short month form on very wide screens. */
export function EventDate({ value }: { value: string | null }) {
  return (
    <time dateTime={value ?? undefined}>
      <span className="2xl:hidden">{formatCompactDate(value)}</span>
      <span className="hidden 2xl:inline">{formatShortDate(value)}</span>
    </time>
  );
}
