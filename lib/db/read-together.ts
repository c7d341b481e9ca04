import type { Transaction } from "./database";
import { withScope, type DbCaller } from "./scoped";
import { log } from "@/lib/log";

type Reads<T> = { [K in keyof T]: (tx: Transaction) => Promise<T[K]> };
type Alone<T> = { [K in keyof T]: () => Promise<T[K]> };

/**
 * A page's reads in one read-only scoped transaction: one BEGIN and one COMMIT for all of them, on the
 * pages every user opens first. When that transaction fails, each read runs on its own (`alone`), so one
 * failing read cannot take the others with it; `alone` decides what a read that fails again shows.
 */
export async function readTogether<T extends Record<string, unknown>>(caller: DbCaller, page: string, reads: Reads<T>, alone: Alone<T>): Promise<T> {
  const keys = Object.keys(reads) as (keyof T)[];
  try {
    return await withScope(
      caller,
      async (tx) => {
        const values = await Promise.all(keys.map((key) => reads[key](tx)));
        return Object.fromEntries(keys.map((key, i) => [key, values[i]])) as T;
      },
      { readOnly: true },
    );
  } catch (error) {
    log.warn(`${page}: reading the lists together failed; reading each on its own`, { error });
    const values = await Promise.all(keys.map((key) => alone[key]()));
    return Object.fromEntries(keys.map((key, i) => [key, values[i]])) as T;
  }
}
