import type { SupabaseClient } from "@supabase/supabase-js";
import { env } from "@/lib/env";
import type { CookieJar } from "../cookie-jar";

// Node 20 has no global WebSocket; realtime is unused, but supabase-js constructs it with the client.
async function realtimeTransport() {
  const { default: WebSocket } = await import("ws");
  return { transport: WebSocket as never };
}

/** A per-request client whose session lives in the request's cookies (@supabase/ssr). */
export async function createSupabaseServerClient(url: string, anonKey: string, jar: CookieJar): Promise<SupabaseClient> {
  const [{ createServerClient }, realtime] = await Promise.all([import("@supabase/ssr"), realtimeTransport()]);
  return createServerClient(url, anonKey, {
    cookies: {
      getAll: () => jar.getAll(),
      setAll: (cookies) => {
        for (const { name, value, options } of cookies) jar.set(name, value, options as Parameters<CookieJar["set"]>[2]);
      },
    },
    // Session cookies are Secure whenever the app is served over https.
    cookieOptions: { secure: env().APP_URL.startsWith("https://"), sameSite: "lax", path: "/" },
    realtime,
  });
}

/** The service-role client for admin operations (never handed a user's cookies). */
export async function createSupabaseAdminClient(url: string, serviceRoleKey: string): Promise<SupabaseClient> {
  const [{ createClient }, realtime] = await Promise.all([import("@supabase/supabase-js"), realtimeTransport()]);
  return createClient(url, serviceRoleKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime,
  });
}

/** A client with no session of its own: verifies a caller's access token (auth.getUser(jwt)). */
export async function createSupabaseStatelessClient(url: string, anonKey: string): Promise<SupabaseClient> {
  const [{ createClient }, realtime] = await Promise.all([import("@supabase/supabase-js"), realtimeTransport()]);
  return createClient(url, anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime,
  });
}
