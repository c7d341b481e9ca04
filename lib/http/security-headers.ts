// Pure helpers (no imports) so next.config.ts can use them too.

/**
 * The Content-Security-Policy of every page. Scripts: only Next.js's own, carrying the per-request nonce
 * (and what they load, through 'strict-dynamic'); no inline script. Styles keep 'unsafe-inline' because
 * React style attributes and Radix positioning set inline styles. Images: our storage, data:/blob: (chosen
 * files, inline icons) and any https host (account logos are fetched from the accounts' own sites).
 * Frames: only our own documents (sandboxed srcdoc previews), and nobody may frame us.
 */
export function contentSecurityPolicy(options: { nonce: string; development: boolean; https: boolean }): string {
  const scriptSrc = ["'self'", `'nonce-${options.nonce}'`, "'strict-dynamic'"];
  // React's development build evaluates code for its debugging features.
  if (options.development) scriptSrc.push("'unsafe-eval'");
  const directives = [
    "default-src 'self'",
    `script-src ${scriptSrc.join(" ")}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: https:${options.https ? "" : " http:"}`,
    "font-src 'self' data:",
    `connect-src 'self'${options.development ? " ws: wss:" : ""}`,
    "frame-src 'self' blob:",
    "worker-src 'self' blob:",
    "media-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ];
  if (options.https) directives.push("upgrade-insecure-requests");
  return directives.join("; ");
}

/** Headers every response carries (next.config.ts applies them to static files too). */
export const STATIC_SECURITY_HEADERS: { key: string; value: string }[] = [
  { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
  { key: "X-Content-Type-Options", value: "nosniff" },
  { key: "X-Frame-Options", value: "DENY" },
  { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()" },
  { key: "Cross-Origin-Opener-Policy", value: "same-origin" },
];

export const HSTS_HEADER = { key: "Strict-Transport-Security", value: "max-age=63072000; includeSubDomains" };

/** A fresh nonce for one response (Web Crypto: proxy.ts may run on the edge runtime too). */
export function createNonce(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return btoa(String.fromCharCode(...bytes));
}
