import { getScope } from "@/lib/auth/scope";
import { NO_COMPANY_MESSAGE, SIGN_IN_MESSAGE } from "@/lib/auth/context-messages";
import { toActingScope, viewerUserId } from "@/lib/auth/resolve-scope";
import type { ActingScope, Scope } from "@/lib/auth/viewer-types";

// The two guards every page (and the action client) asks the same way: "who do I act for?" for the
// acting user's data, and "is this an admin?" for admin pages. getScope is cached per request.

/** Why there is no acting user: signed out, an admin who has not picked a company and user, or no company yet. */
export type NoContextReason = "signed-out" | "pick-context" | "no-company";

export type ActingContext = { scope: ActingScope; base: Scope } | { scope: null; base: Scope | null; reason: NoContextReason };

/** The acting scope of this request, or why there is none. */
export async function resolveActingContext(): Promise<ActingContext> {
  const base = await getScope();
  const scope = toActingScope(base);
  if (scope && base) return { scope, base };
  return { scope: null, base, reason: !base ? "signed-out" : base.isAdmin ? "pick-context" : "no-company" };
}

/** What the person is told instead of the page or action: `pickContextMessage` is the page's own admin hint. */
export function contextRequiredMessage(reason: NoContextReason, pickContextMessage: string): string {
  if (reason === "signed-out") return SIGN_IN_MESSAGE;
  return reason === "pick-context" ? pickContextMessage : NO_COMPANY_MESSAGE;
}

/**
 * The signed-in admin's user id for an admin page, or null for anyone else. The admin layout already
 * sent non-admins away; this is the page's own check (and gives it the id its reads run as).
 */
export async function resolveAdminId(): Promise<string | null> {
  const scope = await getScope();
  return scope?.isAdmin ? viewerUserId(scope.viewer) : null;
}
