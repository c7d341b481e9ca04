import { env } from "@/lib/env";
import { readBodyCapped } from "@/lib/utils/read-body";
import { posthogTarget } from "./posthog-hosts";

// Only what PostHog needs: never the visitor's cookies (the session token), authorization or our
// forwarding headers.
const FORWARDED_REQUEST_HEADERS = ["content-type", "content-encoding", "accept", "accept-language", "user-agent"];
const FORWARDED_RESPONSE_HEADERS = ["content-type", "cache-control", "etag", "last-modified"];
/** posthog-js sends compressed batches of a few KB to a few hundred KB. */
export const INGEST_MAX_BYTES = 1024 * 1024;

/** /ingest: PostHog through our own origin, only when a PostHog key is configured (404 otherwise). */
export async function proxyIngest(request: Request, segments: string[]): Promise<Response> {
  const config = env();
  if (!config.NEXT_PUBLIC_POSTHOG_KEY) return new Response("Not found", { status: 404, headers: { "content-type": "text/plain; charset=utf-8" } });
  const target = posthogTarget(config.NEXT_PUBLIC_POSTHOG_HOST, segments, new URL(request.url).search);
  const headers = new Headers();
  for (const name of FORWARDED_REQUEST_HEADERS) {
    const value = request.headers.get(name);
    if (value) headers.set(name, value);
  }
  const hasBody = request.method !== "GET" && request.method !== "HEAD";
  const upstream = await fetch(target, {
    method: request.method,
    headers,
    body: hasBody ? await readBodyCapped(request, INGEST_MAX_BYTES) : undefined,
    redirect: "manual",
    signal: AbortSignal.timeout(15_000),
  });
  const responseHeaders = new Headers();
  for (const name of FORWARDED_RESPONSE_HEADERS) {
    const value = upstream.headers.get(name);
    if (value) responseHeaders.set(name, value);
  }
  return new Response(upstream.body, { status: upstream.status, headers: responseHeaders });
}
