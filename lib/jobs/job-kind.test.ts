import { describe, expect, it, vi } from "vitest";
import type { Queryable } from "@/lib/db/database";
import { eventJob } from "./event-job";

const fakeTx = () => {
  const execute = vi.fn(async () => ({ rows: [{ msg_id: "42" }] }));
  return { tx: { execute } as unknown as Queryable, execute };
};

describe("a job kind's enqueue", () => {
  it("refuses a payload its job's schema rejects, before anything reaches the queue", async () => {
    const { tx, execute } = fakeTx();
    await expect(eventJob.enqueue(tx, { event_id: "not-a-uuid" })).rejects.toThrow(/GUID/i);
    await expect(eventJob.enqueuePrivileged(tx, { event_id: "not-a-uuid" })).rejects.toThrow(/GUID/i);
    expect(execute).not.toHaveBeenCalled();
  });

  it("queues a valid payload and answers the message id", async () => {
    const { tx, execute } = fakeTx();
    expect(await eventJob.enqueue(tx, { event_id: "0b7d2a8e-6a63-4f39-9a8e-2a4f3c6f1b11" })).toBe(42);
    expect(execute).toHaveBeenCalledOnce();
  });
});
