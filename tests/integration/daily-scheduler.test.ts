import { describe, expect, it, vi } from "vitest";
import { getDb } from "@/lib/db/client";
import { claimDailyRun, localDay, runDailyTaskOnce, startDailyScheduler } from "@/lib/schedule/daily-scheduler";
import { backends, useTestDatabase } from "./helpers/test-database";

describe.each(backends)("daily scheduler on $name", (backend) => {
  useTestDatabase(backend);

  it("runs a task at most once per day, also when asked concurrently and after a restart", async () => {
    const run = vi.fn(async () => {});
    const task = { name: "daily-test", hour: 6, run };
    const at = (iso: string) => ({ db: getDb, now: () => new Date(iso), timezone: "UTC" });
    const first = await Promise.all([1, 2, 3].map(() => runDailyTaskOnce(at("2026-11-23T07:00:00Z"), task)));
    expect(first.filter(Boolean)).toHaveLength(1);
    expect(await runDailyTaskOnce(at("2026-11-23T23:59:00Z"), task)).toBe(false);
    expect(run).toHaveBeenCalledTimes(1);
    expect(await runDailyTaskOnce(at("2026-11-24T06:00:00Z"), task)).toBe(true);
    expect(run).toHaveBeenCalledTimes(2);
  });

  it("catches up at start-up after the hour, not before it, and a failing task does not stop the others", async () => {
    const failing = vi.fn(async () => {
      throw new Error("boom");
    });
    const later = vi.fn(async () => {});
    const ok = vi.fn(async () => {});
    const scheduler = startDailyScheduler({
      db: getDb,
      timezone: "UTC",
      now: () => new Date("2026-11-25T08:30:00Z"),
      tasks: [
        { name: "fails", hour: 7, run: failing },
        { name: "later", hour: 9, run: later },
        { name: "ok", hour: 8, run: ok },
      ],
    });
    await vi.waitFor(() => expect(ok).toHaveBeenCalledTimes(1));
    scheduler.stop();
    expect(failing).toHaveBeenCalledTimes(1);
    expect(later).not.toHaveBeenCalled();
    expect(await claimDailyRun(await getDb(), "ok", "2026-11-25")).toBe(false);
  });

  it("names the day in the scheduler's time zone", () => {
    expect(localDay(new Date("2026-11-23T23:30:00Z"), "Asia/Tokyo")).toBe("2026-11-24");
    expect(localDay(new Date("2026-11-23T23:30:00Z"), "UTC")).toBe("2026-11-23");
  });
});
