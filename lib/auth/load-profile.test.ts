import { afterEach, describe, expect, it, vi } from "vitest";
import { setProcessDatabase, type DbHandle } from "@/lib/db/client";
import type { Database } from "@/lib/db/database";
import { SERVICE_UNAVAILABLE_MESSAGE } from "@/lib/errors/app-error";
import { log } from "@/lib/log";
import { loadViewer } from "./load-profile";

const authUser = { id: "3f1a6287-0000-4000-8000-000000000001", email: "ana@example.test" };

/** A stand-in database whose transactions behave as `transaction` says (the profile read runs in one). */
const fakeDb = (transaction: () => Promise<unknown>) => {
  const db = { transaction: vi.fn(transaction) } as unknown as Database & { transaction: ReturnType<typeof vi.fn> };
  setProcessDatabase({ db } as unknown as DbHandle);
  return db;
};

describe("loadViewer fallbacks (spec 1 §4, §6, §8)", () => {
  afterEach(() => {
    vi.restoreAllMocks();
    setProcessDatabase(undefined);
  });

  it("tries 3 times on database errors, then falls back to role 'user' with a warning", async () => {
    const warn = vi.spyOn(log, "warn").mockImplementation(() => {});
    const db = fakeDb(() => Promise.reject(new Error("connection refused")));
    const viewer = await loadViewer(authUser);
    expect(db.transaction).toHaveBeenCalledTimes(3);
    expect(viewer).toEqual({ authUser, profile: null, role: "user" });
    expect(warn).toHaveBeenCalledWith("Role fetch failed; using role 'user'", expect.objectContaining({ attempts: 3 }));
  });

  it("gives up on a read that hangs after the timeout, with the retryable error rather than role 'user' (issue 23)", async () => {
    vi.spyOn(log, "warn").mockImplementation(() => {});
    const db = fakeDb(() => new Promise(() => {}));
    const started = Date.now();
    await expect(loadViewer(authUser, { timeoutMs: 50 })).rejects.toMatchObject({ code: "service_unavailable", message: SERVICE_UNAVAILABLE_MESSAGE });
    expect(db.transaction).toHaveBeenCalledTimes(3);
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it("a database that cannot be reached on every attempt is the retryable error, not a missing role", async () => {
    vi.spyOn(log, "warn").mockImplementation(() => {});
    const db = fakeDb(() => Promise.reject(Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:6432"), { code: "ECONNREFUSED" })));
    await expect(loadViewer(authUser)).rejects.toMatchObject({ code: "service_unavailable" });
    expect(db.transaction).toHaveBeenCalledTimes(3);
  });

  it("recovers when a retry succeeds", async () => {
    let calls = 0;
    fakeDb(() => {
      calls += 1;
      if (calls === 1) return Promise.reject(new Error("blip"));
      return Promise.resolve([{ id: authUser.id, email: authUser.email, name: "Ana", role: "admin", companyId: null, companyName: null }]);
    });
    const viewer = await loadViewer(authUser);
    expect(viewer.role).toBe("admin");
    expect(viewer.profile?.name).toBe("Ana");
  });

  it("treats a missing users row as role 'user' without retrying", async () => {
    const warn = vi.spyOn(log, "warn").mockImplementation(() => {});
    const db = fakeDb(() => Promise.resolve([]));
    const viewer = await loadViewer(authUser);
    expect(viewer).toEqual({ authUser, profile: null, role: "user" });
    expect(db.transaction).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalled();
  });
});
