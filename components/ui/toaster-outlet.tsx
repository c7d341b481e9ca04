"use client";

import { useEffect } from "react";
import { Toaster as Sonner } from "sonner";
import { markToastOutletReady } from "./toast";

function ReadySignal() {
  // Runs after Sonner's own effects (an earlier sibling's), so its subscription exists by then.
  useEffect(() => markToastOutletReady(), []);
  return null;
}

/** sonner's outlet, loaded with the first toast (see ./toast.ts). */
export default function ToasterOutlet() {
  return (
    <>
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
      />
      <ReadySignal />
    </>
  );
}
