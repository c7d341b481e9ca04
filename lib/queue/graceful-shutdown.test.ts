import { EventEmitter } from "node:events";
import { describe, expect, it, vi } from "vitest";
import { createShutdownHandler, takeOverShutdownSignals } from "./graceful-shutdown";

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("createShutdownHandler", () => {
  it("stops the worker, then closes the database, then exits with 128 + the signal number, once", async () => {
    const order: string[] = [];
    let finishStop!: () => void;
    const handler = createShutdownHandler({
      stopWorker: () => new Promise<void>((resolve) => (finishStop = () => (order.push("worker stopped"), resolve()))),
      closeDatabase: async () => void order.push("database closed"),
      exit: (code) => void order.push(`exit ${code}`),
      forceExitAfterMs: 60_000,
    });

    const first = handler("SIGTERM");
    const repeated = handler("SIGINT");
    await tick();
    expect(order).toEqual([]);
    finishStop();
    await Promise.all([first, repeated]);
    expect(order).toEqual(["worker stopped", "database closed", "exit 143"]);
  });

  it("still closes the database and exits when stopping fails, and exits anyway when a step hangs", async () => {
    const exit = vi.fn();
    const closeDatabase = vi.fn(async () => {});
    await createShutdownHandler({
      stopWorker: async () => {
        throw new Error("queue unreachable");
      },
      closeDatabase,
      exit,
      forceExitAfterMs: 60_000,
    })("SIGINT");
    expect(closeDatabase).toHaveBeenCalledOnce();
    expect(exit).toHaveBeenCalledWith(130);

    vi.useFakeTimers();
    try {
      const hungExit = vi.fn();
      void createShutdownHandler({ stopWorker: () => new Promise(() => {}), closeDatabase, exit: hungExit, forceExitAfterMs: 5_000 })("SIGTERM");
      await vi.advanceTimersByTimeAsync(4_999);
      expect(hungExit).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(1);
      expect(hungExit).toHaveBeenCalledWith(143);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe("takeOverShutdownSignals", () => {
  it("replaces listeners registered earlier (Next.js's exit-on-close) with the shutdown handler", () => {
    const target = new EventEmitter();
    const nextCleanup = vi.fn();
    target.on("SIGTERM", nextCleanup);
    target.on("SIGINT", nextCleanup);
    const handler = vi.fn();

    takeOverShutdownSignals(handler, target);
    target.emit("SIGTERM", "SIGTERM");
    target.emit("SIGINT", "SIGINT");

    expect(nextCleanup).not.toHaveBeenCalled();
    expect(handler.mock.calls).toEqual([["SIGTERM"], ["SIGINT"]]);
    expect(target.listenerCount("SIGTERM")).toBe(1);
  });
});
