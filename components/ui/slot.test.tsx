// @vitest-environment jsdom
import { act, createRef, type ReactElement } from "react";
import { createRoot } from "react-dom/client";
import { renderToStaticMarkup } from "react-dom/server";
import { Slot as RadixSlot } from "radix-ui";
import { describe, expect, it } from "vitest";
import { Slot } from "./slot";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

type AnySlot = (props: Record<string, unknown>) => ReactElement | null;
const slots: [string, AnySlot][] = [
  ["radix", RadixSlot.Root as unknown as AnySlot],
  ["ours", Slot as unknown as AnySlot],
];

// Our Slot must behave as Radix's did for Button and Badge: compared case by case.
function both(render: (S: AnySlot, log: string[]) => ReactElement) {
  return slots.map(([, S]) => {
    const log: string[] = [];
    return { html: renderToStaticMarkup(render(S, log)), log };
  });
}

describe("Slot (asChild) matches Radix's Slot", () => {
  it("merges classes, styles, aria-describedby and lets the child's other props win", () => {
    const [radix, ours] = both((S) => (
      <S className="slot-a slot-b" style={{ color: "red", margin: 1 }} aria-describedby="x y" title="slot" data-slot="button" id="s">
        <a href="https://example.com/x" className="child" style={{ margin: 2 }} aria-describedby="y z" title="child">
          Go
        </a>
      </S>
    ));
    expect(ours.html).toBe(radix.html);
    expect(ours.html).toContain('class="slot-a slot-b child"');
  });

  it("runs the child's handler, then the slot's", () => {
    const results = slots.map(([, S]) => {
      const log: string[] = [];
      const root = document.createElement("div");
      document.body.append(root);
      act(() =>
        createRoot(root).render(
          <S onClick={() => log.push("slot")} onFocus={() => log.push("slot-focus")}>
            <button type="button" onClick={() => log.push("child")}>
              b
            </button>
          </S>,
        ),
      );
      act(() => root.querySelector("button")!.click());
      root.remove();
      return log;
    });
    expect(results[1]).toEqual(results[0]);
    expect(results[1]).toEqual(["child", "slot"]);
  });

  it("gives the element to both the slot's ref and the child's", () => {
    for (const [, S] of slots) {
      const slotRef = createRef<HTMLAnchorElement>();
      const childRef = createRef<HTMLAnchorElement>();
      const root = document.createElement("div");
      act(() =>
        createRoot(root).render(
          <S ref={slotRef}>
            <a href="https://example.com/x" ref={childRef}>
              x
            </a>
          </S>,
        ),
      );
      expect(slotRef.current).toBe(root.querySelector("a"));
      expect(childRef.current).toBe(root.querySelector("a"));
    }
  });

  it("renders nothing for no child and throws for several", () => {
    const [radix, ours] = both((S) => <S className="a">{null}</S>);
    expect(ours.html).toBe(radix.html);
    for (const [, S] of slots)
      expect(() =>
        renderToStaticMarkup(
          <S>
            <a href="https://example.com/1">1</a>
            <a href="https://example.com/2">2</a>
          </S>,
        ),
      ).toThrow();
  });
});
