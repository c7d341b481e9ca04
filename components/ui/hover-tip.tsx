"use client";

import { useEffect, useRef, useState } from "react";
import { cn } from "@/lib/utils/cn";

type Tip = { text: string; x: number; y: number };

/** The text a tip shows for an element: its data-tip, then what aria-describedby points to. */
function tipText(el: HTMLElement) {
  const own = el.dataset.tip ?? "";
  const described = (el.getAttribute("aria-describedby") ?? "")
    .split(/\s+/)
    .map((id) => (id ? document.getElementById(id)?.textContent?.trim() : ""))
    .filter(Boolean)
    .join(" ");
  return [own, described].filter(Boolean).join(": ");
}

/**
 * One tooltip for a whole region, instead of a tooltip component per row: any descendant with
 * `data-tip` shows its tip on hover and on keyboard focus (its aria-describedby text appended, so a
 * disabled action says why). Nothing is rendered until a tip is shown.
 */
export function HoverTip({ children, className }: { children: React.ReactNode; className?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const [tip, setTip] = useState<Tip | null>(null);

  useEffect(() => {
    const root = ref.current;
    if (!root) return;
    let current: HTMLElement | null = null;
    const show = (event: Event) => {
      const el = (event.target as HTMLElement | null)?.closest<HTMLElement>("[data-tip]");
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
  }, []);

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
