"use client";

import { useRef } from "react";

// Radix returns focus to a Dialog.Trigger, but most dialogs here open from a row button, a menu item or
// after an action (no Trigger), and focus then drops to the body. Every dialog and sheet remembers the
// control focused last outside menus and listboxes when it opens, and focuses it again when it closes.

const TRANSIENT = '[role="menu"], [role="listbox"], [data-radix-popper-content-wrapper]';
let lastFocused: HTMLElement | null = null;

if (typeof document !== "undefined") {
  document.addEventListener(
    "focusin",
    (event) => {
      const target = event.target;
      if (target instanceof HTMLElement && target !== document.body && !target.closest(TRANSIENT)) lastFocused = target;
    },
    true,
  );
}

/** A stand-in for an opener that was re-rendered away: the element now at the same id or test id. */
function stillThere(element: HTMLElement): HTMLElement | null {
  if (element.isConnected) return element;
  const key = element.id ? `#${CSS.escape(element.id)}` : null;
  const found = key ? document.querySelector<HTMLElement>(key) : null;
  return found?.isConnected ? found : null;
}

/**
 * The opener, or when it can no longer take focus (it turned disabled, e.g. 'Email report' once the report
 * was sent) the dialog around it: focus left on the body would leave Escape and Tab without a target.
 */
function focusTarget(element: HTMLElement): HTMLElement | null {
  if (!element.matches(":disabled")) return element;
  return element.closest<HTMLElement>('[role="dialog"], [role="alertdialog"]');
}

type AutoFocusHandler = ((event: Event) => void) | undefined;

/** Handlers for a Radix Dialog/AlertDialog/Sheet Content: note the opener on open, refocus it on close. */
export function useReturnFocus(onOpenAutoFocus: AutoFocusHandler, onCloseAutoFocus: AutoFocusHandler) {
  const opener = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: (event: Event) => {
      const active = document.activeElement;
      opener.current = active instanceof HTMLElement && active !== document.body && !active.closest(TRANSIENT) ? active : lastFocused;
      onOpenAutoFocus?.(event);
    },
    onCloseAutoFocus: (event: Event) => {
      onCloseAutoFocus?.(event);
      if (event.defaultPrevented || !opener.current) return;
      const opened = stillThere(opener.current);
      const target = opened && focusTarget(opened);
      opener.current = null;
      if (!target) return;
      event.preventDefault();
      target.focus({ preventScroll: true });
    },
  };
}
