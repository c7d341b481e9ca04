import Link from "next/link";
import { EventDate } from "@/components/events/event-date";
import { STATUS_LABELS } from "@/components/events/event-status-labels";
import { LogoMark } from "@/components/shared/logo-mark";
import { HoverTip } from "@/components/ui/hover-tip";
import type { RecentEvent } from "@/lib/dashboard/load-dashboard";
import { DashboardCard, EmptyBlock } from "./dashboard-card";
import "@/components/events/status-badge.css";

export function RecentEventsCard({ events }: { events: RecentEvent[] }) {
  return (
    <DashboardCard title="Recent Events" description="Most recently added to your accounts" icon="news" link={{ href: "/events", label: "View All" }}>
      {events.length === 0 ? (
        <EmptyBlock text="No events yet" hint="Events about your accounts will show up here." />
      ) : (
        <HoverTip>
          <ul className="db-el">
            {events.map((event) => {
              const reason = event.statusReason || "Processing failed";
              return (
                <li key={event.id} className="db-e">
                  <LogoMark name={event.accountName} logoUrl={event.accountLogoUrl} />
                  {/* The whole item opens the event's page (stretched link); a failed badge shows its reason through
                      the HoverTip. Only a completed event has a page; one still processing or failed opens the list. */}
                  <Link href={event.status === "completed" ? `/user/events/${event.id}` : "/events"}>{event.title ?? event.url ?? "Untitled event"}</Link>
                  {event.status === "failed" ? (
                    <span className="ev-bd ev-s-failed" tabIndex={0} aria-label={`Failed: ${reason}`} data-tip={reason}>
                      {STATUS_LABELS.failed}
                    </span>
                  ) : (
                    <span className={`ev-bd ev-s-${event.status}`}>{STATUS_LABELS[event.status]}</span>
                  )}
                  <p>
                    <b>{event.accountName}</b>
                    <span aria-hidden>·</span>
                    <EventDate value={event.eventDate} />
                    {event.publication && (
                      <>
                        <span className="db-o" aria-hidden>
                          ·
                        </span>
                        <span className="db-o">{event.publication}</span>
                      </>
                    )}
                  </p>
                </li>
              );
            })}
          </ul>
        </HoverTip>
      )}
    </DashboardCard>
  );
}
