import type { CaptureResult, CapturedNetworkRequest } from "posthog-js";
import { describe, expect, it } from "vitest";
import { posthogInitOptions } from "./apply-analytics";
import { sanitizeAnalyticsEvent, sanitizeRecordedRequest, sanitizeUrl } from "./sanitize-analytics-event";

const APP = "https://app.trayo.test";

function event(name: string, properties: Record<string, unknown>, extra: Partial<CaptureResult> = {}): CaptureResult {
  return { uuid: "0191d7b2-0000-7000-8000-000000000000", event: name, properties: { token: "phc_project", ...properties }, ...extra };
}

describe("sanitizeUrl", () => {
  it("strips query and fragment from the pages that receive sign-in secrets", () => {
    expect(sanitizeUrl(`${APP}/auth/callback?code=c0de#access_token=at&refresh_token=rt`)).toBe(`${APP}/auth/callback`);
    expect(sanitizeUrl(`${APP}/auth/confirm?token=t0k&type=recovery`)).toBe(`${APP}/auth/confirm`);
    expect(sanitizeUrl("/reset-password?code=c0de")).toBe("/reset-password");
    expect(sanitizeUrl("/secure-access?user_id=u1&redirect=%2Fevents&ts=1&sig=s1g")).toBe("/secure-access");
    expect(sanitizeUrl(`${APP}/Auth/Callback/?state=x`)).toBe(`${APP}/Auth/Callback/`);
  });

  it("strips a secret parameter wherever it appears, and leaves ordinary addresses alone", () => {
    expect(sanitizeUrl(`${APP}/#access_token=at&type=magiclink`)).toBe(`${APP}/`);
    expect(sanitizeUrl(`${APP}/signin?token_hash=th`)).toBe(`${APP}/signin`);
    expect(sanitizeUrl(`${APP}/events?account=a1#top`)).toBe(`${APP}/events?account=a1#top`);
    expect(sanitizeUrl(`${APP}/auth/callbacks?page=2`)).toBe(`${APP}/auth/callbacks?page=2`);
    expect(sanitizeUrl("/auth/callback")).toBe("/auth/callback");
  });
});

describe("sanitizeAnalyticsEvent", () => {
  it("captures nothing on a page whose address carries a secret", () => {
    const onConfirm = { $current_url: `${APP}/auth/confirm?token=t0k&type=signup`, $pathname: "/auth/confirm" };
    expect(sanitizeAnalyticsEvent(event("$pageview", onConfirm))).toBeNull();
    expect(sanitizeAnalyticsEvent(event("$pageleave", onConfirm))).toBeNull();
    expect(sanitizeAnalyticsEvent(event("$autocapture", { $current_url: `${APP}/secure-access?sig=s1g` }))).toBeNull();
    expect(sanitizeAnalyticsEvent(event("$rageclick", { $pathname: "/reset-password" }))).toBeNull();
  });

  it("keeps identification on those pages, without the secret", () => {
    const identify = sanitizeAnalyticsEvent(event("$identify", { $current_url: `${APP}/auth/callback?code=c0de` }, { $set: { email: "u@example.com" } }));
    expect(identify?.properties.$current_url).toBe(`${APP}/auth/callback`);
    expect(identify?.$set).toEqual({ email: "u@example.com" });
  });

  it("removes secret-bearing addresses from later events: referrer, entry and initial URLs, element hrefs", () => {
    const sent = sanitizeAnalyticsEvent(
      event(
        "$pageview",
        {
          $current_url: `${APP}/dashboard?tab=events`,
          $pathname: "/dashboard",
          $referrer: `${APP}/secure-access?user_id=u1&ts=1&sig=s1g`,
          $session_entry_url: `${APP}/auth/callback?code=c0de`,
          $prev_pageview_pathname: "/reset-password",
          $elements_chain: 'a.link:attr__href="/auth/confirm?token=t0k"nth-child="1";div:text="Open /dashboard?tab=events"',
          $elements: [{ tag_name: "a", attr__href: `${APP}/reset-password#access_token=at` }],
        },
        { $set_once: { $initial_current_url: `${APP}/auth/callback#access_token=at&refresh_token=rt`, $initial_pathname: "/auth/callback" } },
      ),
    );
    expect(sent?.properties).toEqual({
      token: "phc_project",
      $current_url: `${APP}/dashboard?tab=events`,
      $pathname: "/dashboard",
      $referrer: `${APP}/secure-access`,
      $session_entry_url: `${APP}/auth/callback`,
      $prev_pageview_pathname: "/reset-password",
      $elements_chain: 'a.link:attr__href="/auth/confirm"nth-child="1";div:text="Open /dashboard?tab=events"',
      $elements: [{ tag_name: "a", attr__href: `${APP}/reset-password` }],
    });
    expect(sent?.$set_once).toEqual({ $initial_current_url: `${APP}/auth/callback`, $initial_pathname: "/auth/callback" });
  });

  it("scrubs page addresses inside session replay batches", () => {
    const snapshot = event("$snapshot", {
      $snapshot_data: [
        { type: 4, data: { href: `${APP}/auth/confirm?token=t0k`, width: 1280 } },
        { type: 2, data: { node: { attributes: { href: "/secure-access?sig=s1g" }, childNodes: [] } } },
      ],
    });
    expect(JSON.stringify(sanitizeAnalyticsEvent(snapshot))).not.toMatch(/t0k|s1g/);
  });
});

describe("session replay requests", () => {
  const request = (name: string): CapturedNetworkRequest =>
    ({ name, entryType: "resource", startTime: 0, duration: 5, method: "POST", requestBody: '["s1g"]', responseBody: "ok" }) as CapturedNetworkRequest;

  it("record no secret from a secret-bearing page: neither in the URL nor in the server action's body", () => {
    const masked = sanitizeRecordedRequest(request(`${APP}/secure-access?user_id=u1&sig=s1g`));
    expect(masked).toMatchObject({ name: `${APP}/secure-access`, requestBody: null, responseBody: null });
  });

  it("leave other requests as they are", () => {
    const other = request(`${APP}/events?cursor=2`);
    expect(sanitizeRecordedRequest(other)).toBe(other);
  });
});

describe("posthogInitOptions", () => {
  it("hands both hooks to posthog-js", () => {
    const options = posthogInitOptions({ key: "phc_test", host: "https://eu.i.posthog.com" }, { kind: "anonymous" });
    expect(options.before_send(event("$pageview", { $current_url: `${APP}/auth/callback?code=c0de` }))).toBeNull();
    const replayUrl = { name: "/reset-password?code=c0de" } as CapturedNetworkRequest;
    expect(options.session_recording.maskCapturedNetworkRequestFn(replayUrl).name).toBe("/reset-password");
    expect(options.disable_capture_url_hashes).toBe(true);
  });
});
