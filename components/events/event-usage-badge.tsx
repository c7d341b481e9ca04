import { Send } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import type { UsageStatus } from "@/lib/events/event-rules";

/** The Report column: unused, Draft (in an unsent report of this user) or sent with the report's name. */
export function EventUsageBadge({ usageStatus, reportName }: { usageStatus: UsageStatus; reportName: string | null }) {
  if (usageStatus === "sent") {
    return (
      <span className="inline-flex max-w-48 items-center gap-1.5" title={reportName ?? undefined}>
        <Badge variant="secondary">
          <Send aria-hidden />
          sent
        </Badge>
        {reportName ? <span className="truncate text-xs text-muted-foreground">{reportName}</span> : null}
      </span>
    );
  }
  if (usageStatus === "pending") {
    return (
      <span className="inline-flex max-w-48 items-center gap-1.5" title={reportName ?? undefined}>
        <Badge variant="outline" className="border-amber-300 text-amber-700 dark:text-amber-300">
          Draft
        </Badge>
        {reportName ? <span className="truncate text-xs text-muted-foreground">{reportName}</span> : null}
      </span>
    );
  }
  return <span className="text-xs text-muted-foreground">unused</span>;
}
