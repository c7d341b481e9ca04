// @vitest-environment jsdom
import { act } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useReactRoot } from "@/tests/support/react-root";
import { RunAllButton } from "./run-all-button";

const button = (label: string) => [...document.querySelectorAll("button")].find((b) => b.textContent?.trim() === label);

describe("RunAllButton", () => {
  const root = useReactRoot();
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  async function confirmRunAll(answer: Response | Error) {
    const fetchMock = vi.fn(async () => {
      if (answer instanceof Error) throw answer;
      return answer;
    });
    vi.stubGlobal("fetch", fetchMock);
    const alertMock = vi.fn();
    vi.stubGlobal("alert", alertMock);
    const onQueued = vi.fn();
    root.render(<RunAllButton onQueued={onQueued} />);
    await act(async () => button("Run All")?.click());
    await act(async () =>
      [...document.querySelectorAll('[role="alertdialog"] button')]
        .find((b) => b.textContent === "Run All")
        ?.dispatchEvent(new MouseEvent("click", { bubbles: true })),
    );
    await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
    return { fetchMock, onQueued, alertMock };
  }

  it("queues every discovery and says how many", async () => {
    const { fetchMock, onQueued } = await confirmRunAll(new Response(JSON.stringify({ details: { queued: 4, already_active: 1 } }), { status: 200 }));
    expect(fetchMock).toHaveBeenCalledWith("/api/generate-discovery-jobs", expect.objectContaining({ method: "POST", body: "{}" }));
    expect(document.querySelector('[role="status"]')?.textContent).toBe("Queued 4 discoveries (1 already running).");
    expect(onQueued).toHaveBeenCalledTimes(1);
  });

  it("shows a refused request beside the button in the spec's words, without a browser alert", async () => {
    const { onQueued, alertMock } = await confirmRunAll(
      new Response(JSON.stringify({ error: "Admin access required" }), {
        status: 403,
      }),
    );
    expect(document.querySelector('[role="alert"]')?.textContent).toBe("Failed to trigger discovery: Admin access required");
    expect(document.querySelector('[role="status"]')).toBeNull();
    expect(alertMock).not.toHaveBeenCalled();
    expect(onQueued).not.toHaveBeenCalled();
  });

  it("reports a network failure the same way", async () => {
    await confirmRunAll(new TypeError("Failed to fetch"));
    expect(document.querySelector('[role="alert"]')?.textContent).toBe("Failed to trigger discovery: Failed to fetch");
  });
});
