import { log } from "@/lib/log";

export type ShutdownSignal = "SIGTERM" | "SIGINT";

const SIGNAL_EXIT_CODES: Record<ShutdownSignal, number> = { SIGINT: 130, SIGTERM: 143 };

export type ShutdownSteps = {
  /** Stops the worker: running jobs finish, or are released to other workers after its grace period. */
  stopWorker: () => Promise<void>;
  /** Closes the database cleanly (PGlite must be closed, or its data folder may need recovery). */
  closeDatabase: () => Promise<void>;
  exit: (code: number) => void;
  /** Exits anyway when stopping takes longer than this (a hung query must not keep the process alive). */
  forceExitAfterMs: number;
};

/**
 * The shutdown sequence of a process that runs the queue worker: stop the worker, close the
 * database, exit with the signal's conventional code (128 + signal number, as Next.js does).
 * A repeated signal (a shell sends Ctrl-C to the whole process group) does not start it twice.
 */
export function createShutdownHandler(steps: ShutdownSteps) {
  let shuttingDown: Promise<void> | undefined;
  return (signal: ShutdownSignal): Promise<void> => {
    shuttingDown ??= (async () => {
      const code = SIGNAL_EXIT_CODES[signal];
      const force = setTimeout(() => {
        log.warn(`${signal}: shutdown took longer than ${steps.forceExitAfterMs} ms; exiting`);
        steps.exit(code);
      }, steps.forceExitAfterMs);
      force.unref?.();
      log.info(`${signal}: stopping the queue worker (running jobs finish or go back to the queue)`);
      try {
        await steps.stopWorker();
      } catch (error) {
        log.error("shutdown: stopping the worker failed", { error });
      }
      try {
        await steps.closeDatabase();
      } catch (error) {
        log.error("shutdown: closing the database failed", { error });
      }
      clearTimeout(force);
      steps.exit(code);
    })();
    return shuttingDown;
  };
}

type SignalTarget = Pick<NodeJS.EventEmitter, "listeners" | "removeListener" | "on">;

/**
 * Makes `handler` the only SIGTERM/SIGINT listener of the process. `next start` registers its own
 * listener before instrumentation runs; it closes the HTTP server and calls process.exit without
 * waiting for our worker, so a running job would be cut off mid-way. Next.js skips that listener
 * only when NEXT_MANUAL_SIG_HANDLE is in the environment before the server starts (next.config
 * and .env files load too late), so the listeners present now are taken over instead.
 */
export function takeOverShutdownSignals(handler: (signal: ShutdownSignal) => unknown, target: SignalTarget = process) {
  for (const signal of ["SIGTERM", "SIGINT"] as const) {
    for (const listener of target.listeners(signal)) target.removeListener(signal, listener as (...args: unknown[]) => void);
    target.on(signal, () => void handler(signal));
  }
}
