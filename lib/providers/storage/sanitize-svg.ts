import path from "node:path";
import { Worker } from "node:worker_threads";

export const SVG_SANITIZE_TIME_LIMIT_MS = 5_000;

export type SvgSanitizeOutcome = { svg: string } | { error: "unreadable" | "timeout" | "failed" };

type Job = { id: number; text: string; timeLimitMs: number; resolve: (outcome: SvgSanitizeOutcome) => void };

// Read from disk at run time (like the migrations): the worker must not go through the app's bundler.
const workerPath = () => path.join(process.cwd(), "lib/providers/storage/svg-sanitize-worker.cjs");

let worker: Worker | null = null;
let ready = false;
let current: (Job & { timer: NodeJS.Timeout }) | null = null;
const waiting: Job[] = [];
let nextId = 1;

function spawn(): Worker {
  const created = new Worker(workerPath(), { resourceLimits: { maxOldGenerationSizeMb: 256 } });
  // An idle worker must not keep a CLI or test process alive.
  created.unref();
  created.on("message", (message: { ready: true } | { id: number; outcome: SvgSanitizeOutcome }) => {
    if (worker !== created) return;
    if ("ready" in message) {
      ready = true;
      pump();
    } else if (current?.id === message.id) settle(message.outcome);
  });
  created.on("error", () => {
    if (worker === created) settle({ error: "failed" }, true);
  });
  created.on("exit", () => {
    if (worker !== created) return;
    worker = null;
    settle({ error: "failed" });
  });
  return created;
}

function settle(outcome: SvgSanitizeOutcome, restart = false) {
  const job = current;
  current = null;
  if (job) {
    clearTimeout(job.timer);
    job.resolve(outcome);
  }
  if (restart && worker) {
    const stale = worker;
    worker = null;
    ready = false;
    void stale.terminate();
  }
  pump();
}

function pump() {
  if (current || waiting.length === 0) return;
  if (!worker) {
    ready = false;
    worker = spawn();
  }
  // The clock starts when the loaded worker takes the file; a stuck one is killed and replaced.
  if (!ready) return;
  const job = waiting.shift()!;
  const timer = setTimeout(() => settle({ error: "timeout" }, true), job.timeLimitMs);
  current = { ...job, timer };
  worker.postMessage({ id: job.id, text: job.text });
}

/** Sanitises an SVG in a worker thread (one at a time), killed and replaced after the time limit. */
export function runSvgSanitizer(text: string, timeLimitMs = SVG_SANITIZE_TIME_LIMIT_MS): Promise<SvgSanitizeOutcome> {
  return new Promise((resolve) => {
    waiting.push({ id: nextId++, text, timeLimitMs, resolve });
    pump();
  });
}
