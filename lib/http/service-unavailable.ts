import { SERVICE_UNAVAILABLE_MESSAGE } from "@/lib/errors/app-error";

/** The app's screen while the database does not answer (the session is still valid: never a sign-in). */
export const SERVICE_UNAVAILABLE_TITLE = "We can't reach the database right now — retrying";

const FIRST_RETRY_MS = 1000;
const LONGEST_RETRY_MS = 30_000;

/** How long the screen waits before its `attempt`-th try (0-based): 1 s, doubling up to 30 s. */
export function retryDelayMs(attempt: number): number {
  return Math.min(LONGEST_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.max(0, Math.min(attempt, 15)));
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The same screen as a self-contained 503 page, for answers given before the app renders (the proxy):
 * it reloads the same URL after 1 s, 2 s, 4 s... (the try count rides in sessionStorage and starts over
 * after a quiet minute), with `nonce`
 * on its one inline script for the Content-Security-Policy.
 */
export function serviceUnavailableHtml(nonce: string): string {
  const title = escapeHtml(SERVICE_UNAVAILABLE_TITLE);
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<style nonce="${escapeHtml(nonce)}">body{margin:0;min-height:100dvh;display:grid;place-items:center;font-family:system-ui,sans-serif;background:#f6f6f7;color:#18181b;padding:1rem}main{max-width:28rem;text-align:center}h1{font-size:1.125rem}p{font-size:.875rem;color:#52525b}</style>
</head><body><main role="alert"><h1>${title}</h1><p>You are still signed in. This page comes back by itself as soon as the database answers.</p></main>
<script nonce="${escapeHtml(nonce)}">(function(){var k="trayo-retry",s={};try{s=JSON.parse(sessionStorage.getItem(k)||"{}")}catch(e){}var n=Date.now()-(s.t||0)<60000?s.n||0:0;sessionStorage.setItem(k,JSON.stringify({n:n+1,t:Date.now()}));setTimeout(function(){location.reload()},Math.min(${LONGEST_RETRY_MS},${FIRST_RETRY_MS}*Math.pow(2,Math.min(n,15))))})();</script>
</body></html>`;
}

/** The 503 answer of a page request that could not look up its session. */
export function serviceUnavailableResponse(nonce: string, acceptsHtml: boolean): Response {
  const headers = { "retry-after": "2", "cache-control": "no-store" };
  if (!acceptsHtml) return Response.json({ error: SERVICE_UNAVAILABLE_MESSAGE }, { status: 503, headers });
  return new Response(serviceUnavailableHtml(nonce), { status: 503, headers: { ...headers, "content-type": "text/html; charset=utf-8" } });
}
