import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { openDatabase, type DbHandle } from "@/lib/db/client";
import { deadPid, runTsx } from "./helpers/run-child";

// DESIGN §7: two processes on one PGlite folder silently lose writes, so the second opener is refused
// with a clear message, and a lock left by a dead process is taken over.

const childScript = "tests/integration/helpers/open-embedded-database.ts";

describe("embedded database lock", () => {
  let dataRoot: string;
  let pgliteDir: string;
  let lockFile: string;
  let held: DbHandle | undefined;

  // Creating a PGlite folder is the slow part: do it once and let every case reopen it.
  beforeAll(async () => {
    dataRoot = fs.mkdtempSync(path.join(os.tmpdir(), "trayo-lock-"));
    pgliteDir = path.join(dataRoot, "pglite");
    lockFile = path.join(dataRoot, "trayo.lock");
    await (await openDatabase({ dataDir: pgliteDir })).close();
  });

  afterAll(() => {
    fs.rmSync(dataRoot, { recursive: true, force: true });
  });

  beforeEach(() => {
    expect(fs.existsSync(lockFile)).toBe(false);
  });

  afterEach(async () => {
    await held?.close();
    held = undefined;
  });

  it("refuses a second process with a clear message while the folder is held, and lets it in once released", async () => {
    held = await openDatabase({ dataDir: pgliteDir });
    expect(fs.readFileSync(lockFile, "utf8").trim()).toBe(String(process.pid));

    const refused = await runTsx(childScript, [pgliteDir]);
    expect(refused.code).toBe(1);
    expect(refused.stdout).not.toContain("opened");
    expect(refused.stderr).toContain(`The embedded database at ${dataRoot} is already in use by process ${process.pid}.`);
    expect(refused.stderr).toContain("Only one process may open it");
    expect(fs.readFileSync(lockFile, "utf8").trim()).toBe(String(process.pid));

    await held.close();
    held = undefined;
    expect(fs.existsSync(lockFile)).toBe(false);
    const admitted = await runTsx(childScript, [pgliteDir]);
    expect({ code: admitted.code, stdout: admitted.stdout.trim() }).toEqual({ code: 0, stdout: "opened" });
  });

  it("db:reset refuses to wipe the embedded database while another process holds it", async () => {
    held = await openDatabase({ dataDir: pgliteDir });
    const reset = await runTsx("scripts/db-reset.ts", [], { DATA_DIR: dataRoot, DATABASE_URL: "" });
    expect(reset.code).toBe(1);
    expect(reset.stderr).toContain(`The embedded database at ${dataRoot} is already in use by process ${process.pid}.`);
    expect(fs.existsSync(path.join(pgliteDir, "PG_VERSION"))).toBe(true);
    expect(fs.readFileSync(lockFile, "utf8").trim()).toBe(String(process.pid));
  });

  it("takes over a stale lock left by a process that no longer runs", async () => {
    const pid = await deadPid();
    fs.writeFileSync(lockFile, String(pid));

    held = await openDatabase({ dataDir: pgliteDir });
    expect(fs.readFileSync(lockFile, "utf8").trim()).toBe(String(process.pid));
    await held.close();
    held = undefined;
    expect(fs.existsSync(lockFile)).toBe(false);
  });
});
