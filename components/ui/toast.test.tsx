// @vitest-environment jsdom
import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Toaster } from "./sonner";
import { toast } from "./toast";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

// jsdom lacks matchMedia, which sonner reads for the colour scheme.
window.matchMedia ??= ((query: string) => ({ matches: false, media: query, addEventListener() {}, removeEventListener() {}, addListener() {}, removeListener() {} })) as never;

describe("toast outlet loaded on first use", () => {
  let root: Root;
  let host: HTMLDivElement;
  beforeEach(() => {
    host = document.createElement("div");
    document.body.append(host);
    root = createRoot(host);
  });
  afterEach(() => {
    act(() => root.unmount());
    host.remove();
  });

  it("renders nothing until a toast is asked for, then shows every toast sent before the outlet loaded", async () => {
    await act(async () => root.render(<Toaster />));
    expect(document.querySelector("[data-sonner-toaster]")).toBeNull();

    await act(async () => {
      toast.success("Account updated");
      toast.error("Failed to save");
    });
    await vi.waitFor(() => {
      expect(document.body.textContent).toContain("Account updated");
      expect(document.body.textContent).toContain("Failed to save");
    });
    expect(document.querySelector("[data-sonner-toast][data-type=success]")?.textContent).toContain("Account updated");
  });
});
