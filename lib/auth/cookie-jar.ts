/** Cookie attributes an auth provider may set (a subset of what Next's cookies() accepts). */
export type AuthCookieOptions = {
  path?: string;
  domain?: string;
  maxAge?: number;
  expires?: Date;
  httpOnly?: boolean;
  secure?: boolean;
  sameSite?: "lax" | "strict" | "none" | boolean;
};

/** The request's cookies as an auth provider sees them: Next's cookie store in the app, a map in tests. */
export type CookieJar = {
  getAll(): { name: string; value: string }[];
  set(name: string, value: string, options?: AuthCookieOptions): void;
};

/** The Cookie header a browser would send for these cookies (values percent-encoded, as Next writes them). */
export function cookieHeader(jar: CookieJar): string {
  return jar
    .getAll()
    .map((c) => `${c.name}=${encodeURIComponent(c.value)}`)
    .join("; ");
}

/** An in-memory jar: used by tests and by server code that has no request. */
export function createMemoryCookieJar(initial: Record<string, string> = {}): CookieJar & { values: Map<string, string> } {
  const values = new Map(Object.entries(initial));
  return {
    values,
    getAll: () => [...values].map(([name, value]) => ({ name, value })),
    set(name, value, options) {
      const expired = options?.maxAge !== undefined && options.maxAge <= 0;
      if (expired || value === "") values.delete(name);
      else values.set(name, value);
    },
  };
}
