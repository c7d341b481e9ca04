import type { EventStatus } from "@/lib/db/schema/events";

/** What each processing status is called wherever an event's status shows. */
export const STATUS_LABELS: Record<EventStatus, string> = { pending: "Pending", running: "Running", completed: "Completed", failed: "Failed" };
