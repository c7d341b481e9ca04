import type { Scope } from "@/lib/auth/viewer-types";
import { getDb } from "@/lib/db/client";
import { createMemoryCookieJar } from "./cookie-jar";
import { authProviderFor } from "./get-auth-provider";
import { loadViewer } from "./load-profile";
import { resolveScope } from "./resolve-scope";
import { getScope } from "./scope";

/** What the request's credentials say: no credentials, credentials that do not verify, or a scope. */
export type RequestScope = { kind: "anonymous" } | { kind: "invalid" } | { kind: "signed-in"; scope: Scope; via: "cookie" | "bearer" };

/**
 * The `Authorization` header's bearer token: undefined without the header, "" when the header is there
 * but is not a usable bearer (another scheme, or an empty token), which counts as invalid credentials.
 */
export function bearerTokenOf(request: Request): string | undefined {
  const header = request.headers.get("authorization");
  if (header === null) return undefined;
  return /^Bearer\s+(\S+)\s*$/i.exec(header)?.[1] ?? "";
}

/**
 * Who is calling a route handler. A bearer call is self-contained: the token alone says who the caller
 * is, and no cookie of the request is read (neither a session nor an admin's header selection), so an
 * admin's bearer acts as the admin with no company or user picked. Without the header, the cookie session
 * and, for an admin, the header selection apply, as on every page.
 */
export async function resolveRequestScope(request: Request): Promise<RequestScope> {
  const token = bearerTokenOf(request);
  if (token === undefined) {
    const scope = await getScope();
    return scope ? { kind: "signed-in", scope, via: "cookie" } : { kind: "anonymous" };
  }
  if (!token) return { kind: "invalid" };
  const provider = await authProviderFor(createMemoryCookieJar());
  const authUser = await provider.getUserFromBearer(token);
  if (!authUser) return { kind: "invalid" };
  const viewer = await loadViewer(authUser);
  return { kind: "signed-in", scope: await resolveScope(viewer, null, getDb), via: "bearer" };
}
