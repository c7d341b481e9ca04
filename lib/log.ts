import { env } from "@/lib/env";

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
  const line = context ? `${message} ${JSON.stringify(context, errorReplacer)}` : message;
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
