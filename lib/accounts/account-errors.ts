import { AppError } from "@/lib/errors/app-error";

export const ACCOUNT_NOT_FOUND_MESSAGE = "Account not found";
export const LINK_FAILED_PREFIX = "Failed to create user-account association: ";

type DriverError = { code?: unknown; message?: unknown; cause?: unknown };

/** The PostgreSQL SQLSTATE of a failure, looking through the query builder's wrapping. */
export function databaseErrorCode(error: unknown): string | null {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === "object"; depth += 1) {
    const code = (current as DriverError).code;
    if (typeof code === "string" && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as DriverError).cause;
  }
  return null;
}

/**
 * What a database failure means for the person saving an account, in words they can act on.
 * Driver messages carry SQL, parameters and internals, so they are never shown as they are.
 * Null when the failure is not a recognised database condition.
 */
export function readableDatabaseError(error: unknown): string | null {
  const code = databaseErrorCode(error);
  if (!code) return null;
  if (code === "23505") return "An account with these details already exists.";
  if (code === "23503") return "The company or user this account belongs to no longer exists.";
  if (code === "23502") return "A required value is missing.";
  if (code === "23514") return "One of the values is not allowed.";
  if (code === "22001") return "One of the values is too long.";
  if (code === "42501") return "You do not have permission to change this account.";
  if (code === "57014" || code === "55P03") return "The database took too long to respond. Please try again.";
  if (code === "40001" || code === "40P01") return "The account was changed at the same time elsewhere. Please try again.";
  if (code.startsWith("08") || code === "57P01" || code === "53300") {
    return "The database is unavailable right now. Please try again.";
  }
  if (code.startsWith("22")) return "One of the values is not valid.";
  return null;
}

/** Wraps a database failure as an AppError when it has a readable meaning; rethrows otherwise. */
export function asAccountError(error: unknown, prefix = ""): never {
  if (error instanceof AppError) throw error;
  const readable = readableDatabaseError(error);
  if (readable) throw new AppError("invalid", `${prefix}${readable}`, { cause: error });
  throw error;
}
