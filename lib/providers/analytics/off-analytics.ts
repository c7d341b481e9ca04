import { log } from "@/lib/log";
import type { AnalyticsProvider } from "./analytics-provider";

/** No analytics service configured: events are only written to the debug log. */
export const offAnalytics: AnalyticsProvider = {
  kind: "off",
  capture: (event) => log.debug(`analytics (off): ${event.event}`, { distinctId: event.distinctId }),
  flush: async () => {},
};
