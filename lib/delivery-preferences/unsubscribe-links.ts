import { createUnsubscribeToken } from "./unsubscribe-token";

export type UnsubscribeLinks = {
  /** The page behind the mail's Unsubscribe link (GET shows it; nothing changes until a POST). */
  pageUrl: string;
  /** The RFC 8058 one-click endpoint: a POST with `List-Unsubscribe=One-Click` switches the report off. */
  oneClickUrl: string;
  headers: Record<string, string>;
};

/** The report mail's unsubscribe links and headers for `userId` (a mailto only with an inbound address). */
export function unsubscribeLinks(secret: string, userId: string, options: { appUrl: string; inboundAddress?: string; ts?: number }): UnsubscribeLinks {
  const token = createUnsubscribeToken(secret, userId, options.ts);
  const pageUrl = new URL(`/unsubscribe/${token}`, options.appUrl).toString();
  const oneClickUrl = new URL(`/api/unsubscribe?token=${encodeURIComponent(token)}`, options.appUrl).toString();
  const targets = [`<${oneClickUrl}>`];
  if (options.inboundAddress) targets.push(`<mailto:${options.inboundAddress}?subject=${encodeURIComponent(`unsubscribe ${token}`)}>`);
  return {
    pageUrl,
    oneClickUrl,
    headers: { "List-Unsubscribe": targets.join(", "), "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
  };
}
