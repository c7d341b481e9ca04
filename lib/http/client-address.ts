/**
 * Which request headers describe the client, following TRUSTED_PROXY: unset (or "false"), nothing a
 * client sends is trusted and the peer address of the TCP connection is used; a number N (or "true" = 1)
 * means N reverse proxies in front of the app append to X-Forwarded-For, so the client is the N-th entry
 * from the right and X-Forwarded-Host is the host the visitor used.
 */
export function trustedProxyHops(value: string | undefined): number {
  const v = (value ?? "").trim().toLowerCase();
  if (v === "" || v === "false" || v === "0" || v === "no") return 0;
  if (v === "true" || v === "yes") return 1;
  const n = Number(v);
  return Number.isInteger(n) && n > 0 ? n : 0;
}

/** Set by instrumentation.ts from the socket on every request, overwriting anything a client sent. */
export const PEER_ADDRESS_HEADER = "x-trayo-peer-address";

type HeaderSource = { get(name: string): string | null };

/** The client's IP address for rate limits, or "unknown". */
export function clientAddress(headers: HeaderSource, hops: number): string {
  if (hops > 0) {
    const chain = (headers.get("x-forwarded-for") ?? "")
      .split(",")
      .map((s) => s.trim())
      .filter(Boolean);
    const entry = chain[chain.length - hops];
    if (entry) return entry;
  }
  return headers.get(PEER_ADDRESS_HEADER)?.trim() || "unknown";
}
