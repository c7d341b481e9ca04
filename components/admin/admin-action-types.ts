import type { ActionResult } from "@/lib/actions/action-result";

/** A server action as a client component calls it: one argument, the one result shape. */
export type AdminAction<I, T extends object = object> = (input: I) => Promise<ActionResult<T>>;

