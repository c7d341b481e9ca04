import Link from "next/link";
import { NotRelevantButton } from "@/components/event-feedback/not-relevant-button";
import "./event-card-actions.css";

/** The seller's actions on an event card: draft a message about it, read the article in a new tab, and "Not relevant" (inside an EventFeedbackProvider). */
export function EventCardActions({ eventId, url, className }: { eventId: string; url: string | null; className?: string }) {
  return (
    <footer className={className ? `eca ${className}` : "eca"}>
      <Link href={`/user/events/${eventId}/compose`}>Draft a message</Link>
      {url ? (
        // The new tab said in the name rather than a hidden span, and noreferrer (which implies noopener):
        // each card is sent twice, as HTML and as data (list pages' weight).
        <a href={url} target="_blank" rel="noreferrer" aria-label="Read Article (opens in a new tab)">
          Read Article
        </a>
      ) : null}
      <NotRelevantButton eventId={eventId} />
    </footer>
  );
}
