import { act, type ReactNode } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, beforeEach } from "vitest";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/**
 * A fresh React root in the jsdom document for each test of the calling `describe`, unmounted and the
 * document emptied after it. `render(node)` renders inside `act`.
 */
export function useReactRoot() {
  let root: Root | null = null;
  beforeEach(() => {
    root = createRoot(document.body.appendChild(document.createElement("div")));
  });
  afterEach(() => {
    act(() => root?.unmount());
    root = null;
    document.body.innerHTML = "";
  });
  return {
    render: (node: ReactNode) => act(() => root!.render(node)),
  };
}
