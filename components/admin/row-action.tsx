"use client";

import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils/cn";
import { Tooltip, TooltipContent, TooltipTrigger } from "@/components/ui/tooltip";

/** An icon button in a table row, named for assistive technology and with a tooltip. */
export function RowAction({
  label,
  tooltip,
  className,
  disabled,
  onClick,
  children,
}: {
  label: string;
  tooltip: string;
  className?: string;
  disabled?: boolean;
  onClick: () => void;
  children: React.ReactNode;
}) {
  return (
    <Tooltip>
      <TooltipTrigger asChild>
        <Button variant="ghost" size="icon-sm" aria-label={label} className={cn("max-md:size-11", className)} disabled={disabled} onClick={onClick}>
          {children}
        </Button>
      </TooltipTrigger>
      <TooltipContent>{tooltip}</TooltipContent>
    </Tooltip>
  );
}
