import { afterEach, describe, expect, it, vi } from "vitest";
import { resetEnvCache } from "@/lib/env";
import { reportDeliveryBackoffSeconds } from "@/lib/jobs/report-delivery-job";
import { FetchError, httpStatusError } from "@/lib/providers/fetch/fetch-error";
import { checkChannelUrl } from "./channel-url-policy";
import { classifyDeliveryError, isRetryableStatus } from "./deliver";
import { saveChannelsInput } from "./delivery-channels.validation";
import { SLACK_URL_INVALID, URL_TOO_LONG, WEBHOOK_URL_INVALID } from "./delivery-messages";

afterEach(() => {
  vi.unstubAllEnvs();
  resetEnvCache();
});

describe("what a failed attempt means", () => {
  it("retries 5xx, 408 and 429 but not other 4xx or a redirect", () => {
    expect([500, 502, 503, 408, 429].map(isRetryableStatus)).toEqual([true, true, true, true, true]);
    expect([400, 401, 403, 404, 410].map(isRetryableStatus)).toEqual([false, false, false, false, false]);
    expect(classifyDeliveryError(httpStatusError(500))).toEqual({ ok: false, statusCode: 500, error: "The endpoint answered HTTP 500", retryable: true });
    expect(classifyDeliveryError(httpStatusError(404))).toMatchObject({ statusCode: 404, retryable: false });
    expect(classifyDeliveryError(new FetchError("http_status", "redirect", { status: 302 }))).toMatchObject({ statusCode: 302, retryable: false });
    expect(classifyDeliveryError(new FetchError("timeout", "Timed out after 10 s", { retryable: true }))).toMatchObject({ statusCode: null, retryable: true });
    expect(classifyDeliveryError(new FetchError("invalid_url", "Invalid URL: https://hooks.slack.com/services/SECRET"))).toMatchObject({ error: "The URL is not valid", retryable: false });
    expect(classifyDeliveryError(new FetchError("blocked_address", "The address is not on the public internet"))).toMatchObject({ retryable: false });
  });

  it("waits 30 s, 2 min, 8 min, 32 min between attempts, scaled by the env factor", () => {
    expect([1, 2, 3, 4].map((a) => reportDeliveryBackoffSeconds(a, 1))).toEqual([30, 120, 480, 1920]);
    expect(reportDeliveryBackoffSeconds(1, 0.02)).toBe(1);
    expect(reportDeliveryBackoffSeconds(3, 0.5)).toBe(240);
  });
});

describe("channel URLs", () => {
  it("accepts hooks.slack.com and https webhooks only", () => {
    expect(checkChannelUrl("slack", "https://hooks.slack.com/services/T0/B0/x")).toBeNull();
    expect(checkChannelUrl("slack", "https://evil.example/services/x")).toBe(SLACK_URL_INVALID);
    expect(checkChannelUrl("slack", "http://hooks.slack.com/services/x")).toBe(SLACK_URL_INVALID);
    expect(checkChannelUrl("webhook", "https://hooks.example.com/trayo")).toBeNull();
    expect(checkChannelUrl("webhook", "http://hooks.example.com/trayo")).toBe(WEBHOOK_URL_INVALID);
    expect(checkChannelUrl("webhook", "https://user:pw@hooks.example.com/")).toBe(WEBHOOK_URL_INVALID);
    expect(checkChannelUrl("webhook", "http://127.0.0.1:4611/hook")).toBe(WEBHOOK_URL_INVALID);
  });

  it("lets a test run reach only the loopback ports it listed", () => {
    vi.stubEnv("TEST_ALLOW_LOOPBACK_FETCH", "127.0.0.1:4611");
    resetEnvCache();
    expect(checkChannelUrl("slack", "http://127.0.0.1:4611/services/x")).toBeNull();
    expect(checkChannelUrl("webhook", "http://127.0.0.1:4612/hook")).toBe(WEBHOOK_URL_INVALID);
  });

  it("caps the length and allows an empty field", () => {
    expect(saveChannelsInput.parse({ slackWebhookUrl: " ", webhookUrl: "" })).toEqual({ slackWebhookUrl: "", webhookUrl: "" });
    const long = saveChannelsInput.safeParse({ webhookUrl: `https://a.example/${"x".repeat(2100)}` });
    expect(long.success ? null : long.error.issues[0].message).toBe(URL_TOO_LONG);
    const bad = saveChannelsInput.safeParse({ slackWebhookUrl: "ftp://x" });
    expect(bad.success ? null : bad.error.issues[0].message).toBe(SLACK_URL_INVALID);
  });
});
