// Cheap, cookie-level routing rules for proxy.ts. They only decide obvious redirects; layouts, actions
// and route handlers verify the session and role on the server every time.

import { safeRedirectPath } from "@/lib/auth/safe-redirect";


// better-auth's session cookie with the "trayo" prefix set in lib/auth/local/local-auth.ts
// ("__Secure-" on https), and Supabase's sb-<project>-auth-token (split into .0, .1, ... when large).
const LOCAL_SESSION_COOKIE = /^(__Secure-)?trayo\.session_token$/;
const SUPABASE_SESSION_COOKIE = /^sb-[^.]+-auth-token(\.\d+)?$/;

/** Whether the request carries a session cookie of either auth provider (not whether it is valid). */
export function hasSessionCookie(cookies: { name: string; value: string }[]): boolean {
  return cookies.some((c) => c.value !== "" && (LOCAL_SESSION_COOKIE.test(c.name) || SUPABASE_SESSION_COOKIE.test(c.name)));
}

export function hasSupabaseSessionCookie(cookies: { name: string; value: string }[]): boolean {
  return cookies.some((c) => c.value !== "" && SUPABASE_SESSION_COOKIE.test(c.name));
}

/** Set by proxy.ts on every page request: the path and query the visitor asked for. */
export const REQUEST_PATH_HEADER = "x-trayo-path";

/** Sign-in for a logged-out visitor of `pathname` + `search`, which sign-in opens again afterwards. */
export function signInPathFor(pathname: string, search: string): string {
  const target = safeRedirectPath(`${pathname}${search}`);
  return target ? `/signin?${new URLSearchParams({ redirect: target })}` : "/signin";
}
