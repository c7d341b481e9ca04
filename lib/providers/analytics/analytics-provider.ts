/** A product event captured on the server (report sent, discovery run, ...). */
export type ServerAnalyticsEvent = { distinctId: string; event: string; properties?: Record<string, string | number | boolean | null> };

/**
 * Server-side analytics. Implementations: off (the local default: nothing leaves the machine) and
 * PostHog through posthog-node. Browser analytics (posthog-js) loads only when a key is set; see
 * components/analytics/posthog-provider.tsx.
 */
export interface AnalyticsProvider {
  readonly kind: "off" | "posthog";
  /** Queues the event; never throws (analytics must not break the action that reports it). */
  capture(event: ServerAnalyticsEvent): void;
  /** Sends what is queued (call before a short-lived process exits). */
  flush(): Promise<void>;
}
