import { execFile, execFileSync } from "node:child_process";
import { promisify } from "node:util";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { freePort } from "./pgbouncer";

/** A directory with initdb and pg_ctl (PG_BIN, else Debian's newest /usr/lib/postgresql/N/bin); undefined when none. */
export function findPostgresBin(): string | undefined {
  const candidates = [process.env.PG_BIN];
  try {
    const versions = fs.readdirSync("/usr/lib/postgresql").sort((a, b) => Number(b) - Number(a));
    candidates.push(...versions.map((v) => `/usr/lib/postgresql/${v}/bin`));
  } catch {
    // not Debian's layout
  }
  return candidates.find((dir) => dir && fs.existsSync(path.join(dir, "initdb")) && fs.existsSync(path.join(dir, "pg_ctl")));
}

export type PrivatePostgres = {
  /** postgres://postgres@127.0.0.1:<port>/postgres */
  url: string;
  /** Stops the server (fast: connections are ended), waits `downMs`, starts it again: a restart as a deploy or failover does. */
  restart: (downMs: number) => Promise<void>;
  stop: () => Promise<void>;
};


/**
 * A throwaway PostgreSQL server of its own (trust auth, no fsync), so a test can restart it without
 * touching the shared one. PostgreSQL refuses to run as root: as root its commands run as `postgres`.
 */
export async function startPrivatePostgres(binDir: string): Promise<PrivatePostgres> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "trayo-private-pg-"));
  const data = path.join(dir, "data");
  const port = await freePort();
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const uid = Number(execFileSync("id", ["-u", "postgres"]).toString().trim());
    const gid = Number(execFileSync("id", ["-g", "postgres"]).toString().trim());
    fs.chownSync(dir, uid, gid);
  }
  const run = async (tool: string, args: string[]) => {
    const [file, argv] = asRoot ? ["runuser", ["-u", "postgres", "--", path.join(binDir, tool), ...args]] : [path.join(binDir, tool), args];
    await promisify(execFile)(file, argv, { cwd: dir });
  };
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off`;
  const start = () => run("pg_ctl", ["-D", data, "-l", path.join(dir, "server.log"), "-w", "-t", "60", "-o", options, "start"]);
  await run("initdb", ["-D", data, "-A", "trust", "-U", "postgres", "-E", "UTF8", "--no-sync"]);
  await start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    restart: async (downMs) => {
      await run("pg_ctl", ["-D", data, "-m", "fast", "-w", "stop"]);
      await new Promise((r) => setTimeout(r, downMs));
      await start();
    },
    stop: async () => {
      try {
        await run("pg_ctl", ["-D", data, "-m", "immediate", "-w", "stop"]);
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
