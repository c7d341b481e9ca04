import { env } from "@/lib/env";
import type { AnalyticsProvider } from "./analytics-provider";
import { offAnalytics } from "./off-analytics";
import { createPostHogAnalytics } from "./posthog-analytics";

type Global = typeof globalThis & { __trayoAnalytics?: { key: string; provider: AnalyticsProvider } };

/** PostHog when NEXT_PUBLIC_POSTHOG_KEY is set, else off. One client per process (it batches). */
export function createAnalyticsProvider(): AnalyticsProvider {
  const e = env();
  if (!e.NEXT_PUBLIC_POSTHOG_KEY) return offAnalytics;
  const key = `${e.NEXT_PUBLIC_POSTHOG_KEY}@${e.NEXT_PUBLIC_POSTHOG_HOST}`;
  const g = globalThis as Global;
  if (g.__trayoAnalytics?.key !== key) {
    g.__trayoAnalytics = { key, provider: createPostHogAnalytics({ apiKey: e.NEXT_PUBLIC_POSTHOG_KEY, host: e.NEXT_PUBLIC_POSTHOG_HOST }) };
  }
  return g.__trayoAnalytics.provider;
}
