const BASE = "http://trayo.invalid";

/**
 * The redirect target if it is a path on this site, else null. Rejects absolute and
 * protocol-relative URLs (`//evil`, `/\evil`), schemes, backslashes, control characters and
 * percent-encoded tricks that a browser or a second decode would turn into another origin.
 */
export function safeRedirectPath(value: string | null | undefined): string | null {
  if (typeof value !== "string") return null;
  const candidate = value.trim();
  if (candidate === "" || candidate.length > 2048) return null;
  if (!candidate.startsWith("/")) return null;
  if (/[\\\u0000-\u001f\u007f]/.test(candidate)) return null;
  if (candidate.startsWith("//")) return null;
  // Decoded forms of the same checks: %2f%2f, %5c, %09, %00 and double encodings.
  let decoded = candidate;
  for (let i = 0; i < 3; i++) {
    let next: string;
    try {
      next = decodeURIComponent(decoded);
    } catch {
      return null;
    }
    if (/[\\\u0000-\u001f\u007f]/.test(next) || next.startsWith("//")) return null;
    if (next === decoded) break;
    decoded = next;
  }
  let url: URL;
  try {
    url = new URL(candidate, BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The safe redirect target, or `fallback`. */
export function safeRedirect(value: string | null | undefined, fallback = "/"): string {
  return safeRedirectPath(value) ?? fallback;
}
