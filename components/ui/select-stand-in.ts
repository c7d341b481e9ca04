import type { ButtonHTMLAttributes } from "react";

/**
 * What a plain button standing in for a Radix Select trigger (until the real select loads) shares with
 * it: the combobox's ARIA (it controls a list that exists only while open, allowed while aria-expanded is
 * false), fetching the real select on hover or focus, and opening it on a press or ↑/↓.
 */
export function selectStandInProps(listId: string, load: () => unknown, open: () => void): ButtonHTMLAttributes<HTMLButtonElement> {
  return {
    type: "button",
    role: "combobox",
    "aria-expanded": false,
    "aria-controls": listId,
    "aria-autocomplete": "none",
    onPointerEnter: () => void load(),
    onFocus: () => void load(),
    onClick: open,
    onKeyDown: (event) => {
      if (event.key === "ArrowDown" || event.key === "ArrowUp") {
        event.preventDefault();
        open();
      }
    },
  };
}
