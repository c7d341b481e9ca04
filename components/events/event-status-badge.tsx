import { AlertCircle, CheckCircle2, Clock, Loader2 } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import type { EventStatus } from "@/lib/db/schema/events";
import { STATUS_LABELS } from "./event-status-labels";


/**
 * Processing status. A failed event's badge carries its reason for a HoverTip around it (shown on hover
 * and keyboard focus) and for screen readers: no tooltip component per badge.
 */
export function EventStatusBadge({
  status,
  reason,
}: {
  status: EventStatus;
  reason?: string | null;
}) {
  if (status === "failed") {
    return (
      <Badge
        variant="destructive"
        tabIndex={0}
        className="cursor-help"
        aria-label={`Failed: ${reason || "Processing failed"}`}
        data-tip={reason || "Processing failed"}
      >
        <AlertCircle aria-hidden />
        {STATUS_LABELS.failed}
      </Badge>
    );
  }
  if (status === "completed") {
    return (
      <Badge variant="success">
        <CheckCircle2 aria-hidden />
        {STATUS_LABELS.completed}
      </Badge>
    );
  }
  if (status === "running") {
    return (
      <Badge variant="info">
        <Loader2 className="animate-spin" aria-hidden />
        {STATUS_LABELS.running}
      </Badge>
    );
  }
  return (
    <Badge variant="warning">
      <Clock aria-hidden />
      {STATUS_LABELS.pending}
    </Badge>
  );
}
