import type { RecentReport } from "@/lib/dashboard/load-dashboard";
import { formatShortDate } from "@/lib/dates/format-date";
import { DashboardCard, EmptyBlock } from "./dashboard-card";
import "@/components/events/status-badge.css";

export function RecentReportsCard({ reports }: { reports: RecentReport[] }) {
  return (
    <DashboardCard title="Recent Reports" description="Reports prepared for your inbox" icon="reports" link={{ href: "/reports", label: "All Reports" }}>
      {reports.length === 0 ? (
        <EmptyBlock text="No reports yet" hint="Your daily reports will be listed here." />
      ) : (
        <ul className="db-rl">
          {reports.map((report) => (
            <li key={report.id}>
              <span className="db-r">
                <i aria-hidden />
                <span>
                  <b>{report.name}</b>
                  <small>
                    {formatShortDate(report.createdAt)} · {report.eventCount} {report.eventCount === 1 ? "event" : "events"}
                  </small>
                </span>
              </span>
              {report.sentAt ? <span className="ev-bd ev-s-completed">Sent</span> : <span className="ev-bd ev-draft">Draft</span>}
            </li>
          ))}
        </ul>
      )}
    </DashboardCard>
  );
}
