import { afterEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { AppError } from "@/lib/errors/app-error";
import { log } from "@/lib/log";
import { publicAction } from "./action-client";

describe("the action client", () => {
  afterEach(() => vi.restoreAllMocks());

  it("answers an AppError with its message and code", async () => {
    const action = publicAction({ name: "saving", input: z.string() }, async () => {
      throw new AppError("unavailable", "Try again shortly.");
    });
    expect(await action("x")).toEqual({ ok: false, error: "Try again shortly.", code: "unavailable" });
  });

  it("answers an invalid input with the schema's message", async () => {
    const action = publicAction({ name: "saving", input: z.string({ error: "Name is required" }) }, async () => ({ ok: true }));
    expect(await action(undefined as unknown as string)).toEqual({ ok: false, error: "Name is required", code: "invalid" });
  });

  it("logs an unexpected failure, every line of it carrying the request id the person is shown", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const warned = vi.spyOn(console, "warn").mockImplementation(() => {});
    const action = publicAction({ name: "saving", input: z.string(), fallbackError: "Save failed." }, async () => {
      await new Promise((resolve) => setTimeout(resolve, 1));
      log.warn("a deeper step noticed something");
      throw new Error("connection reset");
    });
    const result = await action("x");
    if (result.ok) throw new Error("expected a failure");
    expect(result.code).toBe("unexpected");
    expect(result.error).toBe(`Save failed. (Reference: ${result.requestId!.slice(0, 8)})`);
    expect(result.error).not.toContain("connection reset");
    const failure = logged.mock.calls.map((call) => String(call[0])).find((line) => line.includes("action: saving failed"));
    expect(failure).toContain(`"requestId":"${result.requestId}"`);
    expect(String(warned.mock.calls[0][0])).toBe(`[trayo] warn: a deeper step noticed something {"requestId":"${result.requestId}"}`);
  });
});
