import dns from "node:dns";
import http from "node:http";
import https from "node:https";
import type { LookupAddress } from "node:dns";
import type { IncomingMessage } from "node:http";
import zlib from "node:zlib";
import { env } from "@/lib/env";
import { classifyAddress, ipLiteralOf, isLoopbackAddress } from "./address-policy";
import { BLOCKED_ADDRESS_MESSAGE, FetchError, formatSeconds, httpStatusError, timeoutError } from "./fetch-error";
import type { FetchProvider, SafeFetchOptions, SafeResponse } from "./fetch-provider";

const DEFAULTS = { maxBytes: 5 * 1024 * 1024, connectTimeoutMs: 5_000, timeoutMs: 10_000, maxRedirects: 5 };
const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);
const USER_AGENT = "Mozilla/5.0 (compatible; TrayoBot/1.0; +https://trayo.app/bot)";

/**
 * The only way the server fetches a URL a user (or a search result) supplied. The address checked is
 * the address connected to: names are resolved by our own lookup on the request, every resolved
 * address must be public unicast, and every redirect hop goes through the same checks.
 */
export async function safeFetch(rawUrl: string, options: SafeFetchOptions = {}): Promise<SafeResponse> {
  const settings = { ...DEFAULTS, ...stripUndefined(options) };
  const allowed = loopbackAllowList(options.allowLoopback);
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(timeoutError(settings.timeoutMs)), settings.timeoutMs);
  const onOuterAbort = () => controller.abort(new FetchError("network", "The request was cancelled"));
  options.signal?.addEventListener("abort", onOuterAbort, { once: true });
  const redirects: string[] = [];
  try {
    let url = parseUrl(rawUrl);
    for (let hop = 0; ; hop++) {
      const response = await requestOnce(url, settings, allowed, controller.signal);
      if (REDIRECT_STATUSES.has(response.status) && response.location) {
        // A redirected POST would resend the body somewhere else (or drop it): never followed.
        if (settings.method === "POST") throw redirectRefused(response.status);
        if (hop >= settings.maxRedirects) throw new FetchError("too_many_redirects", "Too many redirects");
        url = parseUrl(new URL(response.location, url).toString());
        redirects.push(url.toString());
        continue;
      }
      if (response.status < 200 || response.status >= 300) {
        throw httpStatusError(response.status);
      }
      checkContentType(response.contentType, settings.allowedContentTypes);
      const body = await response.readBody(settings.maxBytes);
      return {
        url: url.toString(),
        status: response.status,
        contentType: response.contentType,
        headers: response.headers,
        body,
        redirects,
        text: () => decodeBody(body, response.headers["content-type"]),
      };
    }
  } catch (error) {
    throw controller.signal.aborted && controller.signal.reason instanceof FetchError ? controller.signal.reason : toFetchError(error);
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener("abort", onOuterAbort);
  }
}

type HopResponse = {
  status: number;
  location?: string;
  contentType: string;
  headers: Record<string, string>;
  readBody: (maxBytes: number) => Promise<Uint8Array>;
};

function parseUrl(raw: string): URL {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    throw new FetchError("invalid_url", `Invalid URL: ${raw}`);
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") {
    throw new FetchError("blocked_scheme", `Only http and https URLs can be fetched (got ${url.protocol.replace(/:$/, "")})`);
  }
  if (url.username || url.password) throw new FetchError("invalid_url", "URLs with credentials cannot be fetched");
  return url;
}

type LoopbackPair = { host: string; port: number };

function loopbackAllowList(extra: string[] | undefined): LoopbackPair[] {
  const listed = (env().TEST_ALLOW_LOOPBACK_FETCH ?? "").split(",");
  return [...listed, ...(extra ?? [])]
    .map((s) => s.trim())
    .filter(Boolean)
    .map((pair) => {
      const at = pair.lastIndexOf(":");
      return { host: pair.slice(0, at).replace(/^\[|\]$/g, "").toLowerCase(), port: Number(pair.slice(at + 1)) };
    })
    .filter((p) => p.host && Number.isInteger(p.port) && p.port > 0);
}

function checkAddress(address: string, host: string, port: number, allowed: LoopbackPair[]) {
  const verdict = classifyAddress(address);
  if (verdict.allowed) return;
  if (isLoopbackAddress(address) && allowed.some((p) => p.host === host && p.port === port)) return;
  throw new FetchError("blocked_address", BLOCKED_ADDRESS_MESSAGE, { detail: `${verdict.address} (${verdict.range})` });
}

function guardedLookup(host: string, port: number, allowed: LoopbackPair[]) {
  return (
    hostname: string,
    options: dns.LookupOptions,
    callback: (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void,
  ) => {
    dns.lookup(hostname, { all: true, family: options.family, hints: options.hints }, (error, addresses) => {
      if (error) return callback(new FetchError("dns", `Could not resolve ${hostname}`, { retryable: true, cause: error }), []);
      try {
        if (addresses.length === 0) throw new FetchError("dns", `Could not resolve ${hostname}`, { retryable: true });
        for (const a of addresses) checkAddress(a.address, host, port, allowed);
      } catch (checkError) {
        return callback(checkError as NodeJS.ErrnoException, []);
      }
      if (options.all) callback(null, addresses);
      else callback(null, addresses[0].address, addresses[0].family);
    });
  };
}

function requestOnce(
  url: URL,
  settings: typeof DEFAULTS & SafeFetchOptions,
  allowed: LoopbackPair[],
  signal: AbortSignal,
): Promise<HopResponse> {
  const host = url.hostname.replace(/^\[|\]$/g, "").toLowerCase();
  const port = url.port ? Number(url.port) : url.protocol === "https:" ? 443 : 80;
  const literal = ipLiteralOf(host);
  // Node connects to IP literals without calling `lookup`, so they are checked here.
  if (literal) checkAddress(literal, host, port, allowed);
  const transport = url.protocol === "https:" ? https : http;
  const body = settings.method === "POST" ? toBuffer(settings.body) : undefined;
  return new Promise<HopResponse>((resolve, reject) => {
    const request = transport.request(
      {
        protocol: url.protocol,
        hostname: host,
        port,
        path: `${url.pathname}${url.search}`,
        method: settings.method ?? "GET",
        headers: {
          "user-agent": USER_AGENT,
          accept: "text/html,application/xhtml+xml,application/xml;q=0.9,image/*;q=0.8,*/*;q=0.5",
          "accept-encoding": "gzip, deflate, br",
          ...settings.headers,
          ...(body ? { "content-type": settings.contentType ?? "application/octet-stream", "content-length": String(body.byteLength) } : {}),
        },
        agent: false,
        lookup: guardedLookup(host, port, allowed) as never,
        signal,
      },
      (response) => resolve(toHopResponse(response, signal)),
    );
    request.on("socket", (socket) => {
      const connectTimer = setTimeout(
        () => request.destroy(new FetchError("timeout", `Timed out after ${formatSeconds(settings.connectTimeoutMs)} connecting to ${host}`, { retryable: true })),
        settings.connectTimeoutMs,
      );
      socket.once("connect", () => clearTimeout(connectTimer));
      socket.once("close", () => clearTimeout(connectTimer));
    });
    request.on("error", reject);
    request.end(body);
  });
}

function toBuffer(body: Uint8Array | string | undefined): Buffer {
  if (body === undefined) return Buffer.alloc(0);
  return typeof body === "string" ? Buffer.from(body, "utf8") : Buffer.from(body.buffer, body.byteOffset, body.byteLength);
}

function redirectRefused(status: number): FetchError {
  return new FetchError("http_status", `The endpoint answered HTTP ${status} (a redirect, which deliveries do not follow)`, { status, retryable: false });
}

function toHopResponse(response: IncomingMessage, signal: AbortSignal): HopResponse {
  const headers: Record<string, string> = {};
  for (const [key, value] of Object.entries(response.headers)) {
    if (value !== undefined) headers[key] = Array.isArray(value) ? value.join(", ") : value;
  }
  const status = response.statusCode ?? 0;
  const isRedirect = REDIRECT_STATUSES.has(status) && Boolean(headers.location);
  if (isRedirect || status < 200 || status >= 300) response.resume();
  return {
    status,
    location: headers.location,
    contentType: mediaType(headers["content-type"]),
    headers,
    readBody: (maxBytes) => readLimited(response, headers, maxBytes, signal),
  };
}

function readLimited(response: IncomingMessage, headers: Record<string, string>, maxBytes: number, signal: AbortSignal) {
  const tooLarge = () => new FetchError("too_large", `The response is larger than ${formatBytes(maxBytes)}`);
  return new Promise<Uint8Array>((resolve, reject) => {
    const declared = Number(headers["content-length"]);
    if (Number.isFinite(declared) && declared > maxBytes && !headers["content-encoding"]) {
      response.destroy();
      return reject(tooLarge());
    }
    const encoding = (headers["content-encoding"] ?? "").trim().toLowerCase();
    const decoder =
      encoding === "gzip" || encoding === "x-gzip"
        ? zlib.createGunzip()
        : encoding === "deflate"
          ? zlib.createInflate()
          : encoding === "br"
            ? zlib.createBrotliDecompress()
            : null;
    const stream = decoder ? response.pipe(decoder) : response;
    const chunks: Buffer[] = [];
    let size = 0;
    const fail = (error: unknown) => {
      response.destroy();
      decoder?.destroy();
      reject(error);
    };
    signal.addEventListener("abort", () => fail(signal.reason), { once: true });
    stream.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBytes) return fail(tooLarge());
      chunks.push(chunk);
    });
    stream.on("error", (error) => fail(new FetchError("network", "The response could not be read", { retryable: true, cause: error })));
    response.on("error", (error) => fail(new FetchError("network", "The connection failed while reading", { retryable: true, cause: error })));
    stream.on("end", () => {
      const buffer = Buffer.concat(chunks);
      resolve(new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength));
    });
  });
}

export function checkContentType(contentType: string, allowed: string[] | undefined) {
  if (!allowed || allowed.length === 0) return;
  const ok = allowed.some((pattern) => {
    const p = pattern.toLowerCase();
    return p.endsWith("/*") ? contentType.startsWith(p.slice(0, -1)) : contentType === p;
  });
  if (!ok) throw new FetchError("content_type", `Unexpected content type ${contentType}`);
}

export function mediaType(header: string | undefined): string {
  const type = (header ?? "").split(";")[0].trim().toLowerCase();
  return type || "application/octet-stream";
}

export function decodeBody(body: Uint8Array, contentTypeHeader: string | undefined): string {
  const declared = /charset\s*=\s*"?([\w-]+)/i.exec(contentTypeHeader ?? "")?.[1];
  const sniffed = declared ? undefined : /<meta[^>]+charset\s*=\s*["']?([\w-]+)/i.exec(new TextDecoder("latin1").decode(body.subarray(0, 2048)))?.[1];
  const label = (declared ?? sniffed ?? "utf-8").toLowerCase();
  if (WINDOWS_1252_LABELS.has(label)) return decodeWindows1252(body);
  try {
    return new TextDecoder(label).decode(body);
  } catch {
    return new TextDecoder("utf-8").decode(body);
  }
}

// WHATWG maps all of these to windows-1252; Node 20's decoder treats 0x80-0x9F as C1 controls instead.
const WINDOWS_1252_LABELS = new Set(["windows-1252", "cp1252", "x-cp1252", "latin1", "iso-8859-1", "iso8859-1", "l1", "us-ascii", "ascii"]);
const CP1252_HIGH = "\u20ac\u0081\u201a\u0192\u201e\u2026\u2020\u2021\u02c6\u2030\u0160\u2039\u0152\u008d\u017d\u008f\u0090\u2018\u2019\u201c\u201d\u2022\u2013\u2014\u02dc\u2122\u0161\u203a\u0153\u009d\u017e\u0178";

function decodeWindows1252(body: Uint8Array): string {
  let out = "";
  for (let i = 0; i < body.length; i += 8192) {
    const chunk = body.subarray(i, i + 8192);
    out += String.fromCharCode(...Array.from(chunk, (b) => (b >= 0x80 && b <= 0x9f ? CP1252_HIGH.charCodeAt(b - 0x80) : b)));
  }
  return out;
}

function toFetchError(error: unknown): FetchError {
  if (error instanceof FetchError) return error;
  const cause = error as NodeJS.ErrnoException | undefined;
  if (cause?.cause instanceof FetchError) return cause.cause;
  const code = cause?.code ?? "";
  const reasons: Record<string, string> = {
    ECONNREFUSED: "connection refused",
    ECONNRESET: "connection reset",
    EHOSTUNREACH: "host unreachable",
    ENETUNREACH: "network unreachable",
    ETIMEDOUT: "connection timed out",
    EPIPE: "connection closed",
  };
  if (reasons[code]) return new FetchError("connect", `Could not connect: ${reasons[code]}`, { retryable: true, cause: error });
  if (code.startsWith("ERR_TLS") || /certificate|SSL|TLS/i.test(cause?.message ?? "")) {
    return new FetchError("connect", `Secure connection failed: ${withoutAddresses(cause?.message ?? "TLS error")}`, { cause: error });
  }
  return new FetchError("network", `The request failed: ${withoutAddresses(cause?.message ?? String(error))}`, { retryable: true, cause: error });
}

const IPV4 = /\b\d{1,3}(?:\.\d{1,3}){3}(?::\d+)?\b/g;
const IPV6 = /\[?(?:[0-9a-f]{1,4})?(?::[0-9a-f]{0,4}){2,7}(?:%\w+)?\]?(?::\d+)?/gi;

/** A socket's own message names the address it connected to: the user reads the reason, so it goes. */
export function withoutAddresses(message: string): string {
  return message.replace(IPV4, "[address]").replace(IPV6, "[address]");
}

const formatBytes = (n: number) => (n >= 1024 * 1024 ? `${Math.round((n / 1024 / 1024) * 10) / 10} MB` : `${Math.round(n / 1024)} KB`);

function stripUndefined<T extends object>(o: T): Partial<T> {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>;
}

/** The network fetcher: every URL goes through the checks above. */
export const networkFetcher: FetchProvider = { fetch: safeFetch };
