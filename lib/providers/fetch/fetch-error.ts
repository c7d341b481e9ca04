export type FetchErrorCode =
  | "invalid_url"
  | "blocked_scheme"
  | "blocked_address"
  | "dns"
  | "connect"
  | "timeout"
  | "too_many_redirects"
  | "too_large"
  | "content_type"
  | "http_status"
  | "network";

/** Every failure of the safe fetcher, with a message a user can read and whether trying again may help. */
export class FetchError extends Error {
  readonly code: FetchErrorCode;
  readonly retryable: boolean;
  readonly status?: number;
  /** For logs only, never shown: e.g. which address a name resolved to. */
  readonly detail?: string;

  constructor(code: FetchErrorCode, message: string, options: { retryable?: boolean; status?: number; cause?: unknown; detail?: string } = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = "FetchError";
    this.code = code;
    this.retryable = options.retryable ?? false;
    this.status = options.status;
    this.detail = options.detail;
  }
}

/**
 * What a user reads when the address is not public: never the address itself nor its range, which
 * would tell anyone what an internal name resolves to (the detail goes to the logs).
 */
export const BLOCKED_ADDRESS_MESSAGE = "The address is not on the public internet";

export const isFetchError = (error: unknown): error is FetchError => error instanceof FetchError;

export const formatSeconds = (ms: number) => `${Math.round((ms / 1000) * 10) / 10} s`;

/** The page answered outside 2xx; a 5xx or 429 may pass when tried again. */
export function httpStatusError(status: number): FetchError {
  return new FetchError("http_status", `The page answered HTTP ${status}`, { status, retryable: status >= 500 || status === 429 });
}

/** The whole fetch, redirects included, took longer than `ms`. */
export function timeoutError(ms: number): FetchError {
  return new FetchError("timeout", `Timed out after ${formatSeconds(ms)}`, { retryable: true });
}
