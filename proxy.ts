import { NextResponse, type NextRequest } from "next/server";
import type { AuthCookieOptions, CookieJar } from "@/lib/auth/cookie-jar";
import { env, isSupabaseAuth } from "@/lib/env";
import { trustedProxyHops } from "@/lib/http/client-address";
import { isServiceUnavailable } from "@/lib/errors/app-error";
import { contentSecurityPolicy, createNonce, HSTS_HEADER } from "@/lib/http/security-headers";
import { serviceUnavailableResponse } from "@/lib/http/service-unavailable";
import { hasSessionCookie, hasSupabaseSessionCookie, REQUEST_PATH_HEADER, signInPathFor } from "@/lib/auth/route-access";
import { isAdminRoute, isAppRoute } from "@/lib/routes/app-routes";

/**
 * Thin on purpose. It sends visitors without any session cookie away from app pages and, with Supabase
 * Auth, refreshes an expiring session here (Server Components cannot write cookies). Whether the session
 * is valid and what the role allows is checked again on the server by layouts, actions and route handlers.
 * Admin routes are the exception: their role check happens here too, so a non-admin is sent to /accounts
 * whether or not the page exists.
 *
 * It also gives every page its Content-Security-Policy with a fresh nonce (Next.js reads the nonce from
 * the request's policy header and puts it on its own scripts), and, unless TRUSTED_PROXY says a proxy
 * sets it, replaces a client-sent X-Forwarded-Host so the server-action origin check uses the real Host.
 */
export async function proxy(request: NextRequest) {
  const nonce = createNonce();
  const https = env().APP_URL.startsWith("https:");
  const csp = contentSecurityPolicy({ nonce, development: env().NODE_ENV === "development", https });
  const forward: Forward = () => {
    const headers = new Headers(request.headers);
    headers.set("x-nonce", nonce);
    headers.set("content-security-policy", csp);
    // Lets the app layout send an expired session to sign-in and back to this very page.
    headers.set(REQUEST_PATH_HEADER, `${request.nextUrl.pathname}${request.nextUrl.search}`);
    if (trustedProxyHops(env().TRUSTED_PROXY) === 0) {
      const host = request.headers.get("host");
      if (host) headers.set("x-forwarded-host", host);
      else headers.delete("x-forwarded-host");
    }
    return NextResponse.next({ request: { headers } });
  };
  const response = await route(request, forward).catch((error: unknown) => {
    // The session could not be looked up (database or auth service blip): a 503 retry screen, never a sign-in.
    if (!isServiceUnavailable(error)) throw error;
    const { body, status, headers } = serviceUnavailableResponse(nonce, acceptsHtml(request));
    return new NextResponse(body, { status, headers });
  });
  // Stored files carry their own, stricter policy (sandbox).
  if (!request.nextUrl.pathname.startsWith("/api/storage/")) response.headers.set("content-security-policy", csp);
  if (https) response.headers.set(HSTS_HEADER.key, HSTS_HEADER.value);
  return response;
}

type Forward = () => NextResponse;

const acceptsHtml = (request: NextRequest) => request.method === "GET" && (request.headers.get("accept") ?? "").includes("text/html");

async function route(request: NextRequest, forward: Forward): Promise<NextResponse> {
  const { pathname } = request.nextUrl;
  const appRoute = isAppRoute(pathname);
  if (appRoute && !hasSessionCookie(request.cookies.getAll())) return toSignIn(request);
  if (isSupabaseAuth() && hasSupabaseSessionCookie(request.cookies.getAll())) return refreshSupabaseSession(request, appRoute, forward);
  if (isAdminRoute(pathname) && !(await isAdminRequest(request))) {
    return NextResponse.redirect(new URL("/accounts", request.url));
  }
  return forward();
}

async function isAdminRequest(request: NextRequest): Promise<boolean> {
  const jar: CookieJar = {
    getAll: () => request.cookies.getAll().map(({ name, value }) => ({ name, value })),
    set: () => {},
  };
  const { authProviderFor } = await import("@/lib/auth/get-auth-provider");
  const { loadViewer } = await import("@/lib/auth/load-profile");
  const user = await (await authProviderFor(jar)).getUser();
  if (!user) return false;
  return (await loadViewer(user)).role === "admin";
}

function toSignIn(request: NextRequest, written: Written[] = []) {
  const response = NextResponse.redirect(new URL(signInPathFor(request.nextUrl.pathname, request.nextUrl.search), request.url));
  for (const c of written) response.cookies.set(c.name, c.value, c.options);
  return response;
}

type Written = { name: string; value: string; options?: AuthCookieOptions };

async function refreshSupabaseSession(request: NextRequest, appRoute: boolean, forward: Forward) {
  const written: Written[] = [];
  const jar: CookieJar = {
    getAll: () => request.cookies.getAll().map(({ name, value }) => ({ name, value })),
    set(name, value, options) {
      // Downstream rendering must see the refreshed session too, not only the browser.
      request.cookies.set(name, value);
      written.push({ name, value, options });
    },
  };
  const { authProviderFor } = await import("@/lib/auth/get-auth-provider");
  const user = await (await authProviderFor(jar)).getUser();
  if (!user && appRoute) return toSignIn(request, written);
  if (isAdminRoute(request.nextUrl.pathname) && (!user || (await loadRole(user)) !== "admin")) {
    const redirect = NextResponse.redirect(new URL("/accounts", request.url));
    for (const c of written) redirect.cookies.set(c.name, c.value, c.options);
    return redirect;
  }
  const response = forward();
  for (const c of written) response.cookies.set(c.name, c.value, c.options);
  return response;
}

async function loadRole(user: { id: string; email: string }) {
  const { loadViewer } = await import("@/lib/auth/load-profile");
  return (await loadViewer(user)).role;
}

export const config = {
  // Every page (Supabase sessions are refreshed everywhere, every page gets its CSP nonce), but not static
  // files, images or the analytics proxy (next.config.ts gives those the static security headers).
  matcher: ["/((?!_next/static|_next/image|ingest|favicon.ico|.*\\.(?:svg|png|jpg|jpeg|gif|webp|ico|txt|xml)$).*)"],
};
