import { NextRequest } from "next/server";
import { afterEach, describe, expect, it } from "vitest";
import { resetEnvCache } from "@/lib/env";
import { clientAddress, PEER_ADDRESS_HEADER } from "@/lib/http/client-address";
import { productionProblems } from "@/lib/startup/production-checks";
import { env } from "@/lib/env";
import { proxy } from "@/proxy";

// Issue 14 (4, 7): headers on every page, forged forwarding headers ignored, production start-up checks.

const envBefore = { ...process.env };
afterEach(() => {
  process.env = { ...envBefore };
  resetEnvCache();
});

const setEnv = (values: Record<string, string | undefined>) => {
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
  resetEnvCache();
};

describe("proxy.ts security", () => {
  it("gives a page a nonce-based CSP that forbids framing, and hands the nonce to Next.js", async () => {
    setEnv({ APP_URL: "https://trayo.example", NODE_ENV: "production" });
    const response = await proxy(new NextRequest("https://trayo.example/signin"));
    const csp = response.headers.get("content-security-policy") ?? "";
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(csp).toContain("object-src 'none'");
    expect(response.headers.get("strict-transport-security")).toMatch(/max-age=\d+/);
    // Next.js reads the nonce from the request's policy header.
    expect(response.headers.get("x-middleware-request-content-security-policy")).toBe(csp);
    const second = await proxy(new NextRequest("https://trayo.example/signin"));
    expect(second.headers.get("content-security-policy")).not.toBe(csp);
  });

  it("sends no HSTS over plain http and keeps the sign-in redirect", async () => {
    setEnv({ APP_URL: "http://localhost:3000" });
    const response = await proxy(new NextRequest("http://localhost:3000/events?x=1"));
    expect(response.status).toBe(307);
    expect(response.headers.get("location")).toBe("http://localhost:3000/signin?redirect=%2Fevents%3Fx%3D1");
    expect(response.headers.get("strict-transport-security")).toBeNull();
    expect(response.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
  });

  it("replaces a forged X-Forwarded-Host unless TRUSTED_PROXY says a proxy sets it", async () => {
    setEnv({ TRUSTED_PROXY: undefined });
    const forged = () => new NextRequest("http://app.test/signin", { headers: { host: "app.test", "x-forwarded-host": "evil.example" } });
    expect((await proxy(forged())).headers.get("x-middleware-request-x-forwarded-host")).toBe("app.test");
    setEnv({ TRUSTED_PROXY: "1" });
    expect((await proxy(forged())).headers.get("x-middleware-request-x-forwarded-host")).toBe("evil.example");
  });

  it("takes the client address from the socket unless TRUSTED_PROXY names the proxies", () => {
    const headers = new Headers({ "x-forwarded-for": "6.6.6.6, 203.0.113.9", [PEER_ADDRESS_HEADER]: "10.0.0.2" });
    expect(clientAddress(headers, 0)).toBe("10.0.0.2");
    expect(clientAddress(headers, 1)).toBe("203.0.113.9");
    expect(clientAddress(headers, 2)).toBe("6.6.6.6");
  });
});

describe("production start-up checks", () => {
  it("warns about a missing or local APP_URL (an error in hosted mode), plain http, and a port mismatch", () => {
    setEnv({ NODE_ENV: "production", APP_URL: undefined, PORT: "3100" });
    expect(env().APP_URL).toBe("http://localhost:3100");
    expect(productionProblems(env(), false)).toEqual([expect.objectContaining({ level: "warn", message: expect.stringContaining("APP_URL is not set") })]);
    expect(productionProblems(env(), true)[0].level).toBe("error");
    setEnv({ NODE_ENV: "production", APP_URL: "http://trayo.example" });
    expect(productionProblems(env(), false)).toEqual([expect.objectContaining({ message: expect.stringContaining("without the Secure flag") })]);
    setEnv({ NODE_ENV: "development", APP_URL: "http://localhost:3000", PORT: "3107" });
    expect(productionProblems(env(), false)).toEqual([expect.objectContaining({ message: expect.stringContaining("port 3000 but the server listens on 3107") })]);
    setEnv({ NODE_ENV: "production", APP_URL: "https://trayo.example", PORT: "3000" });
    expect(productionProblems(env(), true)).toEqual([]);
  });
});
