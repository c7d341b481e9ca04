"use client";

import { useEffect, useRef, useState } from "react";
import { cn } from "@/lib/utils/cn";

type Tip = { text: string; x: number; y: number };

const textOf = (id: string | undefined) => (id ? (document.getElementById(id)?.textContent?.trim() ?? "") : "");

/** The text a tip shows for an element: its data-tip (or the first word of its aria-labelledby), then what aria-describedby points to. */
function tipText(el: HTMLElement) {
  const own = el.dataset.tip ?? textOf(el.getAttribute("aria-labelledby")?.split(/\s+/)[0]);
  const described = (el.getAttribute("aria-describedby") ?? "")
    .split(/\s+/)
    .map(textOf)
    .filter(Boolean)
    .join(" ");
  return [own, described].filter(Boolean).join(": ");
}

/**
 * One tooltip for a whole region, instead of a tooltip component per row: any descendant matching
 * `selector` shows its tip on hover and on keyboard focus (its aria-describedby text appended, so a
 * disabled action says why). Nothing is rendered until a tip is shown.
 */
export function HoverTip({
  children,
  className,
  selector = "[data-tip]",
}: {
  children: React.ReactNode;
  className?: string;
  selector?: string;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const [tip, setTip] = useState<Tip | null>(null);

  useEffect(() => {
    const root = ref.current;
    if (!root) return;
    let current: HTMLElement | null = null;
    const show = (event: Event) => {
      const el = (event.target as HTMLElement | null)?.closest<HTMLElement>(selector);
      if (!el || !root.contains(el) || el === current) return;
      const text = tipText(el);
      if (!text) return;
      current = el;
      const box = el.getBoundingClientRect();
      setTip({ text, x: Math.min(Math.max(box.left + box.width / 2, 96), window.innerWidth - 96), y: box.bottom + 6 });
    };
    const hide = (event: Event) => {
      const next = (event as FocusEvent).relatedTarget as Node | null;
      if (current && next && current.contains(next)) return;
      current = null;
      setTip(null);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") hide(event);
    };
    root.addEventListener("pointerover", show);
    root.addEventListener("pointerout", hide);
    root.addEventListener("focusin", show);
    root.addEventListener("focusout", hide);
    root.addEventListener("keydown", onKey);
    window.addEventListener("scroll", hide, true);
    return () => {
      root.removeEventListener("pointerover", show);
      root.removeEventListener("pointerout", hide);
      root.removeEventListener("focusin", show);
      root.removeEventListener("focusout", hide);
      root.removeEventListener("keydown", onKey);
      window.removeEventListener("scroll", hide, true);
    };
  }, [selector]);

  return (
    <div ref={ref} className={className}>
      {children}
      {tip ? (
        <div
          role="tooltip"
          className={cn(
            "pointer-events-none fixed z-50 max-w-xs -translate-x-1/2 rounded-md bg-foreground px-3 py-1.5 text-xs text-balance text-background shadow-md",
          )}
          style={{ left: tip.x, top: tip.y }}
        >
          {tip.text}
        </div>
      ) : null}
    </div>
  );
}
