import { CheckCircle2, FileText, PencilLine } from "lucide-react";
import type { ActingScope } from "@/lib/auth/viewer-types";
import { Badge } from "@/components/ui/badge";
import { listRecentReports } from "@/lib/dashboard/recent-reports";
import { formatShortDate } from "@/lib/dates/format-date";
import { DashboardCard, EmptyBlock } from "./dashboard-card";

export async function RecentReportsCard({ scope }: { scope: ActingScope }) {
  const reports = await listRecentReports(scope);
  return (
    <DashboardCard
      title="Recent Reports"
      description="Reports prepared for your inbox"
      icon={FileText}
      link={{ href: "/reports", label: "All Reports" }}
    >
      {reports.length === 0 ? (
        <EmptyBlock icon={FileText} text="No reports yet" hint="Your daily reports will be listed here." />
      ) : (
        <ul className="flex flex-col divide-y">
          {reports.map((report) => (
            <li key={report.id} className="flex items-center gap-3 py-2.5 first:pt-0 last:pb-0">
              <span className="grid size-8 shrink-0 place-items-center rounded-md bg-muted text-muted-foreground">
                <FileText className="size-4" aria-hidden />
              </span>
              <div className="min-w-0 flex-1">
                <p className="truncate text-sm font-medium">{report.name}</p>
                <p className="text-xs text-muted-foreground">
                  {formatShortDate(report.createdAt)} · {report.eventCount} {report.eventCount === 1 ? "event" : "events"}
                </p>
              </div>
              {report.sentAt ? (
                <Badge variant="success">
                  <CheckCircle2 aria-hidden /> Sent
                </Badge>
              ) : (
                <Badge variant="secondary">
                  <PencilLine aria-hidden /> Draft
                </Badge>
              )}
            </li>
          ))}
        </ul>
      )}
    </DashboardCard>
  );
}
