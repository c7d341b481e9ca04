"use client";

import { useEffect } from "react";
import type { AnalyticsConfig, AnalyticsIdentity } from "@/lib/providers/analytics/analytics-identity";
import { applyAnalytics, type AnalyticsClient } from "@/lib/providers/analytics/apply-analytics";

type Props = { config: AnalyticsConfig | null; identity: AnalyticsIdentity; children: React.ReactNode };

/**
 * Starts PostHog when the server passed a key (nothing loads otherwise) and applies who the visitor is.
 * posthog-js is loaded on demand so the app ships without it when analytics is off.
 */
export function PostHogProvider({ config, identity, children }: Props) {
  const key = config?.key;
  const host = config?.host;
  const identityKey = JSON.stringify(identity);

  useEffect(() => {
    if (!key || !host) return;
    let cancelled = false;
    import("posthog-js").then(({ default: posthog }) => {
      if (!cancelled) applyAnalytics(posthog as unknown as AnalyticsClient, { key, host }, JSON.parse(identityKey));
    });
    return () => {
      cancelled = true;
    };
  }, [key, host, identityKey]);

  return children;
}
