import { log } from "@/lib/log";

/**
 * A dashboard list whose query fails is logged and shown empty (spec 1 §8: "List fetch errors are
 * logged and show empty lists"), so one failing block never takes the whole page to the error boundary.
 */
export async function emptyOnError<T>(list: string, load: () => Promise<T[]>): Promise<T[]> {
  try {
    return await load();
  } catch (error) {
    log.error(`dashboard: loading ${list} failed`, { error });
    return [];
  }
}
