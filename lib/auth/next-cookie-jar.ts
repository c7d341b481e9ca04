import { cookies } from "next/headers";
import type { CookieJar } from "./cookie-jar";

/**
 * The current request's cookies. Server Components cannot set cookies: there a write is dropped (the
 * session stays valid; the next action, route handler or proxy pass writes the refreshed cookie).
 */
export async function nextCookieJar(): Promise<CookieJar> {
  const store = await cookies();
  return {
    getAll: () => store.getAll().map((c) => ({ name: c.name, value: c.value })),
    set(name, value, options) {
      try {
        store.set(name, value, options);
      } catch {
        // Rendering a Server Component: cookies are read-only here (see above).
      }
    },
  };
}
