import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";

/** Debian's pgbouncer (installed by .ci/run), or PGBOUNCER_PATH; undefined when neither exists. */
export function findPgbouncer(): string | undefined {
  const candidates = [process.env.PGBOUNCER_PATH, "/usr/sbin/pgbouncer", "/usr/bin/pgbouncer"].filter(Boolean) as string[];
  return candidates.find((file) => fs.existsSync(file));
}

export type Pgbouncer = {
  /** `url` with host and port replaced by the pooler's. */
  urlFor: (url: string) => string;
  stop: () => Promise<void>;
  /** Kills the pooler (every client connection drops), waits `downMs`, and starts it again on the same port. */
  restart: (downMs: number) => Promise<void>;
};

/** A TCP port nobody listens on right now (the kernel picks it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function waitForPort(port: number, child: ChildProcess, output: () => string, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`pgbouncer exited with ${child.exitCode}:\n${output()}`);
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, "127.0.0.1", () => (socket.end(), resolve(true)));
      socket.on("error", () => resolve(false));
    });
    if (open) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`pgbouncer did not listen on ${port}:\n${output()}`);
}

/**
 * Starts a PgBouncer in transaction mode in front of the PostgreSQL server of `serverUrl` (every
 * database, trust auth for its user), with a small server pool so that consecutive transactions
 * of one client land on different server connections, as behind Supabase's pooler.
 */
export async function startPgbouncer(
  binary: string,
  serverUrl: string,
  options: { poolSize?: number; /** seconds between tries to reach a server that refused (PgBouncer's default 15) */ serverLoginRetry?: number } = {},
): Promise<Pgbouncer> {
  const server = new URL(serverUrl);
  const user = decodeURIComponent(server.username || "postgres");
  const port = await freePort();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "trayo-pgbouncer-"));
  fs.writeFileSync(path.join(dir, "userlist.txt"), `"${user}" ""\n`);
  const lines = [
    "[databases]",
    `* = host=${server.hostname} port=${server.port || 5432}`,
    "[pgbouncer]",
    "listen_addr = 127.0.0.1",
    `listen_port = ${port}`,
    "unix_socket_dir =",
    "auth_type = trust",
    `auth_file = ${path.join(dir, "userlist.txt")}`,
    "pool_mode = transaction",
    `default_pool_size = ${options.poolSize ?? 4}`,
    "max_client_conn = 500",
    "ignore_startup_parameters = extra_float_digits,options,statement_timeout",
    ...(options.serverLoginRetry !== undefined ? [`server_login_retry = ${options.serverLoginRetry}`] : []),
  ];
  // PgBouncer refuses to run as root; it drops to an unprivileged user itself when told which.
  if (process.getuid?.() === 0) {
    const runAs = ["postgres", "nobody"].find((name) => {
      try {
        execFileSync("id", ["-u", name], { stdio: "ignore" });
        return true;
      } catch {
        return false;
      }
    });
    if (runAs) {
      lines.push(`user = ${runAs}`);
      fs.chmodSync(dir, 0o755);
      fs.chmodSync(path.join(dir, "userlist.txt"), 0o644);
    }
  }
  const ini = path.join(dir, "pgbouncer.ini");
  fs.writeFileSync(ini, `${lines.join("\n")}\n`);
  fs.chmodSync(ini, 0o644);
  let output = "";
  const launch = async () => {
    const started = spawn(binary, [ini], { stdio: ["ignore", "pipe", "pipe"] });
    started.stdout!.on("data", (chunk) => (output += chunk));
    started.stderr!.on("data", (chunk) => (output += chunk));
    await waitForPort(port, started, () => output);
    return started;
  };
  let child = await launch();
  return {
    restart: async (downMs) => {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGKILL");
      await exited;
      await new Promise((r) => setTimeout(r, downMs));
      child = await launch();
    },
    urlFor: (url) => {
      const target = new URL(url);
      target.hostname = "127.0.0.1";
      target.port = String(port);
      return target.toString();
    },
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once("exit", resolve));
        child.kill("SIGINT");
        await exited;
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
