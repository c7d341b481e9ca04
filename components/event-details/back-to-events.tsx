import Link from "next/link";
import { ArrowLeft } from "lucide-react";

export function BackToEvents() {
  return (
    <Link href="/user/events" className="inline-flex w-fit items-center gap-1.5 text-sm font-medium text-muted-foreground hover:text-foreground">
      <ArrowLeft className="size-4" aria-hidden />
      Back to Events
    </Link>
  );
}
