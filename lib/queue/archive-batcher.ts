import type { JobOutcome } from "./queue-client";

type Pending = { msgId: number; outcome: JobOutcome; resolve: (archived: boolean) => void; reject: (error: unknown) => void };

export type ArchiveBatcher = {
  /** Resolves true once archived, false when another worker had archived it already. */
  archive: (msgId: number, outcome: JobOutcome) => Promise<boolean>;
};

/**
 * Coalesces the archives of jobs that finish close together into one call of `flush` (one round
 * trip): everything that finished in the same tick, or while the previous batch was on its way,
 * goes in the next batch. A failed batch fails each of its archives (each job logs it and runs
 * again after its visibility timeout).
 */
export function createArchiveBatcher(flush: (batch: { msgId: number; outcome: JobOutcome }[]) => Promise<Set<number>>): ArchiveBatcher {
  let pending: Pending[] = [];
  let draining = false;
  const drain = async () => {
    while (pending.length > 0) {
      const batch = pending;
      pending = [];
      try {
        const archived = await flush(batch.map(({ msgId, outcome }) => ({ msgId, outcome })));
        for (const item of batch) item.resolve(archived.has(item.msgId));
      } catch (error) {
        for (const item of batch) item.reject(error);
      }
    }
    draining = false;
  };
  return {
    archive: (msgId, outcome) =>
      new Promise<boolean>((resolve, reject) => {
        pending.push({ msgId, outcome, resolve, reject });
        if (draining) return;
        draining = true;
        setImmediate(() => void drain());
      }),
  };
}
