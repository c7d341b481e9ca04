import { AppError } from "@/lib/errors/app-error";
import type { BearerToken } from "./auth-provider";
import { TOO_MANY, signInFlow, type AuthClient } from "./auth-flows";
import { createMemoryCookieJar } from "./cookie-jar";
import { authProviderFor } from "./get-auth-provider";

/**
 * Signs in with email and password for an API client and hands back the new session's bearer token
 * (better-auth's signed session token locally, the Supabase access token JWT in hosted mode). It goes
 * through the same sign-in flow as the form, attempt limits included; no cookie is set.
 */
export async function issueBearerToken(input: unknown, client: AuthClient): Promise<BearerToken> {
  const jar = createMemoryCookieJar();
  const provider = await authProviderFor(jar);
  const result = await signInFlow(provider, input, client);
  if (!result.ok) throw new AppError(result.error === TOO_MANY ? "rate_limited" : "unauthenticated", result.error);
  const token = await provider.sessionBearerToken();
  if (!token) throw new Error("Signed in but the auth service returned no session token.");
  return token;
}
