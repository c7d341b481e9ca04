import { PostHog } from "posthog-node";
import { log } from "@/lib/log";
import type { AnalyticsProvider } from "./analytics-provider";

export type PostHogAnalyticsOptions = { apiKey: string; host: string; flushAt?: number; flushIntervalMs?: number; retries?: number };

/** PostHog through its Node SDK: batched, sent in the background; failures are logged, never thrown. */
export function createPostHogAnalytics(options: PostHogAnalyticsOptions): AnalyticsProvider {
  const client = new PostHog(options.apiKey, {
    host: options.host,
    flushAt: options.flushAt ?? 20,
    flushInterval: options.flushIntervalMs ?? 10_000,
    requestTimeout: 5_000,
    fetchRetryCount: options.retries ?? 3,
  });
  client.on("error", (error) => log.warn("analytics: PostHog rejected events", { error }));
  return {
    kind: "posthog",
    capture: (event) => {
      try {
        client.capture({ distinctId: event.distinctId, event: event.event, properties: event.properties });
      } catch (error) {
        log.warn("analytics: capture failed", { error });
      }
    },
    flush: () => client.flush().catch((error) => log.warn("analytics: flush failed", { error })),
  };
}
