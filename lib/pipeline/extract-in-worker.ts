import path from "node:path";
import { pathToFileURL } from "node:url";
import { Worker } from "node:worker_threads";
import type { ExtractedArticle } from "./extract-article";
import { ExtractionError } from "./extraction-error";

export type ExtractionLimits = {
  /** Time one page may take once the worker has it. */
  timeoutMs: number;
  /** V8 heap of the worker thread. */
  maxHeapMb: number;
  /** Worker threads run side by side. */
  threads: number;
};

export const DEFAULT_EXTRACTION_LIMITS: ExtractionLimits = { timeoutMs: 8_000, maxHeapMb: 512, threads: 2 };

/** Time for a new worker thread to load jsdom and the extractor: slow start-up is not the page's fault. */
const STARTUP_TIMEOUT_MS = 60_000;

// The worker file stays on disk and is found from the project root at run time. It is started through a
// one-line bootstrap so that Turbopack, which follows `new Worker(path)`, does not try to bundle it (and tsx).
const WORKER_FILE = path.join(process.cwd(), "lib", "pipeline", "extract-worker.mjs");
const BOOTSTRAP = `import(${JSON.stringify(pathToFileURL(WORKER_FILE).href)});`;

type Job = { html: string; url: string; timeoutMs: number; resolve: (a: ExtractedArticle) => void; reject: (e: Error) => void };
type WorkerReply = { id: number; ok: true; article: ExtractedArticle } | { id: number; ok: false; name: string; message: string };

/**
 * Runs article extraction on worker threads so that a pathological page can neither block the process
 * that runs the queue nor take all its memory: each page gets a hard time limit and the thread a heap
 * limit; a thread past either is terminated and the page fails with an ExtractionError (permanent).
 * The page-limit scan (page-limits.ts) runs on the thread too, inside the time limit: a 5 MB page takes
 * a few hundred milliseconds to scan, which the process's event loop should not wait for.
 * Pages are taken in the order they arrive, whoever sent them.
 */
export class ExtractionPool {
  private readonly idle: Slot[] = [];
  private readonly waiting: Job[] = [];
  private created = 0;

  constructor(readonly limits: ExtractionLimits = DEFAULT_EXTRACTION_LIMITS) {}

  extract(html: string, url: string, options: { timeoutMs?: number } = {}): Promise<ExtractedArticle> {
    const timeoutMs = options.timeoutMs ?? this.limits.timeoutMs;
    return new Promise((resolve, reject) => {
      this.waiting.push({ html, url, timeoutMs, resolve, reject });
      this.dispatch();
    });
  }

  /** Ends every thread (tests and shutdown); later calls start new ones. */
  async close() {
    const slots = this.idle.splice(0);
    this.created -= slots.length;
    await Promise.all(slots.map((s) => s.terminate()));
  }

  private dispatch() {
    while (this.waiting.length > 0) {
      let slot = this.idle.pop();
      if (!slot && this.created < this.limits.threads) {
        slot = new Slot(this.limits);
        this.created++;
      }
      if (!slot) return;
      const job = this.waiting.shift()!;
      const current = slot;
      current.run(job).then(
        (healthy) => {
          if (healthy) this.idle.push(current);
          else this.created--;
          this.dispatch();
        },
        () => {
          this.created--;
          this.dispatch();
        },
      );
    }
  }
}

/** One worker thread, one page at a time; replaced after a page it had to be stopped for. */
class Slot {
  private worker: Worker | null = null;
  private ready: Promise<void> | null = null;
  private nextId = 1;

  constructor(private readonly limits: ExtractionLimits) {}

  /** Settles the job; resolves to whether the thread can take another page. */
  async run(job: Job): Promise<boolean> {
    try {
      await this.start();
    } catch (error) {
      job.reject(error as Error);
      await this.terminate();
      return false;
    }
    const worker = this.worker!;
    const id = this.nextId++;
    return new Promise<boolean>((done) => {
      const finish = (outcome: { article?: ExtractedArticle; error?: Error }, healthy: boolean) => {
        clearTimeout(timer);
        worker.off("message", onMessage);
        worker.off("error", onError);
        worker.off("exit", onExit);
        if (outcome.error) job.reject(outcome.error);
        else job.resolve(outcome.article!);
        if (!healthy) void this.terminate();
        done(healthy);
      };
      const onMessage = (reply: WorkerReply) => {
        if (reply.id !== id) return;
        if (reply.ok) finish({ article: reply.article }, true);
        else finish({ error: reply.name === "ExtractionError" ? new ExtractionError(reply.message) : new Error(reply.message) }, true);
      };
      const onError = (error: Error & { code?: string }) => {
        const tooBig = error.code === "ERR_WORKER_OUT_OF_MEMORY" || /heap|memory/i.test(error.message);
        finish({ error: tooBig ? new ExtractionError(`The page needs more than ${this.limits.maxHeapMb} MB of memory to read`) : toExtractionError(error) }, false);
      };
      const onExit = () => finish({ error: new ExtractionError("The page stopped the article reader") }, false);
      const timer = setTimeout(
        () => finish({ error: new ExtractionError(`The page took longer than ${job.timeoutMs / 1000} s to read`) }, false),
        job.timeoutMs,
      );
      worker.on("message", onMessage);
      worker.on("error", onError);
      worker.on("exit", onExit);
      worker.postMessage({ id, html: job.html, url: job.url });
    });
  }

  private start(): Promise<void> {
    if (this.ready) return this.ready;
    const worker = new Worker(BOOTSTRAP, {
      eval: true,
      resourceLimits: { maxOldGenerationSizeMb: this.limits.maxHeapMb, maxYoungGenerationSizeMb: 64, stackSizeMb: 4 },
    });
    worker.unref();
    // Failures are reported to the page being read; an error after that must not crash the process.
    worker.on("error", () => {});
    this.worker = worker;
    this.ready = new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => fail(new Error("The article reader did not start in time")), STARTUP_TIMEOUT_MS);
      const fail = (error: Error) => {
        clearTimeout(timer);
        worker.off("message", onReady);
        reject(error);
      };
      const onReady = (message: { ready?: boolean }) => {
        if (!message.ready) return;
        clearTimeout(timer);
        worker.off("message", onReady);
        worker.off("error", fail);
        resolve();
      };
      worker.on("message", onReady);
      worker.once("error", fail);
    });
    return this.ready;
  }

  async terminate() {
    const worker = this.worker;
    this.worker = null;
    this.ready = null;
    await worker?.terminate();
  }
}

/** A crash inside the reader (a stack overflow on odd markup) is the page's doing: retrying cannot help. */
function toExtractionError(error: Error) {
  return new ExtractionError(/call stack/i.test(error.message) ? "The page's markup is too deeply nested to read" : `The article reader failed: ${error.message}`);
}

// One pool per process, whatever bundle or module copy asks for it (Next.js may load this file more than once).
const SHARED_POOL = Symbol.for("trayo.extractionPool");

/** The process's extraction threads, shared by event processing and every discovery. */
export function sharedExtractionPool(): ExtractionPool {
  const holder = globalThis as { [SHARED_POOL]?: ExtractionPool };
  return (holder[SHARED_POOL] ??= new ExtractionPool());
}

/** Extracts the article on the process's shared worker threads. */
export function extractArticleInWorker(html: string, url: string, options: { timeoutMs?: number } = {}): Promise<ExtractedArticle> {
  return sharedExtractionPool().extract(html, url, options);
}

/**
 * At most `limit` pages of one caller (a discovery) on the pool at a time. The pool serves pages in
 * the order they arrive, so a page sent by someone else (event processing) waits behind at most
 * `limit` pages of each such caller, never behind all of a discovery's pages.
 */
export class ExtractionLane {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(
    readonly limit: number,
    private readonly pool: ExtractionPool = sharedExtractionPool(),
  ) {}

  async extract(html: string, url: string, options: { timeoutMs?: number } = {}): Promise<ExtractedArticle> {
    if (this.running < this.limit) this.running++;
    else await new Promise<void>((resolve) => this.waiting.push(resolve)); // the slot is handed over by release()
    try {
      return await this.pool.extract(html, url, options);
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.running--;
    }
  }
}
