import { describe, expect, it } from "vitest";
import { posthogAssetsHost, posthogRewrites, posthogUiHost } from "./posthog-hosts";

describe("PostHog hosts", () => {
  it("maps PostHog Cloud ingest hosts to their assets and app hosts", () => {
    expect(posthogAssetsHost("https://us.i.posthog.com")).toBe("https://us-assets.i.posthog.com");
    expect(posthogAssetsHost("https://eu.i.posthog.com/")).toBe("https://eu-assets.i.posthog.com");
    expect(posthogUiHost("https://eu.i.posthog.com")).toBe("https://eu.posthog.com");
  });

  it("uses a self-hosted instance for everything", () => {
    expect(posthogAssetsHost("https://analytics.acme.test")).toBe("https://analytics.acme.test");
    expect(posthogUiHost("https://analytics.acme.test/")).toBe("https://analytics.acme.test");
  });

  it("proxies /ingest to the configured host, static files first", () => {
    expect(posthogRewrites("https://eu.i.posthog.com")).toEqual([
      { source: "/ingest/static/:path*", destination: "https://eu-assets.i.posthog.com/static/:path*" },
      { source: "/ingest/:path*", destination: "https://eu.i.posthog.com/:path*" },
    ]);
  });
});
