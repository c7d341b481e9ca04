/**
 * A small per-process limiter for auth attempts keyed by action and email: it slows password
 * guessing and mail flooding through our own forms. Supabase Auth applies its own limits too; with
 * several web instances each keeps its own count, which still bounds the rate per instance.
 */
type Entry = { count: number; resetAt: number };

export type AttemptLimiter = {
  /** Whether another attempt is allowed now (does not count it). */
  allowed(key: string): boolean;
  record(key: string): void;
  clear(key: string): void;
};

export function createAttemptLimiter(options: { max: number; windowMs: number; now?: () => number }): AttemptLimiter {
  const entries = new Map<string, Entry>();
  const now = options.now ?? Date.now;
  const live = (key: string) => {
    const entry = entries.get(key);
    if (entry && entry.resetAt <= now()) {
      entries.delete(key);
      return undefined;
    }
    return entry;
  };
  return {
    allowed: (key) => (live(key)?.count ?? 0) < options.max,
    record(key) {
      const entry = live(key);
      if (entry) entry.count += 1;
      else entries.set(key, { count: 1, resetAt: now() + options.windowMs });
      if (entries.size > 10_000) for (const k of entries.keys()) if (!live(k)) entries.delete(k);
    },
    clear: (key) => void entries.delete(key),
  };
}
