export type ActionFailure = { ok: false; error: string };

/** What every server action answers: success with its data, or a message to show as it is. */
export type ActionResult<T extends object = object> = ({ ok: true } & T) | ActionFailure;
