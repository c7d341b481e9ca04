/** Cookie name prefixes of auth sessions: better-auth (`trayo.`, secure variant) and Supabase (`sb-`). */
export const AUTH_COOKIE_PREFIXES = ["trayo.", "__Secure-trayo.", "sb-"] as const;

export function isAuthCookie(name: string): boolean {
  return AUTH_COOKIE_PREFIXES.some((prefix) => name.startsWith(prefix));
}

/** Whether any auth session cookie is present (a cheap hint for the proxy; getUser() is the real check). */
export function hasAuthCookie(names: Iterable<string>): boolean {
  for (const name of names) if (isAuthCookie(name)) return true;
  return false;
}
