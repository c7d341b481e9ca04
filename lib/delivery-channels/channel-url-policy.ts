import { env } from "@/lib/env";
import { SLACK_URL_INVALID, WEBHOOK_URL_INVALID } from "./delivery-messages";

/** Loopback "host:port" pairs a test run lets the safe fetcher reach (TEST_ALLOW_LOOPBACK_FETCH). */
function isAllowedTestHost(url: URL): boolean {
  const pairs = (env().TEST_ALLOW_LOOPBACK_FETCH ?? "").split(",").map((p) => p.trim().toLowerCase()).filter(Boolean);
  const host = url.hostname.replace(/^\[|\]$/g, "").toLowerCase();
  const port = url.port || (url.protocol === "https:" ? "443" : "80");
  return pairs.some((pair) => {
    const at = pair.lastIndexOf(":");
    return pair.slice(0, at).replace(/^\[|\]$/g, "") === host && pair.slice(at + 1) === port;
  });
}

/**
 * Where a channel URL may point: https only (Slack: hooks.slack.com, the only host Slack issues incoming
 * webhooks on), or a loopback test host a test run allowed. The fetcher still checks every address on send.
 * Returns the message to show, or null when the URL is fine.
 */
export function checkChannelUrl(channel: "slack" | "webhook", raw: string): string | null {
  const invalid = channel === "slack" ? SLACK_URL_INVALID : WEBHOOK_URL_INVALID;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return invalid;
  }
  if (url.username || url.password) return invalid;
  if (isAllowedTestHost(url)) return null;
  if (url.protocol !== "https:") return invalid;
  if (channel === "slack" && (url.hostname !== "hooks.slack.com" || !url.pathname.startsWith("/services/"))) return invalid;
  return null;
}
