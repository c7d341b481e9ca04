import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { heapGrowth, readHeapSummary } from "./heap-snapshot-summary";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "heap-summary-"));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** A small Node.js process writes a snapshot, keeps 5,000 LeakProbe objects alive, and writes another. */
function snapshotsAroundALeak() {
  const script = `
    const v8 = require("node:v8");
    class LeakProbe { constructor(i) { this.i = i; this.label = "probe " + i; } }
    const kept = [];
    v8.writeHeapSnapshot(${JSON.stringify(path.join(dir, "before.heapsnapshot"))});
    for (let i = 0; i < 5000; i++) kept.push(new LeakProbe(i));
    v8.writeHeapSnapshot(${JSON.stringify(path.join(dir, "after.heapsnapshot"))});
    globalThis.kept = kept;
  `;
  execFileSync(process.execPath, ["-e", script]);
  return [readHeapSummary(path.join(dir, "before.heapsnapshot")), readHeapSummary(path.join(dir, "after.heapsnapshot"))];
}

describe("heap snapshot comparison", () => {
  it("names the constructor whose objects were kept between two snapshots, with their number", () => {
    const [before, after] = snapshotsAroundALeak();
    expect(before.byClass.get("LeakProbe")).toBeUndefined();
    expect(after.byClass.get("LeakProbe")?.count).toBe(5000);
    const growth = heapGrowth(before, after);
    const probe = growth.find((g) => g.name === "LeakProbe");
    expect(probe?.countDelta).toBe(5000);
    // Each probe is a JS object of at least a header and two fields.
    expect(probe!.bytesDelta).toBeGreaterThanOrEqual(5000 * 24);
    expect(after.bytes).toBeGreaterThan(before.bytes);
    // Ranked by bytes gained: the probes and their labels lead, not the process's own start-up noise.
    expect(growth.slice(0, 5).map((g) => g.name)).toContain("LeakProbe");
  });
});
