import { AsyncLocalStorage } from "node:async_hooks";
import { randomUUID } from "node:crypto";
import { env } from "@/lib/env";
import { isAppError } from "@/lib/errors/app-error";

// The request id of whatever is running (a server action, a route handler, a job), so every log line
// it writes, however deep, can be found together, and the generic error the person sees can quote it.
const requestIds = new AsyncLocalStorage<string>();

/** Runs `fn` with `requestId` on every log line written inside it (awaited work included). */
export const withRequestId = <T>(requestId: string, fn: () => T): T => requestIds.run(requestId, fn);

/** The id of the request or job being served, if any. */
export const currentRequestId = (): string | undefined => requestIds.getStore();

const levels = { debug: 10, info: 20, warn: 30, error: 40 } as const;
type Level = keyof typeof levels;

function write(level: Level, message: string, context?: Record<string, unknown>) {
  let threshold: number = levels.info;
  try {
    threshold = levels[env().LOG_LEVEL];
  } catch {
    // invalid env: keep logging at info
  }
  if (levels[level] < threshold) return;
  const requestId = currentRequestId();
  const withId = requestId && context?.requestId === undefined ? { requestId, ...context } : context;
  const line = withId ? `${message} ${JSON.stringify(withId, errorReplacer)}` : message;
  const out = level === "error" ? console.error : level === "warn" ? console.warn : console.log;
  out(`[trayo] ${level}: ${line}`);
}

function errorReplacer(_key: string, value: unknown) {
  if (value instanceof Error) return { name: value.name, message: value.message, stack: value.stack };
  return value;
}

export const log = {
  debug: (m: string, c?: Record<string, unknown>) => write("debug", m, c),
  info: (m: string, c?: Record<string, unknown>) => write("info", m, c),
  warn: (m: string, c?: Record<string, unknown>) => write("warn", m, c),
  error: (m: string, c?: Record<string, unknown>) => write("error", m, c),
};

/**
 * A read a page can do without: `fallback` stands in when it fails, so one failing block does not take
 * the page down; an unexpected failure is logged (with a request id), an expected one (AppError: not
 * found, refused) is not.
 */
export function readOrFallback<T>(what: string, read: () => Promise<T>, fallback: T): Promise<T> {
  return withRequestId(currentRequestId() ?? randomUUID(), async () => {
    try {
      return await read();
    } catch (error) {
      if (!isAppError(error)) log.error(`${what} failed`, { error });
      return fallback;
    }
  });
}
