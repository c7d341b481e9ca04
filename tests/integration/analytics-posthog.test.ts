import http from "node:http";
import type { AddressInfo } from "node:net";
import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPostHogAnalytics } from "@/lib/providers/analytics/posthog-analytics";

// A local stand-in for PostHog's ingestion API: it records the batches the real SDK (posthog-node) posts.
type Captured = { event: string; distinct_id: string; properties: Record<string, unknown> };

describe("server analytics through posthog-node", () => {
  const received: Captured[] = [];
  let paths: string[] = [];
  let fail = false;
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c) => chunks.push(c));
    req.on("end", () => {
      paths.push(req.url ?? "");
      if (fail) {
        res.writeHead(500).end("down");
        return;
      }
      let raw = Buffer.concat(chunks);
      if (req.headers["content-encoding"] === "gzip") raw = gunzipSync(raw);
      const body = JSON.parse(raw.toString("utf8")) as { batch?: Captured[] };
      received.push(...(body.batch ?? []));
      res.writeHead(200, { "content-type": "application/json" }).end("{}");
    });
  });
  let host = "";

  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    host = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it("sends captured events with their distinct id and properties on flush", async () => {
    const analytics = createPostHogAnalytics({ apiKey: "phc_test", host, flushAt: 100, flushIntervalMs: 60_000 });
    analytics.capture({ distinctId: "user-1", event: "report sent", properties: { events: 3 } });
    analytics.capture({ distinctId: "user-2", event: "discovery run", properties: { account: "Helio Grid" } });
    await analytics.flush();
    expect(paths.some((p) => p.startsWith("/batch"))).toBe(true);
    expect(received.map((e) => [e.event, e.distinct_id, e.properties.events ?? e.properties.account])).toEqual([
      ["report sent", "user-1", 3],
      ["discovery run", "user-2", "Helio Grid"],
    ]);
  });

  it("never throws into the caller when PostHog is down", async () => {
    fail = true;
    paths = [];
    const analytics = createPostHogAnalytics({ apiKey: "phc_test", host, flushAt: 100, flushIntervalMs: 60_000, retries: 0 });
    expect(() => analytics.capture({ distinctId: "user-3", event: "report sent" })).not.toThrow();
    await expect(analytics.flush()).resolves.toBeUndefined();
    expect(paths.length).toBeGreaterThan(0);
  });
});
