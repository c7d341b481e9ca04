import { getDb } from "@/lib/db/client";
import { env, isSupabaseAuth } from "@/lib/env";
import type { AuthProvider } from "./auth-provider";
import type { CookieJar } from "./cookie-jar";
import { createLocalAuthProvider } from "./local/local-auth-provider";
import { getLocalAuth } from "./local/get-local-auth";
import { nextCookieJar } from "./next-cookie-jar";
import { createSupabaseAuthProvider } from "./supabase/supabase-auth-provider";

/** The auth provider for the current request: Supabase Auth when configured, else local better-auth. */
export async function getAuthProvider(): Promise<AuthProvider> {
  return authProviderFor(await nextCookieJar());
}

/** The auth provider reading and writing `jar` (the proxy passes its request/response cookies). */
export async function authProviderFor(jar: CookieJar): Promise<AuthProvider> {
  if (isSupabaseAuth()) {
    const e = env();
    return createSupabaseAuthProvider({
      url: e.NEXT_PUBLIC_SUPABASE_URL!,
      anonKey: e.NEXT_PUBLIC_SUPABASE_ANON_KEY!,
      serviceRoleKey: e.SUPABASE_SERVICE_ROLE_KEY,
      appUrl: e.APP_URL,
      jar,
      getDatabase: getDb,
    });
  }
  const [auth, db] = await Promise.all([getLocalAuth(), getDb()]);
  return createLocalAuthProvider(auth, jar, db);
}
