import { Check, Circle } from "lucide-react";
import type { EmailLogRow } from "@/lib/emails/list-emails";
import { cn } from "@/lib/utils/cn";

const at = (d: Date | null) => (d ? new Date(d).toLocaleString("en-US", { month: "short", day: "numeric", hour: "numeric", minute: "2-digit", second: "2-digit" }) : null);

/** The timeline steps of spec 2 §4, each with its time when it happened. */
export function timelineSteps(email: EmailLogRow) {
  return [
    { label: "Queued", at: email.createdAt, bad: false },
    { label: "Sent", at: email.sentAt, bad: false },
    { label: "Delivered", at: email.deliveredAt, bad: false },
    { label: "First opened", at: email.firstOpenedAt, bad: false },
    { label: "First clicked", at: email.firstClickedAt, bad: false },
    { label: "Failed", at: email.failedAt, bad: true },
    { label: "Bounced", at: email.bouncedAt, bad: true },
    { label: "Complained", at: email.complainedAt, bad: true },
  ];
}

export function EmailTimeline({ email }: { email: EmailLogRow }) {
  return (
    <ol className="grid gap-1.5" aria-label="Email timeline">
      {timelineSteps(email)
        .filter((s) => !s.bad || s.at)
        .map((step) => (
          <li key={step.label} data-done={step.at ? "true" : "false"} className="flex items-center gap-2 text-sm">
            {step.at ? (
              <Check className={cn("size-4", step.bad ? "text-destructive" : "text-emerald-600")} aria-hidden />
            ) : (
              <Circle className="size-4 text-muted-foreground/50" aria-hidden />
            )}
            <span className={cn("w-28", !step.at && "text-muted-foreground")}>{step.label}</span>
            <span className="text-muted-foreground">{at(step.at) ?? "—"}</span>
          </li>
        ))}
    </ol>
  );
}
