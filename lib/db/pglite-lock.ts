import fs from "node:fs";
import path from "node:path";

function processIsAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * Two processes writing one PGlite folder silently lose writes, so the folder is owned by one
 * process at a time through a lock file holding its pid. A stale lock (dead pid) is taken over.
 */
export function acquireDataDirLock(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, "trayo.lock");
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockPath, String(process.pid), { flag: "wx" });
      const release = () => {
        try {
          if (fs.readFileSync(lockPath, "utf8").trim() === String(process.pid)) fs.unlinkSync(lockPath);
        } catch {
          // already gone
        }
      };
      process.once("exit", release);
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const owner = Number(fs.readFileSync(lockPath, "utf8").trim());
      if (owner === process.pid) return () => {};
      if (Number.isInteger(owner) && owner > 0 && processIsAlive(owner)) {
        throw new Error(
          `The embedded database at ${path.resolve(dataDir)} is already in use by process ${owner}. ` +
            `Only one process may open it: stop the other one (another "npm run dev"?), or set DATABASE_URL ` +
            `to use PostgreSQL, or DATA_DIR to use another folder.`,
        );
      }
      fs.rmSync(lockPath, { force: true });
    }
  }
  throw new Error(`Could not lock the embedded database at ${path.resolve(dataDir)}.`);
}
