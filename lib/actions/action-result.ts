import type { AppErrorCode } from "@/lib/errors/app-error";

/** Why an action failed, for the client to act on (never to show): an AppError's code, or `unexpected`. */
export type ActionErrorCode = AppErrorCode | "unexpected";

/**
 * A failure: `error` is the text to show as it is; `code` says what kind of failure it was (an
 * expired session is `unauthenticated`); `requestId` finds the failure's log lines.
 */
export type ActionFailure = { ok: false; error: string; code?: ActionErrorCode; requestId?: string };

/** What every server action answers: success with its data, or a message to show as it is. */
export type ActionResult<T extends object = object> = ({ ok: true } & T) | ActionFailure;
