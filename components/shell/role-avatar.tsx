import { Crown, User } from "lucide-react";
import { cn, overridable } from "@/lib/utils/cn";
import { SIZE } from "@/lib/utils/class-groups";

/** Admins: a crown on purple-to-blue; normal users: a person on yellow-to-pink (spec 1 §1). */
export function RoleAvatar({ isAdmin, className }: { isAdmin: boolean; className?: string }) {
  const Icon = isAdmin ? Crown : User;
  return (
    <span
      data-role={isAdmin ? "admin" : "user"}
      className={cn(
        overridable("size-8", className, [SIZE]),
        "grid shrink-0 place-items-center rounded-full text-white shadow-sm ring-2 ring-background",
        isAdmin ? "bg-linear-to-br from-purple-600 to-blue-500" : "bg-linear-to-br from-yellow-400 to-pink-500",
        className,
      )}
    >
      <Icon className="size-4" strokeWidth={2.25} aria-hidden />
    </span>
  );
}
