import type { ActionResult } from "@/lib/actions/action-result";

/** A server action as a client component calls it: one argument, the one result shape. */
export type AdminAction<I, T extends object = object> = (input: I) => Promise<ActionResult<T>>;

/** Calls an action; a network or server crash reads as `fallback`. */
export async function callAction<I, T extends object>(action: AdminAction<I, T>, input: I, fallback: string): Promise<ActionResult<T>> {
  return action(input).catch(() => ({ ok: false as const, error: fallback }));
}
