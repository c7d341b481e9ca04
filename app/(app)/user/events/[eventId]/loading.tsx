import { BackToEvents } from "@/components/event-details/back-to-events";

export default function Loading() {
  return (
    <div className="mx-auto grid w-full max-w-3xl gap-4">
      <BackToEvents />
      <p role="status" className="py-14 text-center text-sm text-muted-foreground">
        Loading event...
      </p>
    </div>
  );
}
