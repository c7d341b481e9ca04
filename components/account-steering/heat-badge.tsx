"use client";

import { useEffect, useId, useRef, useState } from "react";
import { Popover as PopoverPrimitive } from "radix-ui";
import { useAction } from "@/components/shell/use-action";
import type { ActionResult } from "@/lib/actions/action-result";
import type { HeatExplanation, HeatView } from "@/lib/account-heat/heat-score";

export type ExplainHeat = (input: { account_id: string }) => Promise<ActionResult<HeatExplanation>>;


/**
 * The account heat badge and its explanation: the signals that made it. Opens on hover (a mouse), on
 * keyboard focus and on a tap (phones); closes when the pointer or focus leaves, on Escape or a tap
 * elsewhere. The explanation is read out as the button's description; focus stays on the button.
 */
export function HeatBadge({ accountId, accountName, heat, explain }: { accountId: string; accountName: string; heat: HeatView; explain: ExplainHeat }) {
  const [explanation, setExplanation] = useState<HeatExplanation | null>(null);
  const loading = useAction(explain, { fallbackError: "The signals could not be loaded." });
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
    if (!explanation && !loading.pending) void loading.execute({ account_id: accountId }).then((r) => r && setExplanation({ summary: r.summary, lines: r.lines }));
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
          {explanation ? (
            <>
              <p className="font-medium">{explanation.summary}</p>
              <ul className="mt-2 grid list-disc gap-1 pl-4 whitespace-normal">
                {explanation.lines.map((line, i) => (
                  <li key={i}>{line}</li>
                ))}
              </ul>
            </>
          ) : (
            <p>{loading.error ?? "Loading the signals…"}</p>
          )}
        </PopoverPrimitive.Content>
      </PopoverPrimitive.Portal>
    </PopoverPrimitive.Root>
  );
}
