import { afterEach, describe, expect, it, vi } from "vitest";
import { AppError } from "@/lib/errors/app-error";
import { log, readOrFallback, withRequestId } from "./log";

const lines = () => {
  const out = vi.spyOn(console, "log").mockImplementation(() => {});
  const err = vi.spyOn(console, "error").mockImplementation(() => {});
  return () => [...out.mock.calls, ...err.mock.calls].map((call) => String(call[0]));
};

describe("log", () => {
  afterEach(() => vi.restoreAllMocks());

  it("puts the request id on every line written inside the request, awaited work included", async () => {
    const written = lines();
    await withRequestId("req-1", async () => {
      log.info("first");
      await new Promise((resolve) => setTimeout(resolve, 1));
      log.error("deeper", { step: 2 });
    });
    log.info("outside");
    expect(written()).toEqual([
      '[trayo] info: first {"requestId":"req-1"}',
      '[trayo] info: outside',
      '[trayo] error: deeper {"requestId":"req-1","step":2}',
    ]);
  });

  it("keeps two requests running at once apart", async () => {
    const written = lines();
    const tick = () => new Promise((resolve) => setTimeout(resolve, 1));
    await Promise.all([
      withRequestId("a", async () => (await tick(), log.info("from a"))),
      withRequestId("b", async () => (log.info("from b"), await tick())),
    ]);
    expect(written().sort()).toEqual(['[trayo] info: from a {"requestId":"a"}', '[trayo] info: from b {"requestId":"b"}']);
  });
});

describe("readOrFallback", () => {
  afterEach(() => vi.restoreAllMocks());

  it("gives the read's result, or the fallback when it fails: an unexpected failure is logged with a request id", async () => {
    const written = lines();
    expect(await readOrFallback("listing things", async () => [1, 2], [])).toEqual([1, 2]);
    expect(await readOrFallback("listing things", async () => Promise.reject(new Error("db down")), [])).toEqual([]);
    const [line] = written();
    expect(line).toMatch(/^\[trayo\] error: listing things failed \{"requestId":"[0-9a-f-]{36}","error":\{"name":"Error","message":"db down"/);
  });

  it("does not log an expected failure", async () => {
    const written = lines();
    expect(await readOrFallback("loading the event", async () => Promise.reject(new AppError("not_found", "Event not found")), null)).toBeNull();
    expect(written()).toEqual([]);
  });
});
