import * as React from "react";
import { cn, overridable } from "@/lib/utils/cn";
import { ROUNDED } from "@/lib/utils/class-groups";

export function Skeleton({ className, ...props }: React.ComponentProps<"div">) {
  return <div data-slot="skeleton" className={cn("animate-pulse bg-muted", overridable("rounded-md", className, [ROUNDED]), className)} {...props} />;
}
