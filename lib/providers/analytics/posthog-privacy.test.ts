// @vitest-environment jsdom
// @vitest-environment-options {"url": "http://localhost:3000/auth/callback?code=c0de-SECRET#access_token=at-SECRET&refresh_token=rt-SECRET"}
import http from "node:http";
import type { AddressInfo } from "node:net";
import posthog, { type CaptureResult } from "posthog-js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { posthogInitOptions } from "./apply-analytics";

type Sent = { event: string; properties: Record<string, unknown> };

/** A local stand-in for PostHog's ingestion endpoint that keeps every event it receives. */
function startIngestion() {
  const received: Sent[] = [];
  const raw: string[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const body = Buffer.concat(chunks).toString("utf8");
      raw.push(`${req.url} ${body}`);
      if (req.method === "POST" && /^[[{]/.test(body)) {
        const parsed = JSON.parse(body) as Sent | Sent[] | { batch: Sent[] };
        received.push(...(Array.isArray(parsed) ? parsed : "batch" in parsed ? parsed.batch : [parsed]));
      }
      res.writeHead(200, { "content-type": "application/json", "access-control-allow-origin": "*" }).end('{"status":1}');
    });
  });
  return { server, received, raw };
}

async function waitFor(check: () => boolean, ms = 5_000) {
  const until = Date.now() + ms;
  while (!check()) {
    if (Date.now() > until) throw new Error("timed out waiting for PostHog to send");
    await new Promise((r) => setTimeout(r, 25));
  }
}

describe("posthog-js with the app's options", () => {
  const ingestion = startIngestion();
  /** What the SDK tried to send, before the app's hook ran. */
  const attempted: CaptureResult[] = [];

  beforeAll(async () => {
    await new Promise<void>((resolve) => ingestion.server.listen(0, "127.0.0.1", resolve));
    const { port } = ingestion.server.address() as AddressInfo;
    const options = posthogInitOptions({ key: "phc_privacy_test", host: "https://eu.i.posthog.com" }, { kind: "anonymous" });
    posthog.init("phc_privacy_test", {
      ...options,
      before_send: [
        (event) => {
          if (event) attempted.push(event);
          return event;
        },
        options.before_send,
      ],
      api_host: `http://127.0.0.1:${port}`,
      disable_compression: true,
      request_batching: false,
      advanced_disable_flags: true,
      disable_session_recording: true,
      autocapture: false,
    });
  });

  afterAll(() => new Promise<void>((resolve) => ingestion.server.close(() => resolve())));

  it("sends no pageview for the sign-in callback and no part of its secrets later", async () => {
    await waitFor(() => attempted.some((e) => e.event === "$pageview"));
    expect(attempted[0].properties.$current_url).toContain("/auth/callback?code=c0de-SECRET");

    window.history.pushState({}, "", "/dashboard?tab=recent");
    posthog.capture("report_opened", { from: window.location.href });
    await waitFor(() => ingestion.received.some((e) => e.event === "report_opened"));
    await waitFor(() => ingestion.received.some((e) => e.event === "$pageview"));

    const pageviews = ingestion.received.filter((e) => e.event === "$pageview");
    expect(pageviews.map((e) => e.properties.$pathname)).toEqual(["/dashboard"]);
    expect(pageviews[0].properties.$current_url).toBe("http://localhost:3000/dashboard?tab=recent");
    expect(pageviews[0].properties.$session_entry_url).toBe("http://localhost:3000/auth/callback");
    expect(ingestion.raw.join("\n")).not.toContain("SECRET");
  });
});
