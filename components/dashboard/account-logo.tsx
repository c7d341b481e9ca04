"use client";

import { Avatar, AvatarFallback, AvatarImage } from "@/components/ui/avatar";
import { initials } from "@/lib/users/initials";
import { cn } from "@/lib/utils/cn";

/** An account's logo, falling back to its initials while loading or when it has none. */
export function AccountLogo({ name, logoUrl, className }: { name: string; logoUrl: string | null; className?: string }) {
  return (
    <Avatar className={cn("size-8 rounded-md border bg-background", className)}>
      {logoUrl && <AvatarImage src={logoUrl} alt="" className="object-contain p-0.5" />}
      <AvatarFallback className="rounded-md bg-linear-to-br from-slate-100 to-slate-200 text-[11px] font-semibold text-slate-600">
        {initials(name) || "?"}
      </AvatarFallback>
    </Avatar>
  );
}
