"use client";

import { useEffect } from "react";
import type { AnalyticsConfig, AnalyticsIdentity } from "@/lib/providers/analytics/analytics-identity";
import type { AnalyticsClient } from "@/lib/providers/analytics/apply-analytics";

type Props = { config: AnalyticsConfig | null; identity: AnalyticsIdentity; children: React.ReactNode };

/**
 * Starts PostHog when the server passed a key (nothing loads otherwise) and applies who the visitor is.
 * posthog-js and the setup are loaded on demand so the app ships without them when analytics is off.
 */
export function PostHogProvider({ config, identity, children }: Props) {
  const key = config?.key;
  const host = config?.host;
  const identityKey = JSON.stringify(identity);

  useEffect(() => {
    if (!key || !host) return;
    let cancelled = false;
    // The setup (privacy filters, identity) loads with posthog-js: every page would carry it otherwise.
    Promise.all([import("posthog-js"), import("@/lib/providers/analytics/apply-analytics")]).then(([{ default: posthog }, { applyAnalytics }]) => {
      if (!cancelled) applyAnalytics(posthog as unknown as AnalyticsClient, { key, host }, JSON.parse(identityKey));
    });
    return () => {
      cancelled = true;
    };
  }, [key, host, identityKey]);

  return children;
}
