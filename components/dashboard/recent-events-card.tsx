import Link from "next/link";
import { CalendarDays, Newspaper } from "lucide-react";
import { AccountLogo } from "@/components/accounts/account-logo";
import { EventDate } from "@/components/events/event-date";
import { EventStatusBadge } from "@/components/events/event-status-badge";
import { HoverTip } from "@/components/ui/hover-tip";
import type { ActingScope } from "@/lib/auth/viewer-types";
import { listRecentEvents } from "@/lib/dashboard/recent-events";
import { DashboardCard, EmptyBlock } from "./dashboard-card";

export async function RecentEventsCard({ scope }: { scope: ActingScope }) {
  const events = await listRecentEvents(scope);
  return (
    <DashboardCard
      title="Recent Events"
      description="Most recently added to your accounts"
      icon={Newspaper}
      link={{ href: "/events", label: "View All" }}
    >
      {events.length === 0 ? (
        <EmptyBlock icon={Newspaper} text="No events yet" hint="Events about your accounts will show up here." />
      ) : (
        <HoverTip>
          <ul className="-mx-2 flex flex-col">
          {events.map((event) => (
            <li
              key={event.id}
              className="relative flex items-start gap-3 rounded-lg px-2 py-2.5 transition-colors focus-within:ring-[3px] focus-within:ring-ring hover:bg-muted/60"
            >
              <AccountLogo name={event.accountName} logoUrl={event.accountLogoUrl} className="mt-0.5 size-8" />
              <div className="min-w-0 flex-1">
                {/* The whole row opens the event's page (stretched link); a failed badge shows its reason through the HoverTip.
                    Only a completed event has a page; one still processing or failed opens the events list. */}
                <Link
                  href={event.status === "completed" ? `/user/events/${event.id}` : "/events"}
                  className="line-clamp-2 text-sm leading-snug font-medium outline-none after:absolute after:inset-0 after:rounded-lg"
                >
                  {event.title ?? event.url ?? "Untitled event"}
                </Link>
                <span className="relative mt-1.5 inline-flex sm:hidden">
                  <EventStatusBadge status={event.status} reason={event.statusReason} />
                </span>
                <p className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-muted-foreground">
                  <span className="font-medium text-foreground/80">{event.accountName}</span>
                  <span aria-hidden>·</span>
                  <span className="inline-flex items-center gap-1">
                    <CalendarDays className="size-3" aria-hidden />
                    <EventDate value={event.eventDate} />
                  </span>
                  {event.publication && (
                    <span className="hidden items-center gap-2 sm:inline-flex">
                      <span aria-hidden>·</span>
                      <span className="truncate">{event.publication}</span>
                    </span>
                  )}
                </p>
              </div>
              <span className="relative hidden sm:inline-flex">
                <EventStatusBadge status={event.status} reason={event.statusReason} />
              </span>
            </li>
          ))}
          </ul>
        </HoverTip>
      )}
    </DashboardCard>
  );
}
