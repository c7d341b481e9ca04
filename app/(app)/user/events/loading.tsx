import { UserEventFeedSkeleton } from "@/components/events/user-event-feed-skeleton";

export default function Loading() {
  return (
    <div className="mx-auto grid w-full max-w-3xl gap-5">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight">My Events</h1>
        <p className="text-sm text-muted-foreground">Events from the reports you received, most recently sent first.</p>
      </div>
      <UserEventFeedSkeleton />
    </div>
  );
}
