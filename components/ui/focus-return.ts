"use client";

import { useCallback, useRef, type Ref } from "react";

// Radix returns focus to a Dialog.Trigger, but most dialogs here open from a row button, a menu item or
// after an action (no Trigger), and focus then drops to the body. Every dialog and sheet remembers the
// control focused last outside menus and listboxes when it opens, and focuses it again when it closes.
//
// The opener is noted when the content mounts (its ref), not in onOpenAutoFocus: Radix skips that event
// when a field inside already took the focus (an `autoFocus` input is focused by React before Radix's
// effect runs), so a dialog with an autofocused field would forget its opener.

const TRANSIENT = '[role="menu"], [role="listbox"], [data-radix-popper-content-wrapper]';
const HISTORY_SIZE = 20;
/** Controls focused recently, newest last: the opener may have handed its focus on before the content mounted. */
const history: HTMLElement[] = [];

function eligible(element: Element | null): element is HTMLElement {
  return element instanceof HTMLElement && element !== document.body && !element.closest(TRANSIENT);
}

if (typeof document !== "undefined") {
  document.addEventListener(
    "focusin",
    (event) => {
      const target = event.target as Element | null;
      if (!eligible(target)) return;
      const at = history.indexOf(target);
      if (at !== -1) history.splice(at, 1);
      history.push(target);
      if (history.length > HISTORY_SIZE) history.shift();
    },
    true,
  );
}

/** The control that opened `content`: the focused one if it is outside, else the newest one focused outside. */
function openerOf(content: HTMLElement): HTMLElement | null {
  const active = document.activeElement;
  if (eligible(active) && !content.contains(active)) return active;
  for (let i = history.length - 1; i >= 0; i--) {
    const element = history[i];
    if (element.isConnected && !content.contains(element)) return element;
  }
  return null;
}

/** A stand-in for an opener that was re-rendered away: the element now at the same id, or the one control with its name. */
function stillThere(element: HTMLElement): HTMLElement | null {
  if (element.isConnected) return element;
  if (element.id) {
    const found = document.getElementById(element.id);
    if (found) return found;
  }
  const label = element.getAttribute("aria-label");
  if (label) {
    const same = document.querySelectorAll<HTMLElement>(`${element.tagName}[aria-label="${CSS.escape(label)}"]`);
    if (same.length === 1) return same[0];
  }
  return null;
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

function assignRef<T>(ref: Ref<T> | undefined, value: T | null) {
  if (typeof ref === "function") ref(value);
  else if (ref) ref.current = value;
}

/**
 * Props for a Radix Dialog/AlertDialog/Sheet Content: a ref that notes the opener when the content mounts,
 * and an onCloseAutoFocus that focuses it again. `ref` is the caller's own ref to the content, if any.
 */
export function useReturnFocus(onCloseAutoFocus: AutoFocusHandler, ref?: Ref<HTMLDivElement>) {
  const opener = useRef<HTMLElement | null>(null);
  const content = useRef<HTMLElement | null>(null);
  const setContent = useCallback(
    (node: HTMLDivElement | null) => {
      // Not cleared on null: a new callback ref detaches and reattaches the same node, which must not count as opening.
      if (node && node !== content.current) {
        opener.current = openerOf(node);
        content.current = node;
      }
      assignRef(ref, node);
    },
    [ref],
  );
  return {
    ref: setContent,
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
