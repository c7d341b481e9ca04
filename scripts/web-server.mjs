// The production web server (`npm start`, after `npm run build`): Next.js's request handler behind a
// render gate (scripts/render-gate.mjs). Hosted mode runs WEB_CONCURRENCY processes (one per core by
// default): this process accepts each connection and hands it to the process holding the fewest, and
// starts one again if it dies. Embedded mode is always one process, because its PGlite database lives
// inside the process. Flags as `next start`: -p/--port, -H/--hostname.
import cluster from "node:cluster";
import http from "node:http";
import net from "node:net";
import os from "node:os";
import nextEnv from "@next/env";
import { createRenderGate } from "./render-gate.mjs";
import { createConnectionBalancer } from "./connection-balancer.mjs";
import { DEFAULT_WEB_HEAP_MB, webProcessExecArgv } from "./heap-limit.mjs";

process.env.NODE_ENV ??= "production";
// instrumentation.ts stops a server process whose start-up checks fail (Next.js's custom server would serve on).
process.env.TRAYO_EXIT_ON_START_FAILURE = "1";
nextEnv.loadEnvConfig(process.cwd(), false, { info: () => {}, error: console.error });

const stop = (line) => {
  console.error(`[trayo] error: ${line}`);
  process.exit(1);
};

function argument(names, fallback) {
  const args = process.argv.slice(2);
  for (let i = 0; i < args.length; i++) {
    const [flag, inline] = args[i].split("=", 2);
    if (names.includes(flag)) return inline ?? args[i + 1];
  }
  return fallback;
}

function wholeNumber(name, fallback, max) {
  const raw = process.env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1 || value > max) stop(`${name} must be a whole number from 1 to ${max} (got "${raw}")`);
  return value;
}

const port = Number(argument(["-p", "--port"], process.env.PORT ?? "3000"));
if (!Number.isInteger(port) || port < 0 || port > 65535) stop(`The port must be a number from 0 to 65535 (got "${argument(["-p", "--port"], process.env.PORT)}")`);
const hostname = argument(["-H", "--hostname"], process.env.HOSTNAME) || undefined;
const hosted = Boolean(process.env.DATABASE_URL?.trim());
const processes = hosted ? wholeNumber("WEB_CONCURRENCY", os.availableParallelism(), 64) : 1;
const renders = wholeNumber("WEB_MAX_RENDERS", 8, 1000);
const heapMb = wholeNumber("WEB_MAX_HEAP_MB", DEFAULT_WEB_HEAP_MB, 65536);
const where = `http://${hostname ?? "localhost"}:${port}`;
/** A server process that stops within this long of starting failed to start. */
const START_UP_MS = 60_000;

/** Next.js behind the render gate. Alone it listens on the port; under the balancer it serves the connections it is handed. */
async function serve({ listen }) {
  const { default: next } = await import("next");
  const app = next({ dev: false, dir: process.cwd(), hostname, port });
  await app.prepare();
  const handle = app.getRequestHandler();
  const gate = createRenderGate(renders);
  const server = http.createServer((req, res) => gate.admit(req, res, handle));
  if (listen) await new Promise((resolve, reject) => server.once("error", reject).listen(port, hostname, resolve));
  const shutDown = () => {
    server.close(() => process.exit(0));
    server.closeIdleConnections();
    setTimeout(() => process.exit(0), 10_000).unref();
  };
  process.once("SIGTERM", shutDown);
  process.once("SIGINT", shutDown);
  return server;
}

if (processes === 1) {
  serve({ listen: true }).then(
    () => console.log(`[trayo] info: web server ready on ${where}: 1 process, up to ${renders} page renders at once`),
    (error) => stop(`the web server could not start: ${error?.message ?? error}`),
  );
} else if (cluster.isPrimary) {
  let stopping = false;
  cluster.setupPrimary({ execArgv: webProcessExecArgv(process.execArgv, process.env.NODE_OPTIONS, heapMb) });
  const balancer = createConnectionBalancer();
  const fork = (index) => {
    // One process runs the in-process scheduler when it is on; the others would only repeat its work.
    const worker = cluster.fork({ TRAYO_WEB_PROCESS: String(index), ...(index > 0 ? { SCHEDULER_ENABLED: "false" } : {}) });
    const forkedAt = Date.now();
    worker.on("message", (message) => {
      if (message === "closed") balancer.closed(worker.id);
      if (message !== "ready") return;
      balancer.add(worker.id);
      if (balancer.size === processes && !listener.listening) {
        listener.listen(port, hostname, () =>
          console.log(`[trayo] info: web server ready on ${where}: ${processes} processes, up to ${renders} page renders at once each`),
        );
      }
    });
    worker.on("exit", (code, signal) => {
      balancer.remove(worker.id);
      if (stopping) return;
      if (Date.now() - forkedAt < START_UP_MS) {
        // It stopped while starting: a configuration or database problem (its own line says which, from
        // instrumentation.ts's checks, which run on after Next.js reports ready). Restarting would only repeat it.
        stopping = true;
        listener.close();
        for (const other of Object.values(cluster.workers ?? {})) other?.process.kill("SIGTERM");
        process.exitCode = code || 1;
        return;
      }
      console.warn(`[trayo] warn: web server process ${index} stopped (${signal ?? `exit code ${code}`}); starting it again`);
      fork(index);
    });
  };
  const listener = net.createServer({ pauseOnConnect: true }, (socket) => {
    const id = balancer.pick();
    const worker = id === undefined ? undefined : cluster.workers?.[id];
    if (!worker) return void socket.destroy();
    worker.send("connection", socket, (error) => {
      if (error) {
        balancer.closed(id);
        socket.destroy();
      }
    });
  });
  listener.on("error", (error) => stop(`the web server could not listen on ${where}: ${error.message}`));
  for (let i = 0; i < processes; i++) fork(i);
  const shutDown = () => {
    stopping = true;
    listener.close();
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill("SIGTERM");
  };
  process.once("SIGTERM", shutDown);
  process.once("SIGINT", shutDown);
} else {
  serve({ listen: false }).then(
    (server) => {
      process.on("message", (message, socket) => {
        if (message !== "connection" || !socket) return;
        // As the http server sets up a connection it accepted itself (Node.js's default noDelay).
        socket.setNoDelay(true);
        socket.once("close", () => process.send?.("closed"));
        server.emit("connection", socket);
        socket.resume();
      });
      process.send?.("ready");
    },
    (error) => stop(`the web server could not start: ${error?.message ?? error}`),
  );
}
