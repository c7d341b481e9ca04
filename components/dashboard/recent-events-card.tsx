import Link from "next/link";
import { CalendarDays, Newspaper } from "lucide-react";
import type { ActingScope } from "@/lib/auth/viewer-types";
import { listRecentEvents } from "@/lib/dashboard/recent-events";
import { formatShortDate } from "@/lib/dates/format-date";
import { AccountLogo } from "./account-logo";
import { DashboardCard, EmptyBlock } from "./dashboard-card";
import { EventStatusBadge } from "./event-status-badge";

export async function RecentEventsCard({ scope }: { scope: ActingScope }) {
  const events = await listRecentEvents(scope);
  return (
    <DashboardCard
      title="Recent Events"
      description="The latest news on your accounts"
      icon={Newspaper}
      link={{ href: "/events", label: "View All" }}
    >
      {events.length === 0 ? (
        <EmptyBlock icon={Newspaper} text="No events yet" hint="Events about your accounts will show up here." />
      ) : (
        <ul className="-mx-2 flex flex-col">
          {events.map((event) => (
            <li key={event.id}>
              <Link
                href={`/user/events/${event.id}`}
                className="flex items-start gap-3 rounded-lg px-2 py-2.5 transition-colors outline-none hover:bg-muted/60 focus-visible:ring-[3px] focus-visible:ring-ring/50"
              >
                <AccountLogo name={event.accountName} logoUrl={event.accountLogoUrl} className="mt-0.5" />
                <div className="min-w-0 flex-1">
                  <p className="line-clamp-2 text-sm leading-snug font-medium">{event.title ?? event.url ?? "Untitled event"}</p>
                  <EventStatusBadge status={event.status} className="mt-1.5 sm:hidden" />
                  <p className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-muted-foreground">
                    <span className="font-medium text-foreground/80">{event.accountName}</span>
                    <span aria-hidden>·</span>
                    <span className="inline-flex items-center gap-1">
                      <CalendarDays className="size-3" aria-hidden />
                      {formatShortDate(event.eventDate ?? event.insertedAt)}
                    </span>
                    {event.publication && (
                      <span className="hidden items-center gap-2 sm:inline-flex">
                        <span aria-hidden>·</span>
                        <span className="truncate">{event.publication}</span>
                      </span>
                    )}
                  </p>
                </div>
                <EventStatusBadge status={event.status} className="hidden sm:inline-flex" />
              </Link>
            </li>
          ))}
        </ul>
      )}
    </DashboardCard>
  );
}
