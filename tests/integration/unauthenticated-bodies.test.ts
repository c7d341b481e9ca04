import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { POST as sessionTokenPost } from "@/app/api/session-token/route";
import { POST as webhookPost } from "@/app/api/webhooks/resend/route";
import { checkResendWebhookHeaders, signResendWebhook } from "@/lib/emails/resend-webhook";
import { resetEnvCache } from "@/lib/env";
import { BODY_TOO_LARGE_MESSAGE } from "@/lib/utils/read-body";
import { proxyIngest } from "@/lib/providers/analytics/ingest-proxy";

// Issue 23: unauthenticated POSTs check what they can (signature headers) before reading the body, and
// never read more of it than their cap. Each endpoint gets a 10 MB body and counts how much was pulled.

const TEN_MB = 10 * 1024 * 1024;
const CHUNK = 64 * 1024;
const context = { params: Promise.resolve({}) };

/** A streamed body of `total` bytes that counts what the server pulled from it. */
function countingBody(total: number) {
  let pulled = 0;
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (pulled >= total) return controller.close();
        pulled += CHUNK;
        controller.enqueue(new Uint8Array(CHUNK).fill(0x20));
      },
    },
    { highWaterMark: 0 },
  );
  return { stream, pulled: () => pulled };
}

const post = (url: string, body: ReadableStream<Uint8Array>, headers: Record<string, string> = {}) =>
  new Request(url, { method: "POST", body, headers, duplex: "half" } as RequestInit);

const envBefore = { ...process.env };
beforeEach(() => {
  // The embedded mode's webhook secret derives from the auth secret: a fixed one keeps .data/ untouched.
  process.env.AUTH_SECRET = "unauthenticated-bodies-secret-0123456789";
  resetEnvCache();
});
afterEach(() => {
  process.env = { ...envBefore };
  resetEnvCache();
});

describe("unauthenticated POST bodies", () => {
  it("the webhook refuses a 10 MB body without signature headers before reading it", async () => {
    const body = countingBody(TEN_MB);
    const response = await webhookPost(post("http://app.test/api/webhooks/resend", body.stream), context);
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: "Invalid signature" });
    expect(body.pulled()).toBe(0);
  });

  it("the webhook refuses stale or unsigned headers before reading the body", async () => {
    const stale = String(Math.floor(Date.now() / 1000) - 3600);
    for (const headers of [
      { "svix-id": "msg_1", "svix-timestamp": stale, "svix-signature": "v1,abc" },
      { "svix-id": "msg_1", "svix-timestamp": "soon", "svix-signature": "v1,abc" },
      { "svix-id": "msg_1", "svix-timestamp": String(Math.floor(Date.now() / 1000)), "svix-signature": "v0,abc" },
    ]) {
      const body = countingBody(TEN_MB);
      expect((await webhookPost(post("http://app.test/api/webhooks/resend", body.stream, headers), context)).status).toBe(401);
      expect(body.pulled()).toBe(0);
    }
  });

  it("the webhook reads at most its cap of a body with plausible headers, and answers 413", async () => {
    const headers = signResendWebhook("{}", { id: "msg_big" });
    expect(() => checkResendWebhookHeaders(new Headers(headers))).not.toThrow();
    const body = countingBody(TEN_MB);
    const response = await webhookPost(post("http://app.test/api/webhooks/resend", body.stream, headers), context);
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ error: BODY_TOO_LARGE_MESSAGE });
    expect(body.pulled()).toBeLessThanOrEqual(64 * 1024 + CHUNK);
  });

  it("a declared Content-Length over the cap is refused without reading", async () => {
    const headers = { ...signResendWebhook("{}", { id: "msg_declared" }), "content-length": String(TEN_MB) };
    const body = countingBody(TEN_MB);
    expect((await webhookPost(post("http://app.test/api/webhooks/resend", body.stream, headers), context)).status).toBe(413);
    expect(body.pulled()).toBe(0);
  });

  it("the session-token endpoint reads at most 8 KB of a 10 MB body", async () => {
    const body = countingBody(TEN_MB);
    const response = await sessionTokenPost(post("http://app.test/api/session-token", body.stream, { "content-type": "application/json" }), context);
    expect(response.status).toBe(413);
    expect(body.pulled()).toBeLessThanOrEqual(8 * 1024 + CHUNK);
  });

  it("/ingest reads at most 1 MB of a 10 MB body", async () => {
    process.env.NEXT_PUBLIC_POSTHOG_KEY = "phc_test";
    process.env.NEXT_PUBLIC_POSTHOG_HOST = "http://127.0.0.1:9";
    resetEnvCache();
    const body = countingBody(TEN_MB);
    await expect(proxyIngest(post("http://app.test/ingest/e/", body.stream), ["e", ""])).rejects.toMatchObject({ status: 413 });
    expect(body.pulled()).toBeLessThanOrEqual(1024 * 1024 + CHUNK);
  });
});
