"use client";

import { useEffect, useState } from "react";
import { Toaster as Sonner } from "sonner";
import { markToastOutletReady } from "./toast";

function ReadySignal() {
  // Runs after Sonner's own effects (an earlier sibling's), so its subscription exists by then.
  useEffect(() => markToastOutletReady(), []);
  return null;
}

// A Radix dialog stays in the page, marked closed, while it animates out.
const OPEN_DIALOG = '[role="dialog"][data-state="open"], [role="alertdialog"][data-state="open"]';

/** Whether a dialog (or the mobile menu sheet) is open. */
function useDialogOpen() {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const check = () => setOpen(document.querySelector(OPEN_DIALOG) !== null);
    check();
    const observer = new MutationObserver(check);
    observer.observe(document.body, { childList: true, subtree: true, attributeFilter: ["data-state"] });
    return () => observer.disconnect();
  }, []);
  return open;
}

/** sonner's outlet, loaded with the first toast (see ./toast.ts). */
export default function ToasterOutlet() {
  const dialogOpen = useDialogOpen();
  return (
    <>
      <Sonner
        className="toaster group"
        // Top centre: clear of the table's row actions. With a dialog open, bottom centre: a dialog's
        // title and close button sit at its top, which on a phone (or a tall dialog) is the screen's top.
        position={dialogOpen ? "bottom-center" : "top-center"}
        richColors
        closeButton
        style={
          {
            "--normal-bg": "var(--popover)",
            "--normal-text": "var(--popover-foreground)",
            "--normal-border": "var(--border)",
            // sonner's rich colours put text on its tinted backgrounds at 3.1–4.4:1 (green 4.2:1): darker
            // shades of the same hues reach WCAG AA's 4.5:1 (axe found the "User created" toast).
            "--success-text": "hsl(140, 100%, 22%)",
            "--info-text": "hsl(210, 92%, 35%)",
            "--warning-text": "hsl(31, 92%, 28%)",
            "--error-text": "hsl(360, 100%, 38%)",
          } as React.CSSProperties
        }
      />
      <ReadySignal />
    </>
  );
}
