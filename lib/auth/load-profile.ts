import { eq } from "drizzle-orm";
import type { AuthUser, Viewer } from "@/lib/auth/viewer-types";
import { companies } from "@/lib/db/schema/companies";
import { users } from "@/lib/db/schema/users";
import { isConnectionError } from "@/lib/db/connection-errors";
import { withScope } from "@/lib/db/scoped";
import { serviceUnavailable } from "@/lib/errors/app-error";
import { log } from "@/lib/log";

// Spec 1 §9: role fetch timeout 3000 ms, at most 3 attempts, then role 'user'.
export const ROLE_FETCH_TIMEOUT_MS = 3000;
export const ROLE_FETCH_ATTEMPTS = 3;

type Options = { timeoutMs?: number; attempts?: number };

class TimeoutError extends Error {}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new TimeoutError(`timed out after ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

async function readProfile(authUser: AuthUser) {
  const rows = await withScope({ userId: authUser.id, email: authUser.email },
    (tx) =>
      tx
        .select({
          id: users.id,
          email: users.email,
          name: users.name,
          role: users.role,
          companyId: users.companyId,
          companyName: companies.name,
        })
        .from(users)
        .leftJoin(companies, eq(companies.id, users.companyId))
        .where(eq(users.id, authUser.id))
        .limit(1),
    // Every signed-in request starts here: BEGIN, claims, the read and COMMIT in one round trip.
    { oneQuery: true });
  return rows[0] ?? null;
}

/**
 * The signed-in person's public.users row (with company name), read under their own claims (RLS).
 * Errors and timeouts are retried; when every attempt fails, or the row or role is missing, the
 * viewer gets role 'user' and a warning is logged (spec 1 §4, §6, §8), unless the database did not
 * answer at all (lost connection or timeout): that throws the retryable service_unavailable AppError.
 */
export async function loadViewer(authUser: AuthUser, options: Options = {}): Promise<Viewer> {
  const attempts = options.attempts ?? ROLE_FETCH_ATTEMPTS;
  const timeoutMs = options.timeoutMs ?? ROLE_FETCH_TIMEOUT_MS;
  let lastError: unknown;
  for (let attempt = 1; attempt <= attempts; attempt++) {
    try {
      const profile = await withTimeout(readProfile(authUser), timeoutMs);
      if (!profile) {
        log.warn("No users row for the signed-in user; using role 'user'", { userId: authUser.id });
        return { authUser, profile: null, role: "user" };
      }
      const role = profile.role === "admin" || profile.role === "user" ? profile.role : "user";
      if (role !== profile.role) log.warn("Unknown role on users row; using role 'user'", { userId: authUser.id });
      return { authUser, profile: { ...profile, role }, role };
    } catch (error) {
      lastError = error;
    }
  }
  // A database that did not answer is a blip, not a missing role: falling back to 'user' would show an
  // admin a user's app and a seller "not linked to a company" (issue 23). The request says so instead.
  if (lastError instanceof TimeoutError || isConnectionError(lastError)) {
    log.warn("Role fetch failed: the database did not answer", { userId: authUser.id, attempts, error: lastError });
    throw serviceUnavailable(lastError);
  }
  log.warn("Role fetch failed; using role 'user'", { userId: authUser.id, attempts, error: lastError });
  return { authUser, profile: null, role: "user" };
}
