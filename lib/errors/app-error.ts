export type AppErrorCode =
  | "invalid"
  | "unauthenticated"
  | "forbidden"
  | "not_found"
  | "conflict"
  | "rate_limited"
  | "unavailable"
  /** The database or auth service did not answer (a blip): retrying shortly can help. */
  | "service_unavailable";

const STATUS_BY_CODE: Record<AppErrorCode, number> = {
  invalid: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  rate_limited: 429,
  unavailable: 503,
  service_unavailable: 503,
};

/**
 * An expected failure: its message is safe to show to the person as it is (the spec's wording).
 * Anything thrown that is not an AppError is unexpected: it is logged with a request id and the
 * person sees one generic message.
 */
export class AppError extends Error {
  readonly code: AppErrorCode;
  readonly status: number;

  constructor(code: AppErrorCode, message: string, options?: { status?: number; cause?: unknown }) {
    super(message, options?.cause === undefined ? undefined : { cause: options.cause });
    this.name = "AppError";
    this.code = code;
    this.status = options?.status ?? STATUS_BY_CODE[code];
  }
}

/** The one text shown for a failure nobody expected. */
export const GENERIC_ERROR_MESSAGE = "Something went wrong. Please try again.";

/** A generic failure's text as the person sees it: quoting the request id finds its log lines. */
export const withReference = (message: string, requestId: string): string => `${message} (Reference: ${requestId.slice(0, 8)})`;

export const isAppError = (error: unknown): error is AppError => error instanceof AppError;

/** What a person sees when a blip of the database or auth service stopped their request (never a sign-out). */
export const SERVICE_UNAVAILABLE_MESSAGE = "Couldn't save — the service is briefly unavailable. Try again.";

/** The retryable error of an infrastructure failure (the session or scope could not be looked up). */
export const serviceUnavailable = (cause?: unknown) => new AppError("service_unavailable", SERVICE_UNAVAILABLE_MESSAGE, { cause });

export const isServiceUnavailable = (error: unknown): error is AppError => error instanceof AppError && error.code === "service_unavailable";
