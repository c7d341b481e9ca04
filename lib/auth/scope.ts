import { cache } from "react";
import { cookies } from "next/headers";
import { getViewer } from "@/lib/auth/get-viewer";
import type { Scope } from "@/lib/auth/viewer-types";
import { getDb } from "@/lib/db/client";
import { ADMIN_SELECTION_COOKIE } from "@/lib/auth/admin-selection";
import { resolveScope } from "@/lib/auth/resolve-scope";
import { isServiceUnavailable } from "@/lib/errors/app-error";

/**
 * The signed-in viewer's scope for this request (null when signed out): a normal user is themselves in
 * their company; an admin is whoever they picked in the header (company and user may still be null).
 * Throws the retryable service_unavailable AppError when the session or profile could not be looked up.
 */
export const getScope = cache(async (): Promise<Scope | null> => {
  const viewer = await getViewer();
  if (!viewer) return null;
  const jar = await cookies();
  return resolveScope(viewer, jar.get(ADMIN_SELECTION_COOKIE)?.value, getDb);
});

/** What a page may show: the scope, a sign-in (no valid session), or the retry screen (a database blip). */
export type PageAccess = { kind: "signed-in"; scope: Scope } | { kind: "signed-out" } | { kind: "unavailable" };

export async function getPageAccess(): Promise<PageAccess> {
  try {
    const scope = await getScope();
    return scope ? { kind: "signed-in", scope } : { kind: "signed-out" };
  } catch (error) {
    if (isServiceUnavailable(error)) return { kind: "unavailable" };
    throw error;
  }
}
