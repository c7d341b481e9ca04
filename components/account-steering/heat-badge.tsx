"use client";

import { useEffect, useId, useRef, useState } from "react";
import { Popover as PopoverPrimitive } from "radix-ui";
import type { HeatView } from "@/lib/account-heat/heat-score";
import { cn } from "@/lib/utils/cn";


/**
 * The account heat badge and its explanation: the signals that made it. Opens on hover (a mouse), on
 * keyboard focus and on a tap (phones); closes when the pointer or focus leaves, on Escape or a tap
 * elsewhere. The explanation is read out as the button's description; focus stays on the button.
 */
export function HeatBadge({ accountName, heat }: { accountName: string; heat: HeatView }) {
  const [open, setOpen] = useState(false);
  const [container, setContainer] = useState<HTMLElement | null>(null);
  const contentId = useId();
  const closeTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => void (closeTimer.current && clearTimeout(closeTimer.current)), []);

  const show = () => {
    if (closeTimer.current) clearTimeout(closeTimer.current);
    // Inside <main>, so the explanation sits in a landmark (axe's region rule), as the page's menus do.
    setContainer((c) => c ?? document.querySelector("main"));
    setOpen(true);
  };
  const hide = () => {
    if (closeTimer.current) clearTimeout(closeTimer.current);
    closeTimer.current = setTimeout(() => setOpen(false), 120);
  };

  return (
    <PopoverPrimitive.Root open={open} onOpenChange={setOpen}>
      <PopoverPrimitive.Anchor asChild>
        <button
          type="button"
          data-heat={heat.hot ? "hot" : "warm"}
          aria-label={`${heat.label}: why, for ${accountName}`}
          aria-expanded={open}
          aria-controls={open ? contentId : undefined}
          aria-describedby={open ? contentId : undefined}
          className={cn(
            "inline-flex h-6 shrink-0 items-center rounded-md border px-2 text-xs font-medium whitespace-nowrap outline-none focus-visible:ring-[3px] focus-visible:ring-ring",
            heat.hot ? "border-orange-300 bg-orange-50 text-orange-800 dark:border-orange-800 dark:bg-orange-950 dark:text-orange-200" : "border-border bg-background text-foreground",
          )}
          onPointerEnter={(e) => e.pointerType === "mouse" && show()}
          onPointerLeave={(e) => e.pointerType === "mouse" && hide()}
          onFocus={show}
          onBlur={hide}
          onClick={show}
          onKeyDown={(e) => e.key === "Escape" && open && (e.stopPropagation(), setOpen(false))}
        >
          {heat.label}
        </button>
      </PopoverPrimitive.Anchor>
      <PopoverPrimitive.Portal container={container}>
        <PopoverPrimitive.Content
          id={contentId}
          role="tooltip"
          side="bottom"
          align="start"
          sideOffset={6}
          collisionPadding={8}
          onOpenAutoFocus={(e) => e.preventDefault()}
          onCloseAutoFocus={(e) => e.preventDefault()}
          onPointerEnter={show}
          onPointerLeave={hide}
          className="z-50 w-[min(22rem,calc(100vw-1rem))] rounded-md border bg-popover p-3 text-xs text-popover-foreground shadow-md"
        >
          <p className="font-medium">{heat.summary}</p>
          <ul className="mt-2 grid list-disc gap-1 pl-4 whitespace-normal">
            {heat.lines.map((line, i) => (
              <li key={i}>{line}</li>
            ))}
          </ul>
        </PopoverPrimitive.Content>
      </PopoverPrimitive.Portal>
    </PopoverPrimitive.Root>
  );
}
