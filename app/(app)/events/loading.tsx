import { EventsTableSkeleton } from "@/components/events/events-table-skeleton";

export default function Loading() {
  return <EventsTableSkeleton />;
}
