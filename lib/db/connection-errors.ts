// SQLSTATEs of a connection that ended or could not be used (class 08, and 57P01-57P03:
// terminated by an administrator, a crash or a restarting server).
const CONNECTION_SQLSTATES = new Set(["08000", "08001", "08003", "08004", "08006", "08007", "57P01", "57P02", "57P03"]);
const CONNECTION_NODE_CODES = new Set(["ECONNRESET", "ECONNREFUSED", "EPIPE", "ETIMEDOUT", "EHOSTUNREACH", "ENOTCONN"]);
const CONNECTION_MESSAGES = [
  "connection terminated",
  "client has encountered a connection error",
  "terminating connection",
  "server closed the connection",
  "connection ended",
  "timeout exceeded when trying to connect",
];

/**
 * Whether `error` (or any error in its cause chain: drizzle wraps driver errors) says the database
 * connection was lost or could not be made, rather than that the statement itself was refused.
 */
export function isConnectionError(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 8; current = (current as { cause?: unknown }).cause, depth++) {
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === "string" && (CONNECTION_SQLSTATES.has(code) || CONNECTION_NODE_CODES.has(code))) return true;
    if (typeof message === "string") {
      const lower = message.toLowerCase();
      if (CONNECTION_MESSAGES.some((m) => lower.includes(m))) return true;
    }
  }
  return false;
}
