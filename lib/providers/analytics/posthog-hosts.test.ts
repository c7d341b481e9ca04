import { describe, expect, it } from "vitest";
import { posthogAssetsHost, posthogTarget, posthogUiHost } from "./posthog-hosts";

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

  it("proxies /ingest to the configured host, static files to the assets host", () => {
    expect(posthogTarget("https://eu.i.posthog.com", ["static", "array.js"], "")).toBe("https://eu-assets.i.posthog.com/static/array.js");
    expect(posthogTarget("https://eu.i.posthog.com", ["e", ""], "?ip=1")).toBe("https://eu.i.posthog.com/e/?ip=1");
  });
});
