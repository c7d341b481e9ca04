import { eq } from "drizzle-orm";
import type { Database } from "@/lib/db/database";
import { users } from "@/lib/db/schema/users";
import { env } from "@/lib/env";
import type { AuthProvider } from "./auth-provider";
import { getAuthSecret } from "./auth-secret";
import { allowMailRequest, type AuthClient, type FlowResult } from "./auth-flows";
import { secureLinkSchema } from "./auth.validation";
import { buildSecureAccessPath, verifySecureLink, type SecureLinkQuery } from "./secure-link";

export type SecureAccess =
  | { kind: "invalid" }
  | { kind: "valid"; userId: string; redirect: string; user: { email: string; name: string | null } | null };

/**
 * An absolute /secure-access link for emails: opening it offers `userId` a one-time login link that
 * ends at the on-site path `redirect` (valid 7 days, see lib/auth/secure-link.ts).
 */
export function createSecureAccessUrl(userId: string, redirect: string, options: { secret?: string; appUrl?: string } = {}): string {
  const secret = options.secret ?? getAuthSecret();
  return new URL(buildSecureAccessPath(secret, { userId, redirect }), options.appUrl ?? env().APP_URL).toString();
}

/**
 * Checks a secure link and finds whose it is. The lookup uses the privileged connection: the visitor
 * is not signed in, and the signature (made with the server secret) is what authorises it.
 */
export async function resolveSecureAccess(db: Database, secret: string, query: SecureLinkQuery, nowMs = Date.now()): Promise<SecureAccess> {
  const check = verifySecureLink(secret, query, nowMs);
  if (!check.ok) return { kind: "invalid" };
  const [user] = await db.select({ email: users.email, name: users.name }).from(users).where(eq(users.id, check.userId)).limit(1);
  return { kind: "valid", userId: check.userId, redirect: check.redirect, user: user ?? null };
}

/** 'Send Me a Login Link': re-checks the signature on the server, then mails a sign-in link ending at the link's redirect. */
export async function sendSecureLoginLink(auth: AuthProvider, db: Database, secret: string, input: unknown, client: AuthClient = { ip: "unknown" }): Promise<FlowResult> {
  const parsed = secureLinkSchema.safeParse(input);
  if (!parsed.success) return { ok: false, error: "Invalid link", redirectTo: "/" };
  const access = await resolveSecureAccess(db, secret, parsed.data);
  if (access.kind === "invalid") return { ok: false, error: "Invalid link", redirectTo: "/" };
  if (!access.user) return { ok: false, error: "User information not available" };
  if (!(await allowMailRequest("secure", access.userId, client))) return { ok: false, error: "Too many attempts. Please wait a few minutes and try again." };
  const result = await auth.sendMagicLink(access.user.email, access.redirect);
  return result.error !== null ? { ok: false, error: result.error } : { ok: true };
}
