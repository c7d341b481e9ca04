"use client";

import { Toaster as Sonner, type ToasterProps } from "sonner";

/** App-wide toast outlet; call `toast()` from "sonner" anywhere in client code. */
export function Toaster(props: ToasterProps) {
  return (
    <Sonner
      className="toaster group"
      // Top centre: clear of dialog footers (their Save/Cancel buttons) and of the table's row actions.
      position="top-center"
      richColors
      closeButton
      style={
        {
          "--normal-bg": "var(--popover)",
          "--normal-text": "var(--popover-foreground)",
          "--normal-border": "var(--border)",
        } as React.CSSProperties
      }
      {...props}
    />
  );
}
