import http from "node:http";
import type { AddressInfo } from "node:net";
import zlib from "node:zlib";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { resetEnvCache } from "@/lib/env";
import { BLOCKED_ADDRESS_MESSAGE, FetchError } from "@/lib/providers/fetch/fetch-error";
import { createFetchProvider } from "@/lib/providers/fetch/create-fetch-provider";
import { safeFetch } from "@/lib/providers/fetch/safe-fetch";

// Local servers on loopback only: the fetcher must refuse them unless a test explicitly allows one
// host:port, and each server counts the connections it receives to prove nothing was opened.
type Counted = { server: http.Server; port: number; connections: number; close: () => Promise<void> };

async function listen(handler: http.RequestListener, host = "127.0.0.1"): Promise<Counted> {
  const server = http.createServer(handler);
  const counted = { server, port: 0, connections: 0, close: () => new Promise<void>((r) => server.close(() => r())) };
  server.on("connection", () => counted.connections++);
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, host, resolve);
  });
  counted.port = (server.address() as AddressInfo).port;
  return counted;
}

const ok: http.RequestListener = (_req, res) => {
  res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
  res.end("<h1>hello</h1>");
};

async function refusal(url: string, options: Parameters<typeof safeFetch>[1] = {}): Promise<FetchError> {
  try {
    await safeFetch(url, { timeoutMs: 3000, ...options });
  } catch (error) {
    expect(error).toBeInstanceOf(FetchError);
    return error as FetchError;
  }
  throw new Error(`${url} was fetched`);
}

let target: Counted;
let ipv6Target: Counted | null = null;

beforeAll(async () => {
  target = await listen(ok);
  ipv6Target = await listen(ok, "::1").catch(() => null);
});

afterAll(async () => {
  await target.close();
  await ipv6Target?.close();
});

afterEach(() => {
  delete process.env.TEST_ALLOW_LOOPBACK_FETCH;
  resetEnvCache();
});

describe("safeFetch refuses internal addresses without opening a socket", () => {
  it.each([
    ["http://127.0.0.1:{port}/", "127.0.0.1 (loopback)"],
    ["http://localhost:{port}/", "127.0.0.1 (loopback)"],
    ["http://[::ffff:127.0.0.1]:{port}/", "127.0.0.1 (loopback)"],
    ["http://2130706433:{port}/", "127.0.0.1 (loopback)"],
    ["http://0x7f.1:{port}/", "127.0.0.1 (loopback)"],
    ["http://0177.0.0.1:{port}/", "127.0.0.1 (loopback)"],
    ["http://127.1:{port}/", "127.0.0.1 (loopback)"],
  ])("%s", async (pattern, detail) => {
    const error = await refusal(pattern.replace("{port}", String(target.port)));
    expect(error.code).toBe("blocked_address");
    // The reason a user reads never says what the name resolved to; the logs do.
    expect(error.message).toBe(BLOCKED_ADDRESS_MESSAGE);
    expect(error.message).not.toMatch(/127\.0\.0\.1|loopback/);
    expect(error.detail).toBe(detail);
    expect(error.retryable).toBe(false);
    expect(target.connections).toBe(0);
  });

  it("[::1]", async () => {
    const port = ipv6Target?.port ?? target.port;
    expect(await refusal(`http://[::1]:${port}/`)).toMatchObject({ message: BLOCKED_ADDRESS_MESSAGE, detail: "::1 (loopback)" });
    expect(ipv6Target?.connections ?? 0).toBe(0);
  });

  it.each([
    ["http://10.0.0.1/", "10.0.0.1 (private)"],
    ["http://192.168.0.10:8080/admin", "192.168.0.10 (private)"],
    ["http://169.254.169.254/latest/meta-data/", "169.254.169.254 (cloud metadata)"],
    ["http://100.64.0.7/", "100.64.0.7 (carrier-grade NAT)"],
    ["http://[fd00::1]/", "fd00::1 (unique local)"],
    ["http://0.0.0.0/", "0.0.0.0 (unspecified)"],
    ["http://[::ffff:10.0.0.1]/", "10.0.0.1 (private)"],
  ])("%s (refused before any connection is attempted)", async (url, detail) => {
    expect(await refusal(url)).toMatchObject({ message: BLOCKED_ADDRESS_MESSAGE, detail });
  });

  it.each([
    ["file:///etc/passwd", "Only http and https URLs can be fetched (got file)"],
    ["ftp://example.com/x", "Only http and https URLs can be fetched (got ftp)"],
    ["gopher://127.0.0.1:70/", "Only http and https URLs can be fetched (got gopher)"],
    ["not a url", "Invalid URL: not a url"],
    ["http://user:pass@example.com/", "URLs with credentials cannot be fetched"],
  ])("%s", async (url, message) => {
    expect((await refusal(url)).message).toBe(message);
  });
});

describe("redirects", () => {
  it("re-checks every hop: an allowed server's redirect to a forbidden loopback port is refused", async () => {
    const forbidden = await listen(ok);
    const allowed = await listen((_req, res) => {
      res.writeHead(302, { location: `http://127.0.0.1:${forbidden.port}/internal` });
      res.end();
    });
    const error = await refusal(`http://127.0.0.1:${allowed.port}/`, { allowLoopback: [`127.0.0.1:${allowed.port}`] });
    expect(error.detail).toBe("127.0.0.1 (loopback)");
    expect(allowed.connections).toBe(1);
    expect(forbidden.connections).toBe(0);
    await forbidden.close();
    await allowed.close();
  });

  it("refuses a redirect to another scheme and stops after 5 hops", async () => {
    const toFile = await listen((_req, res) => {
      res.writeHead(301, { location: "file:///etc/passwd" });
      res.end();
    });
    const allow = [`127.0.0.1:${toFile.port}`];
    expect((await refusal(`http://127.0.0.1:${toFile.port}/`, { allowLoopback: allow })).message).toBe("Only http and https URLs can be fetched (got file)");

    const loop = await listen((req, res) => {
      const n = Number(req.url!.slice(1)) || 0;
      res.writeHead(307, { location: `/${n + 1}` });
      res.end();
    });
    const error = await refusal(`http://127.0.0.1:${loop.port}/0`, { allowLoopback: [`127.0.0.1:${loop.port}`] });
    expect(error.message).toBe("Too many redirects");
    await toFile.close();
    await loop.close();
  });

  it("follows up to 5 redirects and reports the final URL", async () => {
    const chain = await listen((req, res) => {
      const n = Number(req.url!.slice(1)) || 0;
      if (n < 5) {
        res.writeHead(302, { location: `/${n + 1}` });
        return res.end();
      }
      ok(req, res);
    });
    const response = await safeFetch(`http://127.0.0.1:${chain.port}/0`, { allowLoopback: [`127.0.0.1:${chain.port}`] });
    expect(response.url).toBe(`http://127.0.0.1:${chain.port}/5`);
    expect(response.redirects).toHaveLength(5);
    expect(response.text()).toBe("<h1>hello</h1>");
    await chain.close();
  });
});

describe("limits", () => {
  it("times out a server that never answers", async () => {
    const silent = await listen(() => {});
    const error = await refusal(`http://127.0.0.1:${silent.port}/`, { allowLoopback: [`127.0.0.1:${silent.port}`], timeoutMs: 300 });
    expect(error.message).toBe("Timed out after 0.3 s");
    expect(error.retryable).toBe(true);
    silent.server.closeAllConnections();
    await silent.close();
  });

  it("caps the response size, also after decompression", async () => {
    const big = await listen((req, res) => {
      if (req.url === "/gzip") {
        res.writeHead(200, { "content-type": "text/html", "content-encoding": "gzip" });
        return res.end(zlib.gzipSync(Buffer.alloc(8 * 1024 * 1024, 32)));
      }
      res.writeHead(200, { "content-type": "text/html" });
      res.end(Buffer.alloc(2 * 1024 * 1024, 97));
    });
    const allow = [`127.0.0.1:${big.port}`];
    expect((await refusal(`http://127.0.0.1:${big.port}/`, { allowLoopback: allow, maxBytes: 1024 * 1024 })).message).toBe("The response is larger than 1 MB");
    expect((await refusal(`http://127.0.0.1:${big.port}/gzip`, { allowLoopback: allow, maxBytes: 1024 * 1024 })).code).toBe("too_large");
    await big.close();
  });

  it("enforces the content-type allow-list and reports HTTP errors", async () => {
    const pdf = await listen((req, res) => {
      if (req.url === "/missing") {
        res.writeHead(404, { "content-type": "text/html" });
        return res.end("nope");
      }
      res.writeHead(200, { "content-type": "application/pdf" });
      res.end("%PDF-1.7");
    });
    const allow = [`127.0.0.1:${pdf.port}`];
    expect((await refusal(`http://127.0.0.1:${pdf.port}/`, { allowLoopback: allow, allowedContentTypes: ["text/html"] })).message).toBe(
      "Unexpected content type application/pdf",
    );
    const missing = await refusal(`http://127.0.0.1:${pdf.port}/missing`, { allowLoopback: allow });
    expect(missing.message).toBe("The page answered HTTP 404");
    expect(missing.status).toBe(404);
    const image = await refusal(`http://127.0.0.1:${pdf.port}/`, { allowLoopback: allow, allowedContentTypes: ["image/*"] });
    expect(image.code).toBe("content_type");
    await pdf.close();
  });
});

describe("test escape hatch", () => {
  it("TEST_ALLOW_LOOPBACK_FETCH opens exactly the listed host:port pairs", async () => {
    process.env.TEST_ALLOW_LOOPBACK_FETCH = `127.0.0.1:${target.port}`;
    resetEnvCache();
    const response = await safeFetch(`http://127.0.0.1:${target.port}/`);
    expect(response.status).toBe(200);
    expect(response.contentType).toBe("text/html");
    const other = await listen(ok);
    expect((await refusal(`http://127.0.0.1:${other.port}/`)).code).toBe("blocked_address");
    expect((await refusal(`http://localhost:${target.port}/`)).code).toBe("blocked_address");
    expect(other.connections).toBe(0);
    await other.close();
  });

  it("never opens private ranges other than loopback", async () => {
    expect((await refusal("http://10.0.0.1:80/", { allowLoopback: ["10.0.0.1:80"] })).detail).toBe("10.0.0.1 (private)");
  });
});

describe("the demo news host", () => {
  it("answers from the bundled corpus without network, and 404s unknown stories", async () => {
    // The app's fetcher layers the demo corpus over the safe fetcher (lib/providers/fetch/create-fetch-provider.ts).
    const fetcher = createFetchProvider();
    const response = await fetcher.fetch("https://news.demo.trayo.local/venture-ledger/helio-grid-raises-120-million-series-c", { allowedContentTypes: ["text/html"] });
    expect(response.text()).toContain("Helio Grid raises $120 million Series C");
    const refused = await fetcher.fetch("https://news.demo.trayo.local/no-such-story").then(
      () => new Error("fetched"),
      (error: Error) => error,
    );
    expect(refused.message).toBe("The page answered HTTP 404");
  });
});
