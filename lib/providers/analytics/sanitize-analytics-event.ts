import type { CaptureResult, CapturedNetworkRequest } from "posthog-js";

/** Pages whose address carries a sign-in secret (a code, token or signature) in its query or fragment. */
export const SECRET_BEARING_ROUTES = ["/auth/callback", "/auth/confirm", "/reset-password", "/secure-access"] as const;

/** Parameters that are secrets wherever they appear (Supabase puts tokens in the fragment, our links in the query). */
const SECRET_PARAMS = new Set([
  "token",
  "token_hash",
  "access_token",
  "refresh_token",
  "provider_token",
  "provider_refresh_token",
  "id_token",
  "code",
  "sig",
  "signature",
  "otp",
]);

/**
 * Kept (scrubbed) on secret-bearing pages: who the visitor is, so identification still works, and replay
 * batches, which carry no page address of their own and may hold other pages' recording.
 */
const KEPT_ON_SECRET_BEARING_ROUTES = new Set(["$identify", "$set", "$groupidentify", "$create_alias", "$snapshot"]);

const BASE = "http://relative.invalid";
// An absolute http(s) URL, or a root-relative path, up to the next quote, space or angle bracket.
const URL_LIKE = /(?:https?:\/\/|(?<![\w/.:])\/)[^\s"'<>`]*/g;

export function isSecretBearingRoute(pathname: string): boolean {
  const path = pathname.toLowerCase().replace(/\/+$/, "") || "/";
  return SECRET_BEARING_ROUTES.some((route) => path === route || path.startsWith(`${route}/`));
}

function pathnameOf(url: string): string | null {
  try {
    return new URL(url, BASE).pathname;
  } catch {
    return null;
  }
}

/**
 * The URL without its query and fragment when it points at a secret-bearing page or carries a secret
 * parameter; otherwise unchanged. Absolute URLs stay absolute, paths stay paths.
 */
export function sanitizeUrl(url: string): string {
  const cut = url.search(/[?#]/);
  if (cut === -1) return url;
  let parsed: URL;
  try {
    parsed = new URL(url, BASE);
  } catch {
    return url.slice(0, cut);
  }
  const names = [...parsed.searchParams.keys(), ...new URLSearchParams(parsed.hash.slice(1)).keys()];
  const secret = isSecretBearingRoute(parsed.pathname) || names.some((name) => SECRET_PARAMS.has(name.toLowerCase()));
  return secret ? url.slice(0, cut) : url;
}

/** Every URL inside the value (whole strings, or embedded like autocapture's element chain) sanitised. */
function scrubUrls<T>(value: T): T {
  if (typeof value === "string") {
    if (!value.includes("?") && !value.includes("#")) return value;
    return value.replace(URL_LIKE, (match) => sanitizeUrl(match)) as T;
  }
  if (Array.isArray(value)) {
    let changed = false;
    const items = value.map((item) => {
      const scrubbed = scrubUrls(item);
      changed ||= scrubbed !== item;
      return scrubbed;
    });
    return (changed ? items : value) as T;
  }
  if (value && typeof value === "object" && !(value instanceof Date)) {
    let changed = false;
    const entries = Object.entries(value).map(([key, item]) => {
      const scrubbed = scrubUrls(item);
      changed ||= scrubbed !== item;
      return [key, scrubbed] as const;
    });
    return (changed ? Object.fromEntries(entries) : value) as T;
  }
  return value;
}

function happenedOnSecretBearingRoute(properties: CaptureResult["properties"]): boolean {
  const where = properties?.$current_url ?? properties?.$pathname;
  if (typeof where !== "string") return false;
  const pathname = pathnameOf(where);
  return pathname !== null && isSecretBearingRoute(pathname);
}

/**
 * posthog-js `before_send`: nothing is captured on a page whose address holds a secret (no pageview,
 * no clicks), and no event anywhere sends such an address — current URL, referrer, entry URL,
 * element hrefs or recorded page URLs.
 */
export function sanitizeAnalyticsEvent(event: CaptureResult | null): CaptureResult | null {
  if (!event) return null;
  if (!KEPT_ON_SECRET_BEARING_ROUTES.has(event.event) && happenedOnSecretBearingRoute(event.properties)) return null;
  return {
    ...event,
    properties: scrubUrls(event.properties),
    ...(event.$set ? { $set: scrubUrls(event.$set) } : {}),
    ...(event.$set_once ? { $set_once: scrubUrls(event.$set_once) } : {}),
  };
}

/**
 * Session replay's URL hook (page addresses and network requests): secrets stripped from the URL, and
 * no bodies for requests to secret-bearing pages (their server actions receive the secret).
 */
export function sanitizeRecordedRequest(request: CapturedNetworkRequest): CapturedNetworkRequest {
  const name = sanitizeUrl(request.name);
  const pathname = pathnameOf(request.name);
  if (pathname === null || !isSecretBearingRoute(pathname)) return name === request.name ? request : { ...request, name };
  return { ...request, name, requestBody: null, responseBody: null };
}
