import { AppError, GENERIC_ERROR_MESSAGE } from "@/lib/errors/app-error";
import { log } from "@/lib/log";

/**
 * Runs an admin step whose failures the spec words as '<prefix>: <reason>' ('Error deleting user: ...'):
 * an AppError's message is the reason; anything else is logged and the reason is the generic text.
 */
export async function withPrefixedFailure<T extends object>(
  prefix: string,
  context: Record<string, unknown>,
  run: () => Promise<T>,
): Promise<({ ok: true } & T) | { ok: false; error: string }> {
  try {
    return { ok: true, ...(await run()) };
  } catch (error) {
    if (error instanceof AppError) return { ok: false, error: `${prefix}: ${error.message}` };
    log.error(`admin: ${prefix}`, { ...context, error, cause: (error as Error)?.cause });
    return { ok: false, error: `${prefix}: ${GENERIC_ERROR_MESSAGE}` };
  }
}
