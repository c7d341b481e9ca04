import * as React from "react";
import { Slot } from "@/components/ui/slot";
import { cn, overridable } from "@/lib/utils/cn";
import { BG_COLOR, HEIGHT, HOVER_BG_COLOR, HOVER_TEXT_COLOR, PADDING_X, SHADOW, SIZE_OVER_BOX, TEXT_COLOR } from "@/lib/utils/class-groups";

const BASE =
  "inline-flex shrink-0 items-center justify-center whitespace-nowrap rounded-md text-sm font-medium transition-all outline-none focus-visible:border-ring focus-visible:ring-[3px] disabled:pointer-events-none disabled:opacity-50 aria-invalid:border-destructive aria-invalid:ring-destructive/20 [&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*='size-'])]:size-4";

// Plain lookups instead of class-variance-authority (same class strings, less client JS).
const VARIANTS = {
  default: "bg-primary text-primary-foreground shadow-xs hover:bg-primary/90 focus-visible:ring-ring",
  secondary: "bg-secondary text-secondary-foreground shadow-xs hover:bg-secondary/80 focus-visible:ring-ring",
  outline: "border bg-background shadow-xs hover:bg-accent hover:text-accent-foreground focus-visible:ring-ring",
  ghost: "hover:bg-accent hover:text-accent-foreground focus-visible:ring-ring",
  destructive: "bg-destructive text-white shadow-xs hover:bg-destructive/90 focus-visible:ring-destructive/20",
  link: "text-primary underline-offset-4 hover:underline focus-visible:ring-ring",
};

// Phones (below sm): the full-size buttons are 44 px touch targets; the small ones are secondary actions.
const SIZES = {
  default: "h-9 max-sm:h-11 gap-2 px-4 py-2 has-[>svg]:px-3",
  sm: "h-8 gap-1.5 rounded-md px-3 has-[>svg]:px-2.5",
  lg: "h-10 max-sm:h-11 gap-2 rounded-md px-6 has-[>svg]:px-4",
  icon: "size-9 max-sm:size-11 gap-2",
  "icon-sm": "size-8 gap-2",
};

export type ButtonVariantProps = { variant?: keyof typeof VARIANTS | null; size?: keyof typeof SIZES | null };

/** A button's classes; `null` leaves that option's classes out (as cva did). */
export function buttonVariants({ variant, size }: ButtonVariantProps = {}) {
  return cn(BASE, variant !== null && VARIANTS[variant ?? "default"], size !== null && SIZES[size ?? "default"]);
}

// The defaults a caller's className replaces (e.g. `h-10` on the auth forms, `text-muted-foreground` on a ghost link).
const BUTTON_OVERRIDES = [HEIGHT, SIZE_OVER_BOX, PADDING_X, BG_COLOR, HOVER_BG_COLOR, TEXT_COLOR, HOVER_TEXT_COLOR, SHADOW];

export type ButtonProps = React.ComponentProps<"button"> & ButtonVariantProps & { asChild?: boolean };

export function Button({ className, variant, size, asChild = false, ...props }: ButtonProps) {
  const Comp = asChild ? Slot : "button";
  return <Comp data-slot="button" className={cn(overridable(buttonVariants({ variant, size }), className, BUTTON_OVERRIDES), className)} {...props} />;
}
