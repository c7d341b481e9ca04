import { initials } from "@/lib/users/initials";
import { cn, overridable } from "@/lib/utils/cn";
import { SIZE } from "@/lib/utils/class-groups";

/** A round badge with a person's or company's initials. */
export function InitialsAvatar({ name, className }: { name: string | null | undefined; className?: string }) {
  return (
    <span
      aria-hidden
      className={cn(
        overridable("size-8", className, [SIZE]),
        "grid shrink-0 place-items-center rounded-full bg-muted text-xs font-semibold text-muted-foreground ring-1 ring-border",
        className,
      )}
    >
      {initials(name) || "?"}
    </span>
  );
}
