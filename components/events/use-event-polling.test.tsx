// @vitest-environment jsdom
import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { EventsActions } from "@/lib/events/event-actions-contract";
import type { EventRow } from "@/lib/events/list-events";
import { EVENT_POLL_INTERVAL_MS, EVENT_POLL_TIMEOUT_MS, useEventPolling } from "./use-event-polling";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const row = (id: string, status: EventRow["status"]) => ({ id, status }) as EventRow;

function Harness({ rows, poll, onUpdate }: { rows: EventRow[]; poll: EventsActions["poll"]; onUpdate: (c: EventRow[], m: string[]) => void }) {
  useEventPolling(rows, poll, onUpdate);
  return null;
}

describe("useEventPolling", () => {
  let root: Root;
  beforeEach(() => {
    vi.useFakeTimers();
    root = createRoot(document.createElement("div"));
  });
  afterEach(() => {
    act(() => root.unmount());
    vi.useRealTimers();
  });

  it("polls every 5 s with the active events only, and stops once none is pending or running", async () => {
    const poll = vi.fn<EventsActions["poll"]>(async () => ({ ok: true, changed: [row("a", "completed")], missing: [] }));
    const onUpdate = vi.fn();
    act(() => root.render(<Harness rows={[row("a", "pending"), row("b", "completed"), row("c", "running")]} poll={poll} onUpdate={onUpdate} />));

    await act(() => vi.advanceTimersByTimeAsync(EVENT_POLL_INTERVAL_MS - 1));
    expect(poll).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(poll).toHaveBeenCalledTimes(1);
    expect(poll).toHaveBeenLastCalledWith([
      { id: "a", status: "pending" },
      { id: "c", status: "running" },
    ]);
    expect(onUpdate).toHaveBeenCalledWith([row("a", "completed")], []);

    act(() => root.render(<Harness rows={[row("a", "completed"), row("b", "completed"), row("c", "failed")]} poll={poll} onUpdate={onUpdate} />));
    await act(() => vi.advanceTimersByTimeAsync(EVENT_POLL_INTERVAL_MS * 3));
    expect(poll).toHaveBeenCalledTimes(1);
    expect(vi.getTimerCount()).toBe(0);
  });

  it("keeps polling after a poll that never answers", async () => {
    const poll = vi
      .fn<EventsActions["poll"]>()
      .mockImplementationOnce(() => new Promise(() => {}))
      .mockImplementation(async () => ({ ok: true, changed: [row("a", "completed")], missing: [] }));
    const onUpdate = vi.fn();
    act(() => root.render(<Harness rows={[row("a", "pending")]} poll={poll} onUpdate={onUpdate} />));

    await act(() => vi.advanceTimersByTimeAsync(EVENT_POLL_INTERVAL_MS));
    expect(poll).toHaveBeenCalledTimes(1);
    // While the first poll hangs no second one starts; once it has timed out the next tick polls again.
    await act(() => vi.advanceTimersByTimeAsync(EVENT_POLL_INTERVAL_MS));
    expect(poll).toHaveBeenCalledTimes(1);
    await act(() => vi.advanceTimersByTimeAsync(EVENT_POLL_TIMEOUT_MS));
    expect(poll.mock.calls.length).toBeGreaterThan(1);
    expect(onUpdate).toHaveBeenCalledWith([row("a", "completed")], []);
  });

  it("does not poll when nothing is active", async () => {
    const poll = vi.fn<EventsActions["poll"]>();
    act(() => root.render(<Harness rows={[row("a", "completed")]} poll={poll} onUpdate={vi.fn()} />));
    await act(() => vi.advanceTimersByTimeAsync(EVENT_POLL_INTERVAL_MS * 2));
    expect(poll).not.toHaveBeenCalled();
  });
});
