import { describe, expect, it } from "vitest";
import { createArchiveBatcher } from "./archive-batcher";
import type { JobOutcome } from "./queue-client";

const ok: JobOutcome = { success: true, durationSeconds: 0.01, retryCount: 0 };

describe("createArchiveBatcher", () => {
  it("sends the archives that finish together, and those finishing while a batch is on its way, in one call each", async () => {
    const calls: number[][] = [];
    let release!: () => void;
    const firstInFlight = new Promise<void>((r) => (release = r));
    const batcher = createArchiveBatcher(async (batch) => {
      calls.push(batch.map((b) => b.msgId));
      if (calls.length === 1) await firstInFlight;
      // 7 was archived by another worker meanwhile.
      return new Set(batch.map((b) => b.msgId).filter((id) => id !== 7));
    });
    const first = [1, 2, 3].map((id) => batcher.archive(id, ok));
    await new Promise((r) => setImmediate(r));
    const later = [4, 5, 6, 7].map((id) => batcher.archive(id, ok));
    release();
    expect(await Promise.all([...first, ...later])).toEqual([true, true, true, true, true, true, false]);
    expect(calls).toEqual([
      [1, 2, 3],
      [4, 5, 6, 7],
    ]);
  });

  it("fails every archive of a failed batch and keeps working for the next ones", async () => {
    let fail = true;
    const batcher = createArchiveBatcher(async (batch) => {
      if (fail) throw new Error("connection lost");
      return new Set(batch.map((b) => b.msgId));
    });
    const results = await Promise.allSettled([batcher.archive(1, ok), batcher.archive(2, ok)]);
    expect(results.map((r) => r.status)).toEqual(["rejected", "rejected"]);
    fail = false;
    expect(await batcher.archive(3, ok)).toBe(true);
  });
});
