import type { PostHogConfig } from "posthog-js";
import type { AnalyticsConfig, AnalyticsIdentity } from "./analytics-identity";
import { posthogUiHost } from "./posthog-hosts";
import { sanitizeAnalyticsEvent, sanitizeRecordedRequest } from "./sanitize-analytics-event";

/** The part of the posthog-js client this app uses (lets tests pass a recording fake). */
export type AnalyticsClient = {
  __loaded?: boolean;
  init(token: string, config: Record<string, unknown>): unknown;
  identify(distinctId: string, properties?: Record<string, unknown>): void;
  opt_out_capturing(): void;
  opt_in_capturing(): void;
  has_opted_out_capturing(): boolean;
  startSessionRecording(): void;
  stopSessionRecording(): void;
  reset(): void;
  get_property(name: string): unknown;
};

/**
 * posthog.init options: events go through our /ingest proxy, session recording on, and sign-in secrets in
 * page addresses (tokens, codes, signed links) never leave the browser.
 */
export function posthogInitOptions(config: AnalyticsConfig, identity: AnalyticsIdentity) {
  return {
    api_host: "/ingest",
    ui_host: posthogUiHost(config.host),
    defaults: "2025-05-24",
    capture_pageview: "history_change",
    person_profiles: "identified_only",
    disable_session_recording: false,
    disable_capture_url_hashes: true,
    before_send: sanitizeAnalyticsEvent,
    session_recording: { maskCapturedNetworkRequestFn: sanitizeRecordedRequest },
    // An admin's page load must not be captured before the opt-out below runs.
    opt_out_capturing_by_default: identity.kind === "opted-out",
  } satisfies Partial<PostHogConfig>;
}

/**
 * Starts analytics once and applies the current identity: admins opted out of capture and recording,
 * non-admins identified, a signed-out visitor after a signed-in one reset to a fresh anonymous id.
 */
export function applyAnalytics(client: AnalyticsClient, config: AnalyticsConfig, identity: AnalyticsIdentity) {
  if (!client.__loaded) client.init(config.key, posthogInitOptions(config, identity));

  if (identity.kind === "opted-out") {
    client.stopSessionRecording();
    client.opt_out_capturing();
    return;
  }
  if (client.has_opted_out_capturing()) {
    client.opt_in_capturing();
    client.startSessionRecording();
  }
  if (identity.kind === "identified") {
    client.identify(identity.distinctId, identity.properties);
    return;
  }
  // Only after a sign-out: resetting an anonymous visitor would give them a new id on every page load.
  if (client.get_property("$user_state") === "identified") client.reset();
}
