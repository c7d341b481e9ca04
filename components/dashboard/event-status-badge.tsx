import { Badge } from "@/components/ui/badge";
import type { EventStatus } from "@/lib/db/schema/events";

const styles: Record<EventStatus, { label: string; variant: "warning" | "info" | "success" | "destructive" }> = {
  pending: { label: "Pending", variant: "warning" },
  running: { label: "Running", variant: "info" },
  completed: { label: "Completed", variant: "success" },
  failed: { label: "Failed", variant: "destructive" },
};

export function EventStatusBadge({ status, className }: { status: EventStatus | null; className?: string }) {
  const style = styles[status ?? "pending"] ?? styles.pending;
  return (
    <Badge variant={style.variant} className={className}>
      {style.label}
    </Badge>
  );
}
