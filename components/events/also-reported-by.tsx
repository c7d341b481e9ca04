import { formatShortDate } from "@/lib/dates/format-date";
import type { AlsoReportedBy as Outlet } from "@/lib/events/also-reported-by";
import "./also-reported-by.css";

/**
 * The other outlets that reported the event's story (cleaned by alsoReportedByOf: http(s) links,
 * capped text), each a real link to its article in a new tab.
 * `compact` (activity feed cards): outlet names only (a feed has many cards and each card's weight
 * counts: the headlines are on the event's page); otherwise the headline and date follow each outlet.
 * Renders nothing when there are none.
 */
export function AlsoReportedBy({ outlets, compact = false }: { outlets: Outlet[]; compact?: boolean }) {
  if (outlets.length === 0) return null;
  // one region on the details page; on feed cards a plain block (many cards must not repeat a landmark)
  const Block = compact ? "div" : "section";
  return (
    <Block className={compact ? "arb c" : "arb"} {...(compact ? {} : { "aria-label": "Also reported by" })}>
      {/* on a feed card the new-tab note is said once for the list, not once per link */}
      <h3>Also reported by{compact ? <span className="sr-only"> (links open in a new tab)</span> : null}</h3>
      <ul>
        {outlets.map((o) => {
          const date = o.date ? formatShortDate(o.date, "") : "";
          return (
            <li key={o.url}>
              <a href={o.url} target="_blank" rel="noreferrer">
                {o.source}
                {compact ? null : <span className="sr-only"> (opens in a new tab)</span>}
              </a>
              {!compact && o.title ? <span>{o.title}</span> : null}
              {!compact && date ? <time dateTime={o.date ?? undefined}>{date}</time> : null}
            </li>
          );
        })}
      </ul>
    </Block>
  );
}
