import * as React from "react";
import { cn, overridable } from "@/lib/utils/cn";
import { GAP, PADDING_X, PADDING_Y } from "@/lib/utils/class-groups";

// A font size (which sets its own line height) replaces the title's leading-none, as tailwind-merge did.
const FONT_SIZE_OR_LEADING = /^(leading-|text-(xs|sm|base|lg|xl|[2-9]xl)$)/;

export function Card({ className, ...props }: React.ComponentProps<"div">) {
  return (
    <div
      data-slot="card"
      className={cn("flex flex-col rounded-xl border bg-card text-card-foreground shadow-sm", overridable("gap-6 py-6", className, [GAP, PADDING_Y]), className)}
      {...props}
    />
  );
}

export function CardHeader({ className, ...props }: React.ComponentProps<"div">) {
  return (
    <div
      data-slot="card-header"
      className={cn(
        overridable("px-6", className, [PADDING_X]),
        "@container/card-header grid auto-rows-min grid-rows-[auto_auto] items-start gap-1.5 has-data-[slot=card-action]:grid-cols-[1fr_auto] [.border-b]:pb-6",
        className,
      )}
      {...props}
    />
  );
}

export function CardTitle({ className, ...props }: React.ComponentProps<"div">) {
  return <div data-slot="card-title" className={cn(overridable("leading-none", className, [FONT_SIZE_OR_LEADING]), "font-semibold", className)} {...props} />;
}

export function CardDescription({ className, ...props }: React.ComponentProps<"div">) {
  return <div data-slot="card-description" className={cn("text-sm text-muted-foreground", className)} {...props} />;
}

export function CardAction({ className, ...props }: React.ComponentProps<"div">) {
  return (
    <div
      data-slot="card-action"
      className={cn("col-start-2 row-span-2 row-start-1 self-start justify-self-end", className)}
      {...props}
    />
  );
}

export function CardContent({ className, ...props }: React.ComponentProps<"div">) {
  return <div data-slot="card-content" className={cn(overridable("px-6", className, [PADDING_X]), className)} {...props} />;
}

export function CardFooter({ className, ...props }: React.ComponentProps<"div">) {
  return <div data-slot="card-footer" className={cn("flex items-center px-6 [.border-t]:pt-6", className)} {...props} />;
}
