import Link from "next/link";
import { NotRelevantButton } from "@/components/event-feedback/not-relevant-button";
import "./event-card-actions.css";

/** The seller's actions on an event card: draft a message about it, read the article in a new tab, and "Not relevant" (inside an EventFeedbackProvider). */
export function EventCardActions({ eventId, url, className }: { eventId: string; url: string | null; className?: string }) {
  return (
    <footer className={className ? `eca ${className}` : "eca"}>
      <Link href={`/user/events/${eventId}/compose`}>Draft a message</Link>
      {url ? (
        <a href={url} target="_blank" rel="noopener noreferrer">
          Read Article
          <span className="sr-only">(opens in a new tab)</span>
        </a>
      ) : null}
      <NotRelevantButton eventId={eventId} />
    </footer>
  );
}
