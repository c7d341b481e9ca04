import type { ActingScope, Scope, Viewer } from "@/lib/auth/viewer-types";
import { isConnectionError } from "@/lib/db/connection-errors";
import type { Database } from "@/lib/db/database";
import { serviceUnavailable } from "@/lib/errors/app-error";
import { parseAdminSelection, validateAdminSelection } from "./admin-selection";

/** The id of the viewer's row in public.users (the auth user's id when the row is missing). */
export function viewerUserId(viewer: Viewer): string {
  return viewer.profile?.id ?? viewer.authUser.id;
}

/**
 * Whose data this request works on. A normal user is locked to themselves and their own company,
 * whatever the cookie says; an admin gets the header selection from the cookie, validated against the
 * database, and only if it was written for this admin.
 */
export async function resolveScope(viewer: Viewer, selectionCookie: string | undefined | null, db: () => Promise<Database>): Promise<Scope> {
  if (viewer.role !== "admin") {
    const companyId = viewer.profile?.companyId ?? null;
    return { viewer, isAdmin: false, companyId, userId: companyId && viewer.profile ? viewer.profile.id : null };
  }
  const selection = parseAdminSelection(selectionCookie, viewerUserId(viewer));
  const validated = await validateAdminSelection(await db(), selection).catch((error: unknown) => {
    throw isConnectionError(error) ? serviceUnavailable(error) : error;
  });
  return { viewer, isAdmin: true, ...validated };
}

export function toActingScope(scope: Scope | null): ActingScope | null {
  if (!scope?.companyId || !scope.userId) return null;
  return { ...scope, companyId: scope.companyId, userId: scope.userId };
}
